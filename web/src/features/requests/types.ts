// Shapes of the requests endpoints (issue 23 "API"). Replaced by the API's own DTOs
// (`@shared/requests`) once they exist there.
export type RequestKind = 'note' | 'pyq';

/** `GET /semesters/subjects/{id}/requests` item: an open request, most votes first. */
export type SubjectRequest = {
  _id: string;
  kind: RequestKind;
  unit: number | null;
  year: number | null;
  session: string | null;
  votes: number;
  message: string | null;
  /** Whether the signed-in student asked or voted; false without a session. */
  mine: boolean;
};

/** Body of `POST /requests`: a unit's notes, or a year's paper. */
export type CreateRequestInput =
  | { subjectId: string; kind: 'note'; unit: number; message?: string }
  | { subjectId: string; kind: 'pyq'; year: number; session: string; message?: string };

/** `POST /requests` answer: 201 for a new request, 200 with the open one it voted for. */
export type CreatedRequest = { _id: string; status: string; votes: number };
