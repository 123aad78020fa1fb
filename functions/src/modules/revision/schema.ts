/**
 * Request schemas and stored shape of the revision checklist: one document per student and
 * subject, so reading a checklist is 1 read.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { docId } from '@notesea/contract/common';
import { COLLECTIONS } from '../../lib/collections.js';
import { storedConverter, userCollection } from '../../lib/stored.js';

/**
 * `users/{uid}/revision/{subjectId}`: `done` maps a topic id to true when ticked, false once
 * unticked; it is merged key by key, so two tabs ticking at once lose nothing.
 */
export const storedRevisionSchema = z.looseObject({
  subjectId: z.string(),
  done: z.record(z.string(), z.boolean()),
  updatedAt: z.instanceof(Timestamp),
});

const revisionConverter = storedConverter(storedRevisionSchema);

/** `users/{uid}/revision`, read and written through its schema. */
export function revisionCollection(uid: string) {
  return userCollection(uid, COLLECTIONS.revision, revisionConverter);
}

export const revisionSubjectParamsSchema = z.object({ subjectId: docId('subjectId') });
export const revisionTopicParamsSchema = z.object({
  subjectId: docId('subjectId'),
  topicId: docId('topicId'),
});
