/** Stored tasks → API bodies (docs/product.md §3 Task: _id, title, completed; plus createdAt as ISO). */
import { asString, toIso, type Stored } from '../../lib/present.js';
import type { TaskDto } from '@notesea/contract/tasks';

export function presentTask({ id, data }: Stored): TaskDto {
  return {
    _id: id,
    title: asString(data.title),
    completed: data.completed === true,
    createdAt: toIso(data.createdAt),
  };
}
