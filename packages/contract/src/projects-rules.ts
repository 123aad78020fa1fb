/**
 * Project marketplace rules shared by the API and the web app (`@notesea/contract/projects-rules`), without
 * zod. `projects.ts` builds its schema from these and re-exports them.
 */

/** Difficulty levels of docs/product.md §1 / §3, in the order the dashboard shows them. */
export const PROJECT_CATEGORIES = ['easy', 'medium', 'hard'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_MESSAGES = {
  category: 'category must be easy, medium or hard',
} as const;
