/**
 * The project catalogue (docs/product.md §3 Project; docs/architecture.md §4 `projects/{id}`), written by the seed and the
 * content team in the Firebase console.
 */
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import {
  asNumber,
  asString,
  compareNumbersMissingLast,
  stored,
  type Stored,
} from '../../lib/present.js';
import type { ProjectCategory } from '@notesea/contract/projects';

/** Upper bound on one level's list; the real catalogue has a handful per level. */
export const MAX_PROJECTS = 200;

/**
 * Active projects of `category` (1 query, equality filters only, so no composite index is
 * needed), sorted by `compareProjects`. Projects whose `active` is not exactly `true` are hidden:
 * the content team retires a project by unticking it.
 */
export async function listProjects(category: ProjectCategory): Promise<Stored[]> {
  const snap = await db()
    .collection(COLLECTIONS.projects)
    .where('category', '==', category)
    .where('active', '==', true)
    .limit(MAX_PROJECTS)
    .get();
  return snap.docs.map(stored).sort(compareProjects);
}

/**
 * Catalogue order: the optional `order` field the content team sets, then student price, then
 * name. Missing numbers sort last, so a project typed without `order` still shows.
 */
export function compareProjects(a: Stored, b: Stored): number {
  return (
    compareNumbersMissingLast(asNumber(a.data.order), asNumber(b.data.order)) ||
    compareNumbersMissingLast(asNumber(a.data.studentPrice), asNumber(b.data.studentPrice)) ||
    asString(a.data.name).localeCompare(asString(b.data.name))
  );
}

/** One project by id, or undefined (1 read). */
export async function getProject(projectId: string): Promise<Stored | undefined> {
  const snap = await db().collection(COLLECTIONS.projects).doc(projectId).get();
  return snap.exists ? stored(snap) : undefined;
}
