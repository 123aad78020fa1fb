/**
 * Request schemas and stored document shapes of the notes module (DESIGN §4, spec §7).
 *
 * Stored documents (written by the seed and the content team in the Firebase console):
 * - `semesters/{id}`: `title` (string), `order` (number; list position).
 * - `subjects/{id}`: `title`, `semesterId` (id of its semester), `order`.
 * - `notes/{id}`: `title`, `unit` (number, 1-based), `subjectId`, `semesterId`, `pdfUrl` (Storage
 *   download URL or https link), `order` (position within the unit), and the denormalised
 *   `subjectName` / `semesterName` (titles of its subject and semester, copied when the note is
 *   written) so listing a subject's notes and logging a download need no extra reads.
 * - `users/{uid}/downloads/{noteId}`: `noteId`, `subject`, `semester`, `fileUrl` (copied from the
 *   stored note, never from the client), `uploadedAt` (Timestamp of the latest open), `count`
 *   (number of opens).
 * `semesters` and `subjects` are listed with `orderBy('order')`, which skips documents lacking
 * `order`: the content team must set it.
 */
import { z } from 'zod';
import { docId } from '../../shared/common.js';

export { userPdfSchema, type UserPdfInput } from '../../shared/notes.js';

export const COLLECTIONS = {
  semesters: 'semesters',
  subjects: 'subjects',
  notes: 'notes',
  users: 'users',
  downloads: 'downloads',
} as const;

export const semesterParamsSchema = z.object({ semesterId: docId('semesterId') });
export const subjectParamsSchema = z.object({ subjectId: docId('subjectId') });

export type SemesterParams = z.infer<typeof semesterParamsSchema>;
export type SubjectParams = z.infer<typeof subjectParamsSchema>;
