/**
 * Request schemas and stored document shapes of the notes module (docs/architecture.md §4, docs/product.md §7).
 *
 * Stored documents (semesters and subjects written by the content team in the Firebase console):
 * - `semesters/{id}`: `title` (string), `order` (number; list position).
 * - `subjects/{id}`: `title`, `semesterId` (id of its semester), `order`.
 * - `notes/{id}`: `title`, `unit` (number, 1-based), `subjectId`, `semesterId`, `pdfUrl` (Storage
 *   download URL or https link), `order` (position within the unit), and the denormalised
 *   `subjectName` / `semesterName` (titles of its subject and semester, copied when the note is
 *   written) so listing a subject's notes and logging a download need no extra reads.
 * - `users/{uid}/downloads/{noteId}`: `noteId`, `subject`, `semester`, `fileUrl` and `pages`
 *   (copied from the stored note, never from the client), `uploadedAt` (Timestamp of the latest
 *   open), `count` (number of opens), and once the reader saved progress `lastPage` (1-based)
 *   and `lastReadAt` (Timestamp).
 * - `pyqs/{id}`: `title`, `year`, `session`, `subjectId`, `semesterId`, `subjectName`,
 *   `semesterName`, `pdfUrl`, `pages`, `bytes`.
 * `notes` and `pyqs` are written only by the content pipeline (modules/content), which also sets
 * `pages`, `bytes`, `storagePath` and `generation`; ids derive from the Storage path.
 * `semesters` and `subjects` are listed with `orderBy('order')`, which skips documents lacking
 * `order`: the content team must set it.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const semesterParamsSchema = z.object({ semesterId: docId('semesterId') });
export const subjectParamsSchema = z.object({ subjectId: docId('subjectId') });
export const noteParamsSchema = z.object({ noteId: docId('noteId') });
export const pyqParamsSchema = z.object({ pyqId: docId('pyqId') });

/** Highest page accepted as progress when the note's page count is unknown. */
export const MAX_UNKNOWN_PAGES = 10_000;

/**
 * The `page` of a progress body (PUT /user-pdfs/:noteId/progress) for a note of `pages` pages
 * (null: unknown, then 1..MAX_UNKNOWN_PAGES): a JSON whole number in range; '3', 1.5, 0 and a
 * missing page are refused with one message naming the range.
 */
export function progressPageSchema(pages: number | null) {
  const max = pages !== null && pages >= 1 ? Math.floor(pages) : MAX_UNKNOWN_PAGES;
  const message = `page must be a whole number from 1 to ${max}`;
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
}

/**
 * Body of PUT /user-pdfs/:noteId/progress before the note is read: a JSON object. Its `page`
 * is checked against the note's page count by `progressPageSchema` in the service.
 */
export const progressBodySchema = z.object(
  { page: z.unknown().optional() },
  { error: 'Request body must be a JSON object' },
);
