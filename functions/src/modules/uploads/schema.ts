/**
 * Stored shape of student uploads (docs/contributions.md is the content team's guide), read and
 * written through the schemas of ./stored.ts.
 *
 * `uploads/{id}` (auto id), written by `POST /uploads`, then edited by the content team in the
 * Firebase console and by the review trigger:
 * - `kind` ('note' | 'pyq'), `subjectId`, `semesterId`, `subjectName` (copied at upload);
 * - `unit` (notes; number) or `year` (number) + `session` (lower case, 'may', 'dec') (papers);
 *   the team may correct these and `title` (null: the default 'Unit 2 notes' / 'May 2024');
 * - `uid`, `credit` ('name' | 'anonymous'), `creditName` (the student's first name, null when
 *   anonymous: shown as "Shared by {creditName}");
 * - `status`: 'pending' → the team sets 'approved' or 'rejected' (+ `reason`) → the trigger sets
 *   'published' (+ `publishedId`, `publishedPath`, `publishedAt`), or 'rejected' with a reason
 *   when the subject is gone; `reviewError` when an approval could not proceed (status back to
 *   'pending');
 * - `sha256`, `bytes`, `pages`, `source` ('pdf' | 'photos'), `photos` (count), `incomingPath`
 *   (`incoming/{uid}/{id}.pdf`, private: no download token), `createdAt`, `reviewedAt`.
 */

/** Private folder of uploads awaiting review (storage.rules: no client access). */
export const INCOMING_PREFIX = 'incoming';

/** `incoming/{uid}/{uploadId}.pdf` */
export function incomingPath(uid: string, uploadId: string): string {
  return `${INCOMING_PREFIX}/${uid}/${uploadId}.pdf`;
}
