/**
 * Notes contracts shared by the API and the web app (`@notesea/contract/notes`). Import nothing but 'zod'
 * (and sibling shared files) here: this file is bundled into the browser.
 */
import { z } from 'zod';
import { docId, text } from './common.js';

/**
 * Body of `POST /api/user-pdfs` (docs/product.md §7: noteId, subjectName, semesterName, pdfUrl). The server
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
  /** Page count and size in bytes, set by the content pipeline; null for a hand-written note. */
  pages: number | null;
  bytes: number | null;
  /**
   * The first name of the student who contributed it ("Shared by Asha"); present only
   * on a student's published upload whose author chose to be credited.
   */
  sharedBy?: string;
}

/**
 * `GET /api/semesters/subjects/:subjectId/pyqs` item (a previous-year question paper), newest
 * first. `title` is e.g. 'May 2024'; `session` the lower-case exam session ('may', 'dec').
 */
export interface PyqDto {
  _id: string;
  title: string;
  year: number | null;
  session: string;
  pdfUrl: string;
  pages: number | null;
  /**
   * The first name of the student who contributed it ("Shared by Asha"); present only
   * on a student's published upload whose author chose to be credited.
   */
  sharedBy?: string;
}

/**
 * `GET /api/user-pdfs` item, `POST /api/user-pdfs` and `PUT /api/user-pdfs/:noteId/progress`
 * answer; `uploadedAt` (the latest open) is ISO-8601. `lastPage` is the page the reader last
 * saved (null before any), `pages` the note's page count when it was opened (null if unknown).
 */
export interface DownloadDto {
  _id: string;
  noteId: string;
  subject: string;
  semester: string;
  fileUrl: string;
  uploadedAt: string | null;
  lastPage: number | null;
  pages: number | null;
}

/** `GET /api/notes/:noteId`: a note for the reader (`/notes/{noteId}?page=N`). */
export interface NoteDetailDto {
  _id: string;
  title: string;
  unit: number | null;
  subjectId: string;
  subjectName: string;
  semesterId: string;
  semesterName: string;
  pdfUrl: string;
  pages: number | null;
  bytes: number | null;
  /**
   * The first name of the student who contributed it ("Shared by Asha"); present only
   * on a student's published upload whose author chose to be credited.
   */
  sharedBy?: string;
}

/** `GET /api/pyqs/:pyqId`: a previous-year paper for the reader (`/pyqs/{pyqId}?page=N`). */
export interface PyqDetailDto {
  _id: string;
  title: string;
  year: number | null;
  session: string;
  subjectId: string;
  subjectName: string;
  semesterId: string;
  semesterName: string;
  pdfUrl: string;
  pages: number | null;
  /**
   * The first name of the student who contributed it ("Shared by Asha"); present only
   * on a student's published upload whose author chose to be credited.
   */
  sharedBy?: string;
}

/**
 * Body of `PUT /api/user-pdfs/:noteId/progress`: the 1-based page being read, a whole number
 * from 1 to the note's page count (the server answers 400 'page must be a whole number from 1
 * to N' otherwise).
 */
export interface ProgressInput {
  page: number;
}

/**
 * `GET /api/bookmarks` item (newest first) and `PUT /api/bookmarks/:noteId` answer: the note's
 * current title and names; `_id` is the note id; `createdAt` (when it was saved) is ISO-8601.
 */
export interface BookmarkDto {
  _id: string;
  noteId: string;
  title: string;
  unit: number | null;
  subjectId: string;
  subjectName: string;
  semesterName: string;
  pdfUrl: string;
  pages: number | null;
  createdAt: string | null;
}
