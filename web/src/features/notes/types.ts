// Response shapes of the notes endpoints (DESIGN §2: bare arrays, `_id` on each item).
export type Semester = { _id: string; title: string };

export type Subject = { _id: string; title: string };

export type Note = {
  _id: string;
  title: string;
  unit: number;
  semesterName: string;
  subjectName: string;
  pdfUrl: string;
  /** Page count and file size; absent (or null) where the upload did not record them. */
  pages?: number | null;
  bytes?: number | null;
  /** A student's first name when the note is their approved contribution (issue 23). */
  sharedBy?: string | null;
};

/** A previous-year question paper of a subject. */
export type Pyq = {
  _id: string;
  /** e.g. 'May 2024', or the content team's own title. */
  title: string;
  /** Null where the content team left it out. */
  year: number | null;
  /** Lowercase exam session, e.g. 'may' or 'dec'. */
  session: string;
  pdfUrl: string;
  pages?: number | null;
  /** A student's first name when the paper is their approved contribution (issue 23). */
  sharedBy?: string | null;
};

/** One note with where it belongs (GET /notes/:noteId), for the reader's title bar. */
export type NoteDetail = Note & {
  subjectId: string;
  semesterId: string;
};

/** One question paper with where it belongs (GET /pyqs/:pyqId). */
export type PyqDetail = Pyq & {
  subjectId: string;
  subjectName: string;
  semesterId: string;
  semesterName: string;
};

/** One entry of "My PDFs": the last time the user opened a note. */
export type UserPdf = {
  _id: string;
  noteId: string;
  subject: string;
  semester: string;
  fileUrl: string;
  /** ISO-8601; the server keeps the latest open. */
  uploadedAt: string;
  /** The page the reader was last on, and the note's page count; null (or absent) when unknown. */
  lastPage?: number | null;
  pages?: number | null;
};

export type LogDownloadInput = {
  noteId: string;
  subjectName: string;
  semesterName: string;
  pdfUrl: string;
};
