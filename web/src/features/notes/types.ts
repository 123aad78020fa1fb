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
};

export type LogDownloadInput = {
  noteId: string;
  subjectName: string;
  semesterName: string;
  pdfUrl: string;
};
