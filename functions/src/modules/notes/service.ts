/**
 * Notes catalog and the per-user download log (docs/product.md §7; fields in ./schema.ts).
 * Reads are bounded (`MAX_LIST`) and cost one query each (docs/architecture.md §10: no N+1).
 */
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { isNotFoundError, NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { compareNumbersMissingLast, type Stored } from '../../lib/present.js';
import { readStored, storedData, storedDoc, storedDocs, type Refused } from '../../lib/stored.js';
import { parseOrThrow } from '../../lib/validate.js';
import { comparePapersNewestFirst } from '../content/object-path.js';
import { progressPageSchema } from './schema.js';
import {
  downloadConverter,
  downloadsCollection,
  noteConverter,
  storedDownloadSchema,
  type StoredDownload,
  notesCollection,
  pyqsCollection,
  semestersCollection,
  subjectsCollection,
  type StoredNote,
  type StoredPyq,
  type StoredSemester,
  type StoredSubject,
} from './stored.js';

/** Upper bound on any list here; the real catalog is far smaller (8 semesters, ~10 subjects each). */
export const MAX_LIST = 500;

/** All semesters by `order` (1 query); one that does not fit its schema is left out. */
export async function listSemesters(): Promise<Stored<StoredSemester>[]> {
  const snap = await semestersCollection().orderBy('order').limit(MAX_LIST).get();
  return storedDocs(snap);
}

/**
 * Subjects of `semesterId` by `order` (1 query; index semesterId+order). An unknown semester gives
 * an empty list, which the web app shows as 'No subjects found for this semester.' (docs/product.md §2).
 */
export async function listSubjects(semesterId: string): Promise<Stored<StoredSubject>[]> {
  const snap = await subjectsCollection()
    .where('semesterId', '==', semesterId)
    .orderBy('order')
    .limit(MAX_LIST)
    .get();
  return storedDocs(snap);
}

export interface SubjectNotes {
  /** The subject document, read only when the notes alone cannot answer (see listNotes). */
  subject: Stored<StoredSubject> | null;
  /** Sorted by `compareNotes`; notes that do not fit their schema are left out. */
  notes: Stored<StoredNote>[];
}

/**
 * The notes of a subject, unit-wise (docs/product.md §2), in ONE query on the usual path (docs/architecture.md §10): the
 * notes carry the subject's and semester's names, so the subject document is read only when the
 * query finds nothing (to tell an empty subject from an unknown one) or a note lacks its
 * denormalised `subjectName`. Notes are sorted here rather than by Firestore: an equality-only
 * query needs no composite index and keeps notes whose `unit`/`order` the content team forgot.
 * Throws NotFound('Subject not found') (404) for an unknown subject.
 */
export async function listNotes(subjectId: string): Promise<SubjectNotes> {
  const snap = await notesCollection().where('subjectId', '==', subjectId).limit(MAX_LIST).get();
  const notes = storedDocs(snap).sort(compareNotes);
  if (notes.length > 0 && notes.every((n) => n.data.subjectName)) {
    return { subject: null, notes };
  }
  const subject = storedDoc(await subjectsCollection().doc(subjectId).get());
  if (!subject) throw new NotFound('Subject not found');
  return { subject, notes };
}

/**
 * The previous-year papers of a subject, newest first (year, then session month), in ONE query;
 * sorted here so papers need no composite index. Throws NotFound('Subject not found') (404) for
 * an unknown subject (read only when the query finds nothing).
 */
export async function listPyqs(subjectId: string): Promise<Stored<StoredPyq>[]> {
  const snap = await pyqsCollection().where('subjectId', '==', subjectId).limit(MAX_LIST).get();
  const papers = storedDocs(snap);
  if (papers.length === 0) {
    const subject = storedDoc(await subjectsCollection().doc(subjectId).get());
    if (!subject) throw new NotFound('Subject not found');
  }
  return papers.sort((a, b) => comparePapersNewestFirst(a.data, b.data));
}

/** Order of notes in a subject: `unit`, then `order`, then `title`; missing numbers last. */
export function compareNotes(a: Stored<StoredNote>, b: Stored<StoredNote>): number {
  return (
    compareNumbersMissingLast(a.data.unit ?? null, b.data.unit ?? null) ||
    compareNumbersMissingLast(a.data.order ?? null, b.data.order ?? null) ||
    a.data.title.localeCompare(b.data.title)
  );
}

/** A note for the reader (GET /notes/:noteId; 1 read). Throws NotFound('Note not found'). */
export async function getNote(noteId: string): Promise<Stored<StoredNote>> {
  const note = storedDoc(await notesCollection().doc(noteId).get());
  if (!note) throw new NotFound('Note not found');
  return note;
}

/** A paper for the reader (GET /pyqs/:pyqId; 1 read). Throws NotFound('Paper not found'). */
export async function getPyq(pyqId: string): Promise<Stored<StoredPyq>> {
  const paper = storedDoc(await pyqsCollection().doc(pyqId).get());
  if (!paper) throw new NotFound('Paper not found');
  return paper;
}

/**
 * Logs that user `uid` opened note `noteId` (POST /user-pdfs): upserts
 * `users/{uid}/downloads/{noteId}` with the STORED note's subject, semester, pdfUrl and page
 * count (the client's copies are ignored), `uploadedAt` = now and `count` + 1. One download entry
 * per note, so re-opening moves it to the top of "My PDFs" instead of duplicating it; saved
 * reading progress (`lastPage`) is kept and returned, so the reader can resume there.
 * Costs 1 batched read (note + entry) and 1 write.
 * Throws NotFound('Note not found') (404) for an unknown note; nothing is written then.
 */
export async function recordDownload(uid: string, noteId: string): Promise<Stored<StoredDownload>> {
  const [noteSnap, entrySnap] = await db().getAll(
    db().collection(COLLECTIONS.notes).doc(noteId),
    downloads(uid).doc(noteId),
  );
  const note = readStored(noteConverter, noteSnap);
  if (!note) throw new NotFound('Note not found');
  const [subject, semester] = await Promise.all([
    note.subjectName ?? titleOf(subjectsCollection().doc(note.subjectId)),
    note.semesterName ?? titleOf(semestersCollection().doc(note.semesterId)),
  ]);
  const entry = {
    noteId,
    // Ids too: the dashboard's revision progress lists the subjects a student opened.
    subjectId: note.subjectId,
    semesterId: note.semesterId,
    subject,
    semester,
    fileUrl: note.pdfUrl,
    pages: note.pages,
    uploadedAt: Timestamp.fromDate(now()),
  };
  // Through the stored schema; the count's increment is a transform the schema cannot hold.
  await downloads(uid)
    .doc(noteId)
    .set({ ...storedDownloadSchema.parse(entry), count: FieldValue.increment(1) }, { merge: true });
  const earlier = readStored(downloadConverter, entrySnap);
  return { id: noteId, data: { ...earlier, ...entry } };
}

/**
 * Saves where user `uid` is in note `noteId` (PUT /user-pdfs/:noteId/progress): sets `lastPage`
 * = `page`, `lastReadAt` = now and refreshes `pages` on the caller's own download entry, which
 * must exist (the reader logs the open first); an entry is never created here, so nobody writes
 * progress for a note they did not open. Costs 1 batched read (note + entry) and 1 write.
 * @returns the updated entry
 * Throws NotFound('Note not found') for an unknown note; BadRequest (400 'validation') 'page must
 * be a whole number from 1 to N' (N = the note's pages);
 * NotFound('Open the note before saving progress') when the caller has no entry for it.
 */
export async function saveProgress(
  uid: string,
  noteId: string,
  page: unknown,
): Promise<Stored<StoredDownload>> {
  const entryRef = downloads(uid).doc(noteId);
  const [noteSnap, entrySnap] = await db().getAll(
    db().collection(COLLECTIONS.notes).doc(noteId),
    entryRef,
  );
  const note = readStored(noteConverter, noteSnap);
  if (!note) throw new NotFound('Note not found');
  const { pages } = note;
  const lastPage = parseOrThrow(progressPageSchema(pages), page);
  const earlier = readStored(downloadConverter, entrySnap);
  if (!earlier) throw new NotFound('Open the note before saving progress');
  const progress = PROGRESS_FIELDS.parse({
    lastPage,
    lastReadAt: Timestamp.fromDate(now()),
    pages,
  });
  try {
    // update(), not set(): it fails rather than recreating an entry deleted meanwhile.
    await entryRef.update(progress);
  } catch (error) {
    if (isNotFoundError(error)) {
      throw new NotFound('Open the note before saving progress');
    }
    throw error;
  }
  return { id: noteId, data: { ...earlier, ...progress } };
}

/** The user's download log, most recently opened first (1 query). */
export async function listDownloads(uid: string): Promise<Stored<StoredDownload>[]> {
  const snap = await downloadsCollection(uid).orderBy('uploadedAt', 'desc').limit(MAX_LIST).get();
  return storedDocs(snap);
}

/** The fields saving progress changes, through the stored schema (update() skips converters). */
const PROGRESS_FIELDS = storedDownloadSchema.pick({
  lastPage: true,
  lastReadAt: true,
  pages: true,
});

function downloads(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.downloads);
}

/**
 * The title of a semester or subject, for a note written without its denormalised name (an extra
 * read only then); '' when it is missing or does not fit its schema.
 */
async function titleOf(
  ref: DocumentReference<StoredSemester | StoredSubject | Refused>,
): Promise<string> {
  return storedData(await ref.get())?.title ?? '';
}
