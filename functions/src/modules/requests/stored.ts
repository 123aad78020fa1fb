/**
 * The stored shape of `requests/{id}` and `requests/{id}/votes/{uid}` (ids and fields: ./schema.ts;
 * the content team's guide: docs/contributions.md). Read and written through these schemas. The
 * team edits `status` and `reason` in the console, so those two are read as typed: a `status`
 * other than 'open' closes the request (presented as open only when it is not one of the three),
 * and a `reason` that is not text reads as none, so a typo never hides a request from a student.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

const timestamp = z.instanceof(Timestamp);

export const storedRequestSchema = z.looseObject({
  subjectId: z.string(),
  semesterId: z.string(),
  subjectName: z.string(),
  kind: z.enum(['note', 'pyq']),
  unit: z.number().int().positive().nullable().optional(),
  year: z.number().int().nullable().optional(),
  session: z.string().nullable().optional(),
  key: z.string(),
  /** The first requester's message. */
  message: z.string().nullable(),
  /** The first requester. */
  uid: z.string(),
  status: z.string(),
  reason: z.unknown().transform((value) => (typeof value === 'string' ? value : null)),
  /** Kept in step with the vote documents (`FieldValue.increment`), for sorting in the console. */
  votes: z.number().int(),
  voters: z.array(z.string()),
  createdAt: timestamp,
  fulfilledId: z.string().optional(),
  fulfilledKind: z.enum(['note', 'pyq']).optional(),
  closedAt: timestamp.optional(),
});

export const storedVoteSchema = z.looseObject({
  message: z.string().nullable(),
  createdAt: timestamp,
});

export type StoredRequest = z.output<typeof storedRequestSchema>;

export const requestConverter = storedConverter(storedRequestSchema);
const voteConverter = storedConverter(storedVoteSchema);

/** `requests`, read and written through its schema. */
export function requestsCollection() {
  return db().collection(COLLECTIONS.requests).withConverter(requestConverter);
}

/** `requests/{id}/votes/{uid}`, written through its schema. */
export function voteRef(request: DocumentReference<unknown>, uid: string) {
  return db().doc(request.path).collection(COLLECTIONS.votes).doc(uid).withConverter(voteConverter);
}
