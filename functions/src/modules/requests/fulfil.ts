/**
 * Closing requests, run by triggers (contributions/triggers.ts):
 * - a note or paper document is created → the open requests with its key (subject + unit, or
 *   subject + year + session) become `fulfilled` and everyone who asked or voted is told, with a
 *   link to it. One query for the matching requests; voters come from each request's `voters`.
 * - the team sets `status: 'declined'` (+ `reason`) → everyone who asked or voted is told.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { db } from '../../lib/firebase.js';
import { asNumber, asString } from '../../lib/present.js';
import { defaultContributionTitle, normaliseSession } from '@notesea/contract/contributions-rules';
import type { ContentKind } from '../content/object-path.js';
import { notifyStudents } from '../notifications/personal.js';
import { requestKey } from './schema.js';

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
  const snap = await db()
    .collection(COLLECTIONS.requests)
    .where('key', '==', key)
    .where('status', '==', 'open')
    .get();
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
  for (const doc of snap.docs) {
    await notifyStudents(voters(doc.data()), {
      id: `request-${doc.id}-fulfilled`,
      type: 'request-fulfilled',
      title: 'Your request is on NoteSea',
      message: `${subjectName}: ${describe(doc.data())} you asked for ${kind === 'pyq' ? 'is' : 'are'} here — "${title}".`,
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
  const snap = await db().collection(COLLECTIONS.requests).doc(requestId).get();
  const request = snap.data();
  if (!request || request.status !== 'declined') return;
  const reason = asString(request.reason).trim() || 'The content team cannot add it.';
  await notifyStudents(voters(request), {
    id: `request-${requestId}-declined`,
    type: 'request-declined',
    title: 'Your request was declined',
    message: `${asString(request.subjectName)}: ${describe(request)} — ${reason}`,
    link: `/subjects/${asString(request.subjectId)}`,
  });
}

function voters(data: DocumentData): string[] {
  const list: unknown[] = Array.isArray(data.voters) ? data.voters : [];
  return list.filter((uid): uid is string => typeof uid === 'string');
}

/** 'Unit 2 notes', 'the May 2024 paper'. */
function describe(data: DocumentData): string {
  const kind: ContentKind = data.kind === 'pyq' ? 'pyq' : 'note';
  const label = defaultContributionTitle(
    kind,
    asNumber(data.unit),
    asNumber(data.year),
    asString(data.session) || null,
  );
  return kind === 'pyq' ? `the ${label} paper` : label;
}
