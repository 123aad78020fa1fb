/**
 * Request schemas of the notes module (docs/product.md §7). The stored shapes of semesters,
 * subjects, notes and papers are zod schemas in ./stored.ts; `users/{uid}/downloads/{noteId}`
 * holds `noteId`, `subjectId`, `semesterId`, `subject`, `semester`, `fileUrl` and `pages` (copied
 * from the stored note, never from the client), `uploadedAt` (Timestamp of the latest open),
 * `count` (number of opens), and once the reader saved progress `lastPage` (1-based) and
 * `lastReadAt` (Timestamp).
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const semesterParamsSchema = z.object({ semesterId: docId('semesterId') });
export const subjectParamsSchema = z.object({ subjectId: docId('subjectId') });
export const noteParamsSchema = z.object({ noteId: docId('noteId') });
export const pyqParamsSchema = z.object({ pyqId: docId('pyqId') });

/**
 * The `page` of a progress body (PUT /user-pdfs/:noteId/progress) for a note of `pages` pages
 * (a stored note always has a whole, positive count: ./stored.ts): a JSON whole number from 1 to
 * `pages`; '3', 1.5, 0 and a missing page are refused with one message naming the range.
 */
export function progressPageSchema(pages: number) {
  const message = `page must be a whole number from 1 to ${pages}`;
  return z.number({ error: message }).int(message).min(1, message).max(pages, message);
}

/**
 * Body of PUT /user-pdfs/:noteId/progress before the note is read: a JSON object. Its `page`
 * is checked against the note's page count by `progressPageSchema` in the service.
 */
export const progressBodySchema = z.object(
  { page: z.unknown().optional() },
  { error: 'Request body must be a JSON object' },
);
