/**
 * The task manager (docs/product.md §2 /tasks, §7): each user's own list in `users/{uid}/tasks`
 * (stored shape: ./stored.ts). Every operation addresses the caller's subcollection only.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { isNotFoundError, NotFound } from '../../lib/errors.js';
import type { Stored } from '../../lib/present.js';
import { storedDoc, storedDocs } from '../../lib/stored.js';
import { type UpdateTaskInput } from '@notesea/contract/tasks';
import { storedTaskSchema, tasksCollection as tasks, type StoredTask } from './stored.js';

/** Most tasks `GET /tasks` returns; far above what a student's list holds. */
export const MAX_TASKS = 1000;

const TASK_NOT_FOUND = 'Task not found';

/** The edits a `PUT` may store (`update()` bypasses the converter, so they are parsed here). */
const taskChangeSchema = storedTaskSchema.pick({ completed: true, title: true }).partial();

/** The user's tasks that fit their schema, oldest first (1 query). */
export async function listTasks(uid: string): Promise<Stored<StoredTask>[]> {
  const snap = await tasks(uid).orderBy('createdAt').limit(MAX_TASKS).get();
  return storedDocs(snap);
}

/** Adds an open task titled `title` (already trimmed and bounded by the schema). 1 write. */
export async function createTask(uid: string, title: string): Promise<Stored<StoredTask>> {
  const ref = tasks(uid).doc();
  const data = { title, completed: false, createdAt: Timestamp.fromDate(now()) };
  await ref.create(data);
  return { id: ref.id, data };
}

/**
 * Applies `patch` (exactly one of `completed` or `title`) to the caller's task `taskId` and
 * returns the task as stored afterwards (1 read, 1 write). The task is read first, so a task that
 * does not fit its schema (it is not listed either) is answered 404 and left as it was; `update()`
 * fails on a missing document, so a task deleted meanwhile, or a foreign id, is never recreated.
 * Throws NotFound('Task not found') (404) when the caller has no such task or it does not fit.
 */
export async function updateTask(
  uid: string,
  taskId: string,
  patch: UpdateTaskInput,
): Promise<Stored<StoredTask>> {
  const ref = tasks(uid).doc(taskId);
  const change = taskChangeSchema.parse(
    patch.completed !== undefined ? { completed: patch.completed } : { title: patch.title },
  );
  const task = storedDoc(await ref.get());
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  try {
    await ref.update(change);
  } catch (err) {
    throw asTaskNotFound(err);
  }
  return { id: task.id, data: { ...task.data, ...change } };
}

/**
 * Deletes the caller's task `taskId` (precondition: it exists).
 * Throws NotFound('Task not found') (404) when the caller has no such task.
 */
export async function deleteTask(uid: string, taskId: string): Promise<void> {
  try {
    await tasks(uid).doc(taskId).delete({ exists: true });
  } catch (err) {
    throw asTaskNotFound(err);
  }
}

function asTaskNotFound(err: unknown): unknown {
  return isNotFoundError(err) ? new NotFound(TASK_NOT_FOUND) : err;
}
