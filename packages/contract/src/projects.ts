/**
 * Project marketplace contracts shared by the API and the web app (`@notesea/contract/projects`). Import
 * nothing but 'zod' (and sibling shared files) here: this file is bundled into the browser.
 */
import { z } from 'zod';
import { PROJECT_CATEGORIES, PROJECT_MESSAGES, type ProjectCategory } from './projects-rules.js';

export * from './projects-rules.js';

/** Query of `GET /api/projects?category=easy|medium|hard` (docs/product.md §7). */
export const projectsQuerySchema = z.object({
  category: z.enum(PROJECT_CATEGORIES, { error: PROJECT_MESSAGES.category }),
});

export type ProjectsQuery = z.infer<typeof projectsQuerySchema>;

/**
 * `GET /api/projects` item (docs/product.md §3 Project). Prices are integer rupees; `deliveryTime` is days;
 * `videoLink` and `image` are '' when absent.
 */
export interface ProjectDto {
  _id: string;
  name: string;
  description: string;
  icon: string;
  studentPrice: number | null;
  businessPrice: number | null;
  features: string[];
  videoLink: string;
  image: string;
  deliveryTime: number | null;
  category: ProjectCategory;
}
