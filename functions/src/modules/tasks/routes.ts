/**
 * Task-manager endpoints (spec §7): `GET|POST /tasks`, `PUT|DELETE /tasks/:taskId`. All need a
 * signed-in user (401 'Not authorized' otherwise) and act on that user's tasks only.
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';
import { presentTask } from './presenter.js';
import {
  createTaskSchema,
  updateTaskSchema,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '@notesea/contract/tasks';
import { taskParamsSchema, type TaskParams } from './schema.js';
import { createTask, deleteTask, listTasks, updateTask } from './service.js';

export function tasksRouter(): Router {
  const router = Router();

  router.get('/tasks', requireAuth, async (_req, res) => {
    const tasks = await listTasks(currentUser(res).uid);
    res.json(tasks.map(presentTask));
  });

  router.post('/tasks', requireAuth, validate({ body: createTaskSchema }), async (req, res) => {
    const { title } = req.body as CreateTaskInput;
    const task = await createTask(currentUser(res).uid, title);
    res.status(201).json(presentTask(task));
  });

  router.put(
    '/tasks/:taskId',
    requireAuth,
    validate({ params: taskParamsSchema, body: updateTaskSchema }),
    async (req, res) => {
      const { taskId } = req.params as TaskParams;
      const task = await updateTask(currentUser(res).uid, taskId, req.body as UpdateTaskInput);
      res.json(presentTask(task));
    },
  );

  router.delete(
    '/tasks/:taskId',
    requireAuth,
    validate({ params: taskParamsSchema }),
    async (req, res) => {
      const { taskId } = req.params as TaskParams;
      await deleteTask(currentUser(res).uid, taskId);
      res.json({ _id: taskId, message: 'Task deleted' });
    },
  );

  return router;
}
