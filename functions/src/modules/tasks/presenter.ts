/** Stored tasks → API bodies (docs/product.md §3 Task: _id, title, completed; plus createdAt as ISO). */
import { toIso, type Stored } from '../../lib/present.js';
import type { TaskDto } from '@notesea/contract/tasks';
import type { StoredTask } from './stored.js';

/** Read through its schema (stored.ts), so every field is already of its type. */
export function presentTask({ id, data }: Stored<StoredTask>): TaskDto {
  return {
    _id: id,
    title: data.title,
    completed: data.completed,
    createdAt: toIso(data.createdAt),
  };
}
