/**
 * Request schemas and stored shape of the revision checklist.
 *
 * Stored: `users/{uid}/revision/{subjectId}` — `subjectId`, `done` (map topicId → true when
 * ticked, false once unticked; merged key by key, so two tabs ticking at once lose nothing),
 * `updatedAt`. One document per subject, so reading a checklist is 1 read.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const revisionSubjectParamsSchema = z.object({ subjectId: docId('subjectId') });
export const revisionTopicParamsSchema = z.object({
  subjectId: docId('subjectId'),
  topicId: docId('topicId'),
});
