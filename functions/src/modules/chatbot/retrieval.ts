/**
 * Retrieval for the Assignment Partner: the pages of notes and papers most relevant to a
 * question, from the search index of the "Find and read" issue (modules/search) — the same
 * ranking students get from the search box — with each page's full text read in one batched get.
 * No embeddings: `npm run eval:partner` measures hit-rate@5 of this retrieval (README).
 */
import { db } from '../../lib/firebase.js';
import { asNumber, asString } from '../../lib/present.js';
import { searchPages } from '../search/service.js';
import { MAX_PASSAGES, passageLabel, type Passage } from './prompt.js';

/** Where the student is asking from: a subject picked in the window, or an open reader page. */
export interface RetrievalScope {
  subjectId?: string;
  noteId?: string;
  page?: number;
}

/**
 * The passages for a question, best first, and a line of context for the prompt.
 * An open reader page comes first ("explain this page"); then the best search hits, restricted
 * to `subjectId` when given, without repeating that page.
 * @returns at most MAX_PASSAGES passages; `context` is '' outside the reader
 */
export async function retrievePassages(
  question: string,
  scope: RetrievalScope,
): Promise<{ passages: Passage[]; context: string }> {
  const [open, hits] = await Promise.all([
    scope.noteId && scope.page ? openPage(scope.noteId, scope.page) : Promise.resolve(null),
    searchPages(question, { subjectId: scope.subjectId, limit: MAX_PASSAGES }),
  ]);
  const wanted = hits
    .filter((hit) => !(open && hit.contentId === open._id && hit.page === open.page))
    .slice(0, MAX_PASSAGES - (open ? 1 : 0));
  const texts = await pageTexts(wanted.map((hit) => `${hit.contentId}-p${hit.page}`));
  const passages: Passage[] = wanted.map((hit, i) => ({
    type: hit.type,
    _id: hit.contentId,
    title: hit.title,
    subjectName: hit.subjectName,
    ...(hit.type === 'note' ? { unit: hit.unit ?? null } : { year: hit.year ?? null }),
    page: hit.page,
    text: texts[i] ?? '',
  }));
  if (!open) return { passages, context: '' };
  return {
    passages: [open, ...passages],
    context: `The student is reading ${passageLabel(open)} (passage [1]).`,
  };
}

/** The reader's open page as a passage (2 reads), or null when the note or page is unknown. */
async function openPage(noteId: string, page: number): Promise<Passage | null> {
  const [note, text] = await db().getAll(
    db().collection('notes').doc(noteId),
    db().collection('contentPages').doc(`${noteId}-p${page}`),
  );
  if (!note?.exists || !text?.exists) return null;
  return {
    type: 'note',
    _id: noteId,
    title: asString(note.get('title')),
    subjectName: asString(note.get('subjectName')),
    unit: asNumber(note.get('unit')),
    page,
    text: asString(text.get('text')),
  };
}

/** Page texts by `contentPages` id, in order ('' for a missing page), in one batched read. */
async function pageTexts(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const snaps = await db().getAll(...ids.map((id) => db().collection('contentPages').doc(id)));
  return snaps.map((snap) => asString(snap.get('text')));
}
