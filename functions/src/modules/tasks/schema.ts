/**
 * Request schemas of the task manager (docs/product.md §7); the bodies' schemas are shared with
 * the web app (`@notesea/contract/tasks`). The stored shape is `storedTaskSchema` in stored.ts.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const taskParamsSchema = z.object({ taskId: docId('taskId') });
