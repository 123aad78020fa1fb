/**
 * The stored shapes of the catalogue students browse: `semesters/{id}` and `subjects/{id}` (typed
 * by the content team in the Firebase console), `notes/{id}` and `pyqs/{id}` (written by the
 * content pipeline, modules/content; docs/architecture.md §4). Every read and write of these
 * collections goes through the converters here (lib/stored.ts): a document that does not fit is
 * left out of lists, answers as missing when read alone, and gets a `contentErrors` entry naming
 * its console path and field (modules/content/shape-check.ts).
 *
 * The rules are what a student's screen needs: a title to show, numbers that are numbers, a PDF
 * URL that opens. Fields nobody reads are let through (`looseObject`), so a note the team
 * annotates in the console still lists.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter, storedDocId, userCollection } from '../../lib/stored.js';

const title = z.string().refine((value) => value.trim() !== '', 'must be a non-empty text');
const id = storedDocId;
const position = z.number().finite();
const timestamp = z.instanceof(Timestamp);

/** `semesters/{id}`: listed by `order` (a semester without a numeric `order` is not listed). */
export const storedSemesterSchema = z.looseObject({ title, order: position });

/** `subjects/{id}`: listed under `semesterId` by `order`; `branch` is the seed's (CSE, ECE…). */
export const storedSubjectSchema = z.looseObject({
  title,
  semesterId: id,
  order: position,
  branch: z.string().optional(),
});

/**
 * The fields notes and papers share (content/catalog.ts `catalogFields` writes them): where it sits
 * (ids and their denormalised titles), the PDF's download URL, page count and size, and what the
 * pipeline recorded about the upload (path, generation, hash, contributor, how its text was read).
 */
const catalogItem = {
  title,
  subjectId: id,
  semesterId: id,
  subjectName: z.string().optional(),
  semesterName: z.string().optional(),
  pdfUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  pages: z.number().int().positive(),
  bytes: z.number().int().nonnegative().optional(),
  storagePath: z.string().optional(),
  generation: z.string().optional(),
  updatedAt: timestamp.optional(),
  sha256: z.string().optional(),
  uploadId: z.string().nullable().optional(),
  sharedBy: z.string().nullable().optional(),
  textSource: z.enum(['pdf', 'ocr', 'mixed', 'none']).optional(),
  ocrPages: z.number().int().nonnegative().optional(),
  unreadablePages: z.number().int().nonnegative().optional(),
};

/** `notes/{id}`: one note PDF of a subject; `unit` 1-based (null: not in a unit), `order` in it. */
export const storedNoteSchema = z.looseObject({
  ...catalogItem,
  unit: z.number().int().positive().nullable().optional(),
  order: position.optional(),
});

/**
 * `pyqs/{id}`: one previous-year paper; `session` lower-case as named ('may', 'dec'). A blank
 * title is shown as its session and year ("May 2024"), so it may be blank.
 */
export const storedPyqSchema = z.looseObject({
  ...catalogItem,
  title: z.string(),
  year: z.number().int().min(1900).max(2999),
  session: z.string().min(1),
});

export type StoredSemester = z.output<typeof storedSemesterSchema>;
export type StoredSubject = z.output<typeof storedSubjectSchema>;
export type StoredNote = z.output<typeof storedNoteSchema>;
export type StoredPyq = z.output<typeof storedPyqSchema>;

export const semesterConverter = storedConverter(storedSemesterSchema);
export const subjectConverter = storedConverter(storedSubjectSchema);
export const noteConverter = storedConverter(storedNoteSchema);
export const pyqConverter = storedConverter(storedPyqSchema);

/** `semesters`, read and written through its schema. */
export function semestersCollection() {
  return db().collection(COLLECTIONS.semesters).withConverter(semesterConverter);
}

/** `subjects`, read and written through its schema. */
export function subjectsCollection() {
  return db().collection(COLLECTIONS.subjects).withConverter(subjectConverter);
}

/** `notes`, read and written through its schema. */
export function notesCollection() {
  return db().collection(COLLECTIONS.notes).withConverter(noteConverter);
}

/** `pyqs`, read and written through its schema. */
export function pyqsCollection() {
  return db().collection(COLLECTIONS.pyqs).withConverter(pyqConverter);
}

/**
 * `users/{uid}/downloads/{noteId}`: a note the student opened ("My PDFs"), written only by
 * `recordDownload` and `saveProgress` (./service.ts) from the stored note, never from the client.
 * Entries written before the ids were copied lack `subjectId` / `semesterId`; `pages` is null for
 * a note whose count was unknown then.
 */
export const storedDownloadSchema = z.looseObject({
  noteId: z.string(),
  subjectId: z.string().optional(),
  semesterId: z.string().optional(),
  subject: z.string(),
  semester: z.string(),
  fileUrl: z.string(),
  pages: z.number().int().positive().nullable(),
  uploadedAt: timestamp,
  /** Opens so far (`FieldValue.increment`, so written beside the converter). */
  count: z.number().int().nonnegative().optional(),
  /** Where the reader was left, 1-based, once it saved progress. */
  lastPage: z.number().int().positive().optional(),
  lastReadAt: timestamp.optional(),
});

export type StoredDownload = z.output<typeof storedDownloadSchema>;
export const downloadConverter = storedConverter(storedDownloadSchema);

/** `users/{uid}/downloads`, read through its schema. */
export function downloadsCollection(uid: string) {
  return userCollection(uid, COLLECTIONS.downloads, downloadConverter);
}
