/**
 * Closing requests, run by triggers (contributions/triggers.ts):
 * - a note or paper document is created → the open requests with its key (subject + unit, or
 *   subject + year + session) become `fulfilled` and everyone who asked or voted is told, with a
 *   link to it. One query for the matching requests; voters come from each request's `voters`.
 * - the team sets `status: 'declined'` (+ `reason`) → everyone who asked or voted is told.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { db } from '../../lib/firebase.js';
import { asNumber, asString } from '../../lib/present.js';
import { storedData, storedDocs } from '../../lib/stored.js';
import { defaultContributionTitle, normaliseSession } from '@notesea/contract/contributions-rules';
import type { ContentKind } from '../content/object-path.js';
import { notifyStudents } from '../notifications/personal.js';
import { requestKey } from './schema.js';
import { requestsCollection, type StoredRequest } from './stored.js';

/**
 * Fulfils the open requests that `catalog` (a `notes` or `pyqs` document) answers.
 * @returns how many requests were fulfilled
 */
export async function fulfilRequests(
  kind: ContentKind,
  docId: string,
  catalog: DocumentData,
): Promise<number> {
  const subjectId = asString(catalog.subjectId);
  const unit = asNumber(catalog.unit);
  const year = asNumber(catalog.year);
  const session = normaliseSession(asString(catalog.session));
  if (!subjectId) return 0;
  if (kind === 'note' && unit === null) return 0;
  if (kind === 'pyq' && (year === null || !session)) return 0;
  const key = requestKey({ kind, subjectId, unit, year, session });
  const snap = await requestsCollection()
    .where('key', '==', key)
    .where('status', '==', 'open')
    .get();
  // A request that does not fit its schema is not listed; it is closed with the others.
  if (snap.empty) return 0;
  const batch = db().batch();
  for (const doc of snap.docs) {
    batch.update(doc.ref, {
      status: 'fulfilled',
      fulfilledId: docId,
      fulfilledKind: kind,
      closedAt: Timestamp.fromDate(now()),
    });
  }
  await batch.commit();
  const title = asString(catalog.title);
  const subjectName = asString(catalog.subjectName);
  for (const { id, data } of storedDocs(snap)) {
    await notifyStudents(data.voters, {
      id: `request-${id}-fulfilled`,
      type: 'request-fulfilled',
      title: 'Your request is on NoteSea',
      message: `${subjectName}: ${describe(data)} you asked for ${kind === 'pyq' ? 'is' : 'are'} here — "${title}".`,
      link: `/${kind === 'pyq' ? 'pyqs' : 'notes'}/${docId}`,
    });
  }
  logger.info('requests fulfilled', { key, docId, requests: snap.size });
  return snap.size;
}

/** Handles a change of `requests/{id}`: a request the team declined tells its voters. */
export async function requestChanged(
  requestId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (!after || after.status !== 'declined' || before?.status === 'declined') return;
  // Acted on as stored now: the event only says that the status changed (and light mode's
  // event bridge does not carry arrays or numbers faithfully).
  const request = storedData(await requestsCollection().doc(requestId).get());
  if (!request || request.status !== 'declined') return;
  const reason = request.reason?.trim() || 'The content team cannot add it.';
  await notifyStudents(request.voters, {
    id: `request-${requestId}-declined`,
    type: 'request-declined',
    title: 'Your request was declined',
    message: `${request.subjectName}: ${describe(request)} — ${reason}`,
    link: `/subjects/${request.subjectId}`,
  });
}

/** 'Unit 2 notes', 'the May 2024 paper'. */
function describe(request: StoredRequest): string {
  const label = defaultContributionTitle(
    request.kind,
    request.unit ?? null,
    request.year ?? null,
    request.session || null,
  );
  return request.kind === 'pyq' ? `the ${label} paper` : label;
}
