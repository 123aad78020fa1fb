/**
 * Task-manager rules shared by the API and the web app (`@notesea/contract/tasks-rules`), without zod.
 * `tasks.ts` builds its schemas from these and re-exports them; the web imports this file, so the
 * tasks page does not download zod (~22 KB gzip) for a length limit.
 */

/** Longest task title, characters after trimming. */
export const TASK_TITLE_MAX = 200;

export const TASK_MESSAGES = {
  titleRequired: 'Task title is required',
  titleTooLong: `Task title must be at most ${TASK_TITLE_MAX} characters`,
  completedType: 'completed must be true or false',
  updateNeither: 'Send either completed or title',
  updateBoth: 'Send either completed or title, not both',
  body: 'Request body must be a JSON object',
} as const;
