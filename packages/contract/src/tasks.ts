/**
 * Task-manager contracts shared by the API and the web app (`@notesea/contract/tasks`). Import nothing but
 * 'zod' (and sibling shared files) here: this file is bundled into the browser.
 *
 * docs/product.md §5: empty or blank task titles are not sent; the API refuses them too (400).
 */
import { z } from 'zod';
import { text } from './common.js';
import { TASK_MESSAGES, TASK_TITLE_MAX } from './tasks-rules.js';

export * from './tasks-rules.js';

/** A task title: trimmed, 1–200 characters. */
export const taskTitle = text('Task title')
  .trim()
  .min(1, TASK_MESSAGES.titleRequired)
  .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong);

/** Body of `POST /api/tasks`. */
export const createTaskSchema = z.object({ title: taskTitle }, { error: TASK_MESSAGES.body });

/**
 * Body of `PUT /api/tasks/:id`: exactly one of `completed` (boolean; the checkbox) or `title`
 * (the inline edit), as the web app sends them (docs/product.md §7). Both at once is refused rather than
 * guessing which edit the user meant.
 */
export const updateTaskSchema = z
  .object(
    {
      completed: z.boolean({ error: TASK_MESSAGES.completedType }).optional(),
      title: taskTitle.optional(),
    },
    { error: TASK_MESSAGES.body },
  )
  .check((ctx) => {
    const { completed, title } = ctx.value;
    if (completed === undefined && title === undefined) {
      ctx.issues.push({ code: 'custom', message: TASK_MESSAGES.updateNeither, input: ctx.value });
    } else if (completed !== undefined && title !== undefined) {
      ctx.issues.push({ code: 'custom', message: TASK_MESSAGES.updateBoth, input: ctx.value });
    }
  });

export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/** `GET /api/tasks` item and the answer of `POST`/`PUT`; `createdAt` is ISO-8601. */
export interface TaskDto {
  _id: string;
  title: string;
  completed: boolean;
  createdAt: string | null;
}

/** `DELETE /api/tasks/:id` answer (200): the deleted task's id and 'Task deleted'. */
export interface TaskDeletedDto {
  _id: string;
  message: string;
}
