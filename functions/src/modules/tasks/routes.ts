/**
 * Task-manager endpoints (docs/product.md §7): `GET|POST /tasks`, `PUT|DELETE /tasks/:taskId`. All need a
 * signed-in user (401 'Not authorized' otherwise) and act on that user's tasks only.
 */
import { Router } from 'express';
import { route } from '../../lib/route.js';
import { createTaskSchema, updateTaskSchema } from '@notesea/contract/tasks';
import { presentTask } from './presenter.js';
import { taskParamsSchema } from './schema.js';
import { createTask, deleteTask, listTasks, updateTask } from './service.js';

export function tasksRouter(): Router {
  const router = Router();

  router.get(
    '/tasks',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const tasks = await listTasks(user.uid);
      res.json(tasks.map(presentTask));
    }),
  );

  router.post(
    '/tasks',
    ...route({ session: 'required', body: createTaskSchema }, async ({ input, user, res }) => {
      const task = await createTask(user.uid, input.body.title);
      res.status(201).json(presentTask(task));
    }),
  );

  router.put(
    '/tasks/:taskId',
    ...route(
      { session: 'required', params: taskParamsSchema, body: updateTaskSchema },
      async ({ input, user, res }) => {
        const task = await updateTask(user.uid, input.params.taskId, input.body);
        res.json(presentTask(task));
      },
    ),
  );

  router.delete(
    '/tasks/:taskId',
    ...route({ session: 'required', params: taskParamsSchema }, async ({ input, user, res }) => {
      const { taskId } = input.params;
      await deleteTask(user.uid, taskId);
      res.json({ _id: taskId, message: 'Task deleted' });
    }),
  );

  return router;
}
