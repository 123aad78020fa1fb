/** A saved note (GET /bookmarks), newest first. */
export type Bookmark = {
  _id: string;
  noteId: string;
  title: string;
  unit: number;
  subjectId: string;
  subjectName: string;
  semesterName: string;
  pdfUrl: string;
  pages?: number | null;
  /** ISO-8601. */
  createdAt: string;
};

/**
 * What a star knows about its note: enough to list it under "Saved" before the server answers.
 * The notes feature's Note (plus its subject's id) fits it.
 */
export type BookmarkNote = {
  _id: string;
  title: string;
  unit: number;
  subjectId: string;
  subjectName: string;
  semesterName: string;
  pdfUrl: string;
  pages?: number | null;
};
