/**
 * Notes contracts shared by the API and the web app (`@shared/notes`). Import nothing but 'zod'
 * (and sibling shared files) here: this file is bundled into the browser.
 */
import { z } from 'zod';
import { docId, text } from './common.js';

/**
 * Body of `POST /api/user-pdfs` (spec §7: noteId, subjectName, semesterName, pdfUrl). The server
 * stores the note's own names and URL and ignores these three, but still bounds them so the
 * contract stays what the web app sends.
 */
export const userPdfSchema = z.object(
  {
    noteId: docId('noteId'),
    subjectName: text('subjectName').max(200, 'subjectName must be at most 200 characters'),
    semesterName: text('semesterName').max(200, 'semesterName must be at most 200 characters'),
    pdfUrl: text('pdfUrl')
      .max(2048, 'pdfUrl must be at most 2048 characters')
      .pipe(z.url({ error: 'pdfUrl must be a valid URL' })),
  },
  { error: 'Request body must be a JSON object' },
);

export type UserPdfInput = z.infer<typeof userPdfSchema>;

/** `GET /api/semesters` item. */
export interface SemesterDto {
  _id: string;
  title: string;
}

/** `GET /api/semesters/:semesterId/subjects` item. */
export interface SubjectDto {
  _id: string;
  title: string;
}

/** `GET /api/semesters/subjects/:subjectId/notes` item; `unit` is null if the note has none. */
export interface NoteDto {
  _id: string;
  title: string;
  unit: number | null;
  semesterName: string;
  subjectName: string;
  pdfUrl: string;
}

/** `GET /api/user-pdfs` item and `POST /api/user-pdfs` answer; `uploadedAt` is ISO-8601. */
export interface DownloadDto {
  _id: string;
  noteId: string;
  subject: string;
  semester: string;
  fileUrl: string;
  uploadedAt: string | null;
}
