/**
 * A subject's notes, indexed for matching questions (units.ts), loaded for the exam-prep
 * recomputes (pipeline.ts) and kept per function instance while the notes stay the same.
 *
 * A subject's papers are split one after another (a term's papers are uploaded together), and
 * every split and every topics recompute needs the same index. Reading the subject's note pages
 * and indexing them again each time made those reads and that CPU grow with the papers of the
 * subject. The instance now keeps the last index of each subject, stamped with what it was built
 * from: the ids and update times of the subject's `notes` documents. Each load reads those
 * documents (1 query, a handful of small documents) and reads the pages again only when the stamp
 * differs.
 *
 * Why the stamp is enough: every change to a note's text, title or unit writes its catalog
 * document, and the content pipeline (content/service.ts) writes a note's pages BEFORE that
 * document and removes the document before its pages (pages of a note not listed are never
 * indexed: SearchIndex.build skips them). The stamp is read before the pages, so the pages read
 * are at least as new as the stamp; pages written after it come with a catalog write that changes
 * the stamp, so the next load reads them.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { storedDocs } from '../../lib/stored.js';
import { pageFields } from '../content/stored.js';
import { notesCollection } from '../notes/stored.js';
import { SubjectNotesIndex } from './units.js';

/** Subjects whose index an instance keeps (a few hundred KB each); least recently used go. */
const CACHED_SUBJECTS = 16;

const cache = new Map<string, { stamp: string; index: SubjectNotesIndex }>();
/** What the index reads of a note page. */
const INDEXED = pageFields('contentId', 'page', 'text');

/**
 * The subject's notes and their page texts, indexed.
 * @returns the kept index when the subject's `notes` documents are unchanged since it was built
 * Cost: 1 query (the subject's notes); when they changed or the instance has no index of the
 * subject, +1 query (the subject's note pages, without the papers' pages and layouts).
 */
export async function loadSubjectNotes(subjectId: string): Promise<SubjectNotesIndex> {
  const notes = await notesCollection().where('subjectId', '==', subjectId).get();
  const stamp = stampOf(notes.docs);
  const kept = cache.get(subjectId);
  cache.delete(subjectId);
  if (kept?.stamp === stamp) {
    cache.set(subjectId, kept);
    return kept.index;
  }
  const pages = await db()
    .collection('contentPages')
    .where('subjectId', '==', subjectId)
    .where('type', '==', 'note')
    .select(...INDEXED.fields)
    .withConverter(INDEXED.converter)
    .get();
  const index = SubjectNotesIndex.build(
    subjectId,
    // A note that does not fit its schema is not listed, so its pages are not indexed either.
    storedDocs(notes).map(({ id, data }) => ({ id, title: data.title, unit: data.unit ?? null })),
    // A page that does not fit its schema (content/stored.ts; logged) is left out.
    storedDocs(pages).map(({ data }) => ({
      contentId: data.contentId,
      page: data.page,
      text: data.text,
    })),
  );
  cache.set(subjectId, { stamp, index });
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHED_SUBJECTS) break;
    cache.delete(oldest);
  }
  return index;
}

/** What an index was built from: each note's id and last write, in id order. */
function stampOf(docs: QueryDocumentSnapshot<unknown>[]): string {
  return docs
    .map((doc) => `${doc.id}@${doc.updateTime.seconds}.${doc.updateTime.nanoseconds}`)
    .sort()
    .join(',');
}
