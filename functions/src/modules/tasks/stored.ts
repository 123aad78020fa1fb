/**
 * The stored shape of the task manager: `users/{uid}/tasks/{id}` (docs/architecture.md §4), read
 * and written only through `tasksCollection(uid)` (lib/stored.ts). Tasks live under their owner,
 * so a task id from another account simply does not exist in the caller's subcollection:
 * ownership needs no extra check and another user's task is a 404, never touched. A task that
 * does not fit (edited by hand into `completed: "yes"`) is left out of the list and answers 404
 * when edited.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { storedConverter, userCollection } from '../../lib/stored.js';

/**
 * `title` as the student typed it (trimmed, 1–200 characters: the request's rule,
 * `@notesea/contract/tasks` `taskTitle`, so a stored title is read whatever its length),
 * `completed` and `createdAt` (set by the server; the list's order).
 */
export const storedTaskSchema = z.looseObject({
  title: z.string(),
  completed: z.boolean(),
  createdAt: z.instanceof(Timestamp),
});

export type StoredTask = z.output<typeof storedTaskSchema>;

export const taskConverter = storedConverter(storedTaskSchema);

/** `users/{uid}/tasks`, read and written through its schema. */
export function tasksCollection(uid: string) {
  return userCollection(uid, COLLECTIONS.tasks, taskConverter);
}
