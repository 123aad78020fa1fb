// Shapes of the uploads endpoints (issue 23 "API"). Replaced by the API's own DTOs
// (`@shared/uploads`) once they exist there.
export type UploadKind = 'note' | 'pyq';
export type UploadCredit = 'name' | 'anonymous';

/** What the student fills in; `files` is one PDF or the photos in page order. */
export type UploadInput = {
  kind: UploadKind;
  subjectId: string;
  unit?: number;
  year?: number;
  session?: string;
  title?: string;
  credit: UploadCredit;
  files: File[];
};

/** `POST /uploads` answer (201). */
export type CreatedUpload = {
  _id: string;
  kind: UploadKind;
  subjectId: string;
  title: string;
  status: 'pending';
};

/** `GET /uploads` item: the student's own upload, newest first. */
export type Upload = {
  _id: string;
  kind: UploadKind;
  subjectId: string;
  subjectName: string;
  title: string;
  unit: number | null;
  year: number | null;
  session: string | null;
  /** 'pending' until the content team decides; 'approved' then publishes it (`publishedId`). */
  status: string;
  /** Why it was not accepted, when it was not. */
  reason: string | null;
  /** The note's or paper's id once published. */
  publishedId: string | null;
  /** ISO-8601. */
  createdAt: string | null;
};
