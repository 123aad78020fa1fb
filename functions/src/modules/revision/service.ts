/**
 * The revision checklist: a student ticks a subject's exam-prep topics as revised.
 * Stored per student and subject in one document (schema.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { readStored, storedData, storedDocs } from '../../lib/stored.js';
import { revisionCollection } from './schema.js';
import { downloadsCollection, noteConverter, subjectConverter } from '../notes/stored.js';
import { requireSubject, storedTopics } from '../topics/service.js';
import { subjectTopicsConverter, type StoredSubjectTopics } from '../topics/stored.js';

/** A map key usable unquoted in a Firestore field path. */
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Upper bound on the download log read for "subjects opened" (notes/service.ts MAX_LIST). */
const MAX_OPENED = 500;

/**
 * Ticks (`done` true) or unticks a topic of a subject for `uid`. Idempotent.
 * Cost: 1 read (the subject's topics; +1 for the subject when it has none) and 1 write.
 * @throws NotFound('Subject not found'), NotFound('Topic not found') (not one of its topics now)
 */
export async function markTopic(
  uid: string,
  subjectId: string,
  topicId: string,
  done: boolean,
): Promise<void> {
  const topics = await storedTopics(subjectId);
  // Topic ids are map keys below; ours never need quoting in a field path (topics.ts topicIdOf).
  if (!SAFE_KEY.test(topicId) || !topicIdsOf(topics).has(topicId)) {
    if (!topics) await requireSubject(subjectId);
    throw new NotFound('Topic not found');
  }
  await revisionRef(uid, subjectId).set(
    {
      subjectId,
      // A map merged key by key (not an array transform, which the light emulator lacks), so
      // ticks from two tabs at once both stay.
      done: { [topicId]: done },
      updatedAt: Timestamp.fromDate(now()),
    },
    { merge: true },
  );
}

/**
 * The topic ids `uid` ticked in a subject (1 read; +1 for the subject when nothing was ticked).
 * @throws NotFound('Subject not found')
 */
export async function listDone(uid: string, subjectId: string): Promise<string[]> {
  const revision = storedData(await revisionRef(uid, subjectId).get());
  if (revision) return doneOf(revision.done);
  await requireSubject(subjectId);
  return [];
}

export interface SubjectProgress {
  subjectId: string;
  subjectTitle: string;
  semesterId: string;
  done: number;
  total: number;
}

/**
 * Revision progress of every subject `uid` has ticked topics of or opened a note of (the
 * download log, `users/{uid}/downloads`, which `POST /api/user-pdfs` writes when a note opens),
 * sorted by semester then title. Subjects that no longer exist are left out.
 * Cost: 2 queries (revision documents, download log), 1 batched read of the notes of log entries
 * written before they carried `subjectId`, and 1 batched read of 2 documents per subject
 * (subject, topics).
 */
export async function listProgress(uid: string): Promise<SubjectProgress[]> {
  const [revisions, downloads] = await Promise.all([
    revisionCollection(uid).get(),
    downloadsCollection(uid).orderBy('uploadedAt', 'desc').limit(MAX_OPENED).get(),
  ]);
  const done = new Map(
    storedDocs(revisions).map(({ id, data }) => [id, new Set(doneOf(data.done))]),
  );
  const subjectIds = new Set(done.keys());
  const legacy: string[] = [];
  for (const { id, data } of storedDocs(downloads)) {
    if (data.subjectId) subjectIds.add(data.subjectId);
    else legacy.push(id);
  }
  if (legacy.length) {
    const notes = await db().getAll(
      ...legacy.map((id) => db().collection(COLLECTIONS.notes).doc(id)),
    );
    for (const note of notes) {
      const subjectId = readStored(noteConverter, note)?.subjectId;
      if (subjectId) subjectIds.add(subjectId);
    }
  }
  const ids = [...subjectIds].filter((id) => id && !id.includes('/'));
  if (ids.length === 0) return [];
  const snaps = await db().getAll(
    ...ids.flatMap((id) => [
      db().collection(COLLECTIONS.subjects).doc(id),
      db().collection(COLLECTIONS.subjectTopics).doc(id),
    ]),
  );
  const progress: SubjectProgress[] = [];
  ids.forEach((subjectId, i) => {
    const subject = readStored(subjectConverter, snaps[2 * i]);
    if (!subject) return;
    const topicIds = topicIdsOf(readStored(subjectTopicsConverter, snaps[2 * i + 1]));
    const ticked = done.get(subjectId) ?? new Set<string>();
    progress.push({
      subjectId,
      subjectTitle: subject.title,
      semesterId: subject.semesterId,
      done: [...ticked].filter((id) => topicIds.has(id)).length,
      total: topicIds.size,
    });
  });
  return progress.sort(
    (a, b) =>
      a.semesterId.localeCompare(b.semesterId, 'en', { numeric: true }) ||
      a.subjectTitle.localeCompare(b.subjectTitle) ||
      a.subjectId.localeCompare(b.subjectId),
  );
}

function revisionRef(uid: string, subjectId: string) {
  return revisionCollection(uid).doc(subjectId);
}

/** The ticked topic ids (map keys whose value is true), sorted. */
function doneOf(done: Record<string, boolean>): string[] {
  return Object.entries(done)
    .filter(([, value]) => value === true)
    .map(([id]) => id)
    .sort();
}

/** A subject's topic ids; none when its topics document is absent or does not fit (logged). */
function topicIdsOf(stored: StoredSubjectTopics | null): Set<string> {
  return new Set((stored?.topics ?? []).map((t) => t.topicId));
}
