/**
 * Notes catalog and the per-user download log (spec §7; fields in ./schema.ts).
 * Reads are bounded (`MAX_LIST`) and cost one query each (DESIGN §10: no N+1).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { asNumber, asString, stored, type Stored } from '../../lib/present.js';
import { COLLECTIONS } from './schema.js';

/** Upper bound on any list here; the real catalog is far smaller (8 semesters, ~10 subjects each). */
export const MAX_LIST = 500;

/** All semesters by `order` (1 query). */
export async function listSemesters(): Promise<Stored[]> {
  const snap = await db().collection(COLLECTIONS.semesters).orderBy('order').limit(MAX_LIST).get();
  return snap.docs.map(stored);
}

/**
 * Subjects of `semesterId` by `order` (1 query; index semesterId+order). An unknown semester gives
 * an empty list, which the web app shows as 'No subjects found for this semester.' (spec §2).
 */
export async function listSubjects(semesterId: string): Promise<Stored[]> {
  const snap = await db()
    .collection(COLLECTIONS.subjects)
    .where('semesterId', '==', semesterId)
    .orderBy('order')
    .limit(MAX_LIST)
    .get();
  return snap.docs.map(stored);
}

export interface SubjectNotes {
  /** The subject document, read only when the notes alone cannot answer (see listNotes). */
  subject: Stored | null;
  /** Sorted by `compareNotes`. */
  notes: Stored[];
}

/**
 * The notes of a subject, unit-wise (spec §2), in ONE query on the usual path (DESIGN §10): the
 * notes carry the subject's and semester's names, so the subject document is read only when the
 * query finds nothing (to tell an empty subject from an unknown one) or a note lacks its
 * denormalised `subjectName`. Notes are sorted here rather than by Firestore: an equality-only
 * query needs no composite index and keeps notes whose `unit`/`order` the content team forgot.
 * Throws NotFound('Subject not found') (404) for an unknown subject.
 */
export async function listNotes(subjectId: string): Promise<SubjectNotes> {
  const snap = await db()
    .collection(COLLECTIONS.notes)
    .where('subjectId', '==', subjectId)
    .limit(MAX_LIST)
    .get();
  const notes = snap.docs.map(stored).sort(compareNotes);
  if (notes.length > 0 && notes.every((n) => asString(n.data.subjectName))) {
    return { subject: null, notes };
  }
  const subject = await db().collection(COLLECTIONS.subjects).doc(subjectId).get();
  if (!subject.exists) throw new NotFound('Subject not found');
  return { subject: stored(subject), notes };
}

/** Order of notes in a subject: `unit`, then `order`, then `title`; missing numbers last. */
export function compareNotes(a: Stored, b: Stored): number {
  return (
    compareNumbers(asNumber(a.data.unit), asNumber(b.data.unit)) ||
    compareNumbers(asNumber(a.data.order), asNumber(b.data.order)) ||
    asString(a.data.title).localeCompare(asString(b.data.title))
  );
}

function compareNumbers(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/**
 * Logs that user `uid` opened note `noteId` (POST /user-pdfs): upserts
 * `users/{uid}/downloads/{noteId}` with the STORED note's subject, semester and pdfUrl (the
 * client's copies are ignored), `uploadedAt` = now and `count` + 1. One download entry per note,
 * so re-opening moves it to the top of "My PDFs" instead of duplicating it.
 * Throws NotFound('Note not found') (404) for an unknown note; nothing is written then.
 */
export async function recordDownload(uid: string, noteId: string): Promise<Stored> {
  const noteSnap = await db().collection(COLLECTIONS.notes).doc(noteId).get();
  if (!noteSnap.exists) throw new NotFound('Note not found');
  const note = noteSnap.data() ?? {};
  const [subject, semester] = await Promise.all([
    nameOrTitle(note.subjectName, COLLECTIONS.subjects, note.subjectId),
    nameOrTitle(note.semesterName, COLLECTIONS.semesters, note.semesterId),
  ]);
  const entry = {
    noteId,
    subject,
    semester,
    fileUrl: asString(note.pdfUrl),
    uploadedAt: Timestamp.fromDate(now()),
  };
  await downloads(uid)
    .doc(noteId)
    .set({ ...entry, count: FieldValue.increment(1) }, { merge: true });
  return { id: noteId, data: entry };
}

/** The user's download log, most recently opened first (1 query). */
export async function listDownloads(uid: string): Promise<Stored[]> {
  const snap = await downloads(uid).orderBy('uploadedAt', 'desc').limit(MAX_LIST).get();
  return snap.docs.map(stored);
}

function downloads(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.downloads);
}

/**
 * The denormalised name if the note has it; otherwise (a note written by hand without it) the
 * title of the referenced document — an extra read only in that case.
 */
async function nameOrTitle(name: unknown, collection: string, id: unknown): Promise<string> {
  const denormalised = asString(name);
  if (denormalised) return denormalised;
  if (typeof id !== 'string' || !id || id.includes('/')) return '';
  const snap = await db().collection(collection).doc(id).get();
  return asString(snap.get('title'));
}
