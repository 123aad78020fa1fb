/**
 * The project catalogue (docs/product.md §3 Project; docs/architecture.md §4 `projects/{id}`), written by the seed and the
 * content team in the Firebase console.
 */
import { compareNumbersMissingLast, type Stored } from '../../lib/present.js';
import { storedDoc, storedDocs } from '../../lib/stored.js';
import type { ProjectCategory } from '@notesea/contract/projects';
import { projectsCollection, type StoredProject } from './stored.js';

/** Upper bound on one level's list; the real catalogue has a handful per level. */
export const MAX_PROJECTS = 200;

/**
 * Active projects of `category` (1 query, equality filters only, so no composite index is
 * needed), sorted by `compareProjects`. Projects whose `active` is not exactly `true` are hidden:
 * the content team retires a project by unticking it.
 */
export async function listProjects(category: ProjectCategory): Promise<Stored<StoredProject>[]> {
  const snap = await projectsCollection()
    .where('category', '==', category)
    .where('active', '==', true)
    .limit(MAX_PROJECTS)
    .get();
  return storedDocs(snap).sort(compareProjects);
}

/**
 * Catalogue order: the optional `order` field the content team sets, then student price, then
 * name. Missing numbers sort last, so a project typed without `order` still shows.
 */
export function compareProjects(a: Stored<StoredProject>, b: Stored<StoredProject>): number {
  return (
    compareNumbersMissingLast(a.data.order ?? null, b.data.order ?? null) ||
    a.data.studentPrice - b.data.studentPrice ||
    a.data.name.localeCompare(b.data.name)
  );
}

/** One project by id, or undefined when absent or it does not fit its schema (1 read). */
export async function getProject(projectId: string): Promise<Stored<StoredProject> | undefined> {
  return storedDoc(await projectsCollection().doc(projectId).get()) ?? undefined;
}
