/**
 * Requests for missing notes and papers: ask, "me too", withdraw, list a subject's
 * open ones. Fields and ids in schema.ts; fulfilment and the team's "declined" in fulfil.ts.
 */
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { Conflict, isAlreadyExists, isNotFoundError, NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { storedData, storedDoc, storedDocs } from '../../lib/stored.js';
import { subjectsCollection } from '../notes/stored.js';
import type { Stored } from '../../lib/present.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import {
  CONTRIBUTION_MESSAGES as M,
  REQUESTS_PER_DAY,
  type RequestBody,
} from '@notesea/contract/contributions';
import { MAX_REQUEST_ROUNDS, requestDocId, requestKey } from './schema.js';
import { requestsCollection, voteRef, type StoredRequest } from './stored.js';

/** Most open requests listed for one subject. */
export const MAX_OPEN_REQUESTS = 200;

export interface AskOutcome {
  request: Stored<StoredRequest>;
  /** true when this call opened the request (201), false for a "me too" (200). */
  created: boolean;
}

/**
 * Counts one request of the student's day: REQUESTS_PER_DAY per student per UTC day, shared by
 * `POST /requests` (new or "me too") and `PUT /requests/:id/vote` with `vote: true`
 * (docs/contributions.md#limits). Throws TooManyRequests (429 M.requestsPerDay) once they are
 * used up; exact under parallel requests (lib/rate-limit.ts).
 */
function countRequest(uid: string): Promise<void> {
  return consumeRateLimit({
    name: 'requests-uid',
    key: uid,
    windowSeconds: 86_400,
    max: REQUESTS_PER_DAY,
    message: M.requestsPerDay,
  });
}

/**
 * Opens a request, or counts the student's vote on the open request for the same thing (a
 * second ask by the same student changes nothing). Checks: the subject (404
 * M.subjectNotFound), then the daily limit (429 M.requestsPerDay, `countRequest`). A second
 * student's `message` is kept on their vote, not on the request.
 */
export async function askFor(uid: string, body: RequestBody): Promise<AskOutcome> {
  const subject = storedData(await subjectsCollection().doc(body.subjectId).get());
  if (!subject) throw new NotFound(M.subjectNotFound);
  await countRequest(uid);
  const key = requestKey(body);
  for (let round = 1; round <= MAX_REQUEST_ROUNDS; round++) {
    const ref = requestsCollection().doc(requestDocId(key, round));
    let snap = await ref.get();
    if (!snap.exists) {
      const at = Timestamp.fromDate(now());
      const data = {
        subjectId: body.subjectId,
        semesterId: subject.semesterId,
        subjectName: subject.title,
        kind: body.kind,
        unit: body.unit,
        year: body.year,
        session: body.session,
        key,
        message: body.message,
        uid,
        status: 'open',
        reason: null as string | null,
        votes: 1,
        voters: [uid],
        createdAt: at,
      };
      const batch = db().batch();
      batch.create(ref, data);
      batch.create(voteRef(ref, uid), { message: body.message, createdAt: at });
      try {
        await batch.commit();
        return { request: { id: ref.id, data }, created: true };
      } catch (err) {
        if (!isAlreadyExists(err)) throw err;
        // Another student opened it a moment ago: count this one as a "me too".
        snap = await ref.get();
      }
    }
    if (storedData(snap)?.status === 'open') {
      await addVote(ref, uid, body.message);
      const request = storedDoc(await ref.get());
      if (request) return { request, created: false };
    }
  }
  throw new Conflict(M.requestClosed);
}

/**
 * `PUT /requests/:id/vote`: counts (`vote: true`) or withdraws (`false`) the student's vote on
 * an open request; either is a no-op when already so. Checks, in order: NotFound (404
 * M.requestNotFound), Conflict (409 M.requestClosed) for a fulfilled or declined request, then
 * for `vote: true` only the daily limit it shares with `POST /requests` (429 M.requestsPerDay,
 * `countRequest`: a "me too" is a request). A withdrawal is never limited.
 * @returns the request as it is afterwards
 */
export async function setVote(
  uid: string,
  requestId: string,
  vote: boolean,
): Promise<Stored<StoredRequest>> {
  const ref = requestsCollection().doc(requestId);
  const request = storedData(await ref.get());
  if (!request) throw new NotFound(M.requestNotFound);
  if (request.status !== 'open') throw new Conflict(M.requestClosed);
  if (vote) {
    await countRequest(uid);
    await addVote(ref, uid, null);
  } else {
    await removeVote(ref, uid);
  }
  const after = storedDoc(await ref.get());
  if (!after) throw new NotFound(M.requestNotFound);
  return after;
}

/**
 * The subject's open requests with at least one vote, most votes first, then oldest first
 * (1 query, equality filters only). An empty answer checks the subject: 404 when unknown.
 */
export async function listOpen(subjectId: string): Promise<Stored<StoredRequest>[]> {
  const snap = await requestsCollection()
    .where('subjectId', '==', subjectId)
    .where('status', '==', 'open')
    .limit(MAX_OPEN_REQUESTS)
    .get();
  if (snap.empty) {
    const subject = await subjectsCollection().doc(subjectId).get();
    if (!storedData(subject)) throw new NotFound(M.subjectNotFound);
  }
  return storedDocs(snap)
    .filter((r) => r.data.votes > 0)
    .sort(
      (a, b) =>
        b.data.votes - a.data.votes || a.data.createdAt.toMillis() - b.data.createdAt.toMillis(),
    );
}

/**
 * The vote document and the count change in one batch: the vote's create-precondition fails
 * the whole batch when the student is already counted, so `votes` stays exact under races.
 */
async function addVote(ref: DocumentReference<unknown>, uid: string, message: string | null) {
  const batch = db().batch();
  batch.create(voteRef(ref, uid), { message, createdAt: Timestamp.fromDate(now()) });
  batch.update(ref, { votes: FieldValue.increment(1), voters: FieldValue.arrayUnion(uid) });
  try {
    await batch.commit();
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
  }
}

async function removeVote(ref: DocumentReference<unknown>, uid: string) {
  const batch = db().batch();
  batch.delete(voteRef(ref, uid), { exists: true });
  batch.update(ref, { votes: FieldValue.increment(-1), voters: FieldValue.arrayRemove(uid) });
  try {
    await batch.commit();
  } catch (err) {
    if (!isNotFoundError(err)) throw err;
  }
}
