/**
 * Request schemas and stored document shape of the task manager (docs/architecture.md §4, docs/product.md §7).
 *
 * Stored: `users/{uid}/tasks/{id}` with `title` (string, trimmed, 1–200 characters), `completed`
 * (boolean) and `createdAt` (Timestamp, set by the server). Tasks live under their owner, so a
 * task id from another account simply does not exist in the caller's subcollection: ownership
 * needs no extra check and another user's task is a 404, never touched.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const taskParamsSchema = z.object({ taskId: docId('taskId') });
