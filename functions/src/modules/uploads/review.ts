/**
 * Review of uploads in the Firebase console, run by the `uploadReviewed` trigger and
 * by `noteListed` / `paperListed` (contributions/triggers.ts). Every step is idempotent: it
 * re-reads the upload and acts only on what is still to do, because events may come twice.
 *
 * - `status: 'approved'` → the (corrected) fields are checked, the subject must still exist,
 *   and the file is copied from `incoming/` to the content path with custom metadata `title`,
 *   `unit`, `sharedBy`, `uploadId`; the content pipeline lists it as any other file, and when
 *   the note or paper document appears the upload becomes `published` (`markPublished`).
 * - `status: 'rejected'` → the student is told, with `reason`.
 * - Approved but the subject was deleted meanwhile → a `contentErrors` entry for the team, and
 *   the upload becomes `rejected` with a reason the student reads (which tells them).
 * - Approved with a unit/year/session the pipeline cannot use → a `contentErrors` entry, and the
 *   upload goes back to `pending` with `reviewError`, to be corrected and approved again.
 * - The pipeline refuses the copy (its `contentErrors` entry names the copy's path) → the upload
 *   becomes `rejected` with a reason the student reads (`copyRefused`).
 * - Approved but the upload does not fit its stored shape (stored.ts: a field the team must not
 *   edit was edited) → back to `pending` with `reviewError` naming the field.
 * Uploads are read through stored.ts (console typos in the reviewed fields normalised, so the
 * checks below still see and name them); writes here are partial, so they use `update`.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { bucket, db } from '../../lib/firebase.js';
import { asString } from '../../lib/present.js';
import { readStored, storedData, storedDocs } from '../../lib/stored.js';
import {
  UNIT_MAX,
  YEAR_MAX,
  YEAR_MIN,
  normaliseSession,
} from '@notesea/contract/contributions-rules';
import {
  ContentPathError,
  parseContentPath,
  type ContentKind,
  type ParsedContentPath,
} from '../content/object-path.js';
import { catalogDoc } from '../content/catalog.js';
import { contentErrorDoc } from '../content/rejection.js';
import { subjectsCollection } from '../notes/stored.js';
import { notifyStudents } from '../notifications/personal.js';
import { incomingPath } from './schema.js';
import { contributionTitle } from './service.js';
import {
  unfitField,
  uploadConverter,
  uploadStatusOf,
  uploadsCollection,
  type StoredUpload,
} from './stored.js';

/** What the student reads when the subject vanished between upload and approval. */
export const SUBJECT_GONE_REASON =
  'This subject was removed from NoteSea before your upload could be published.';

/** What the student reads when the pipeline refused the approved copy, by refusal reason. */
const REFUSED_REASONS: Record<string, string> = {
  'unknown-subject': SUBJECT_GONE_REASON,
  encrypted: 'The file is password-protected, so it could not be published.',
  'too-large': 'The file is too large to publish.',
  'not-a-pdf': 'The file could not be read as a PDF, so it could not be published.',
  unreadable: 'The file could not be read as a PDF, so it could not be published.',
  'bad-path': 'The file could not be published. Please upload it again.',
};

/**
 * Handles a `contentErrors` entry: when the pipeline refused a file that an approval copied
 * (`publishedPath`), that upload becomes `rejected` with a reason for the student, which tells
 * them. Warnings that leave a file listed (`pyq-unparsed`…) change nothing. One query.
 */
export async function copyRefused(path: string, reason: string): Promise<number> {
  const studentReason = REFUSED_REASONS[reason];
  if (!studentReason || !/^(notes|pyqs)\//.test(path)) return 0;
  const snap = await uploadsCollection()
    .where('publishedPath', '==', path)
    .where('status', '==', 'approved')
    .get();
  // One that does not fit is hidden from its student anyway: it stays as it is, logged.
  const uploads = storedDocs(snap);
  for (const { id } of uploads) {
    await uploadsCollection().doc(id).update({ status: 'rejected', reason: studentReason });
    logger.warn('approved upload refused by the pipeline', { uploadId: id, path, reason });
  }
  return uploads.length;
}

/**
 * Handles a change of `uploads/{id}` (the event's before/after data, raw; undefined when absent).
 * Only `status` is looked at, as stored.ts reads it; the steps re-read the upload.
 */
export async function uploadChanged(
  uploadId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (!after) return;
  const status = uploadStatusOf(after.status);
  if (before && status === uploadStatusOf(before.status)) return;
  if (status === 'approved') await approve(uploadId);
  else if (status === 'rejected') await tellRejected(uploadId);
}

/**
 * Publishes an approved upload by copying it to the content path. Returns what it did, for
 * logs and tests.
 */
export async function approve(uploadId: string): Promise<'copied' | 'skipped' | 'refused'> {
  const ref = db().collection(COLLECTIONS.uploads).doc(uploadId);
  // Read without the converter once, so an upload that does not fit can be named to the team.
  const snap = await ref.get();
  const data = readStored(uploadConverter, snap);
  if (!data) return snap.exists ? unfit(uploadId, snap.data() ?? {}) : 'skipped';
  if (data.status !== 'approved') return 'skipped';
  const source = data.incomingPath || incomingPath(data.uid, uploadId);

  const fields = reviewedFields(data);
  if (typeof fields === 'string') {
    await recordProblem(source, 'upload-invalid', `Upload ${uploadId}: ${fields}`);
    await ref.update({ status: 'pending', reviewError: fields });
    return 'refused';
  }
  const { subjectId } = data;
  const subjectSnap = await subjectsCollection().doc(subjectId).get();
  if (!subjectSnap.exists) {
    await recordProblem(
      source,
      'unknown-subject',
      `Upload ${uploadId} was approved, but subjects/${subjectId} no longer exists. The student was told; the file stays at ${source}.`,
    );
    await ref.update({ status: 'rejected', reason: SUBJECT_GONE_REASON });
    return 'refused';
  }

  const subject = storedData(subjectSnap);
  if (!subject) {
    // A subject the team mistyped is hidden from students (with its own contentErrors entry):
    // publishing into it would hide the note too, so the upload waits for the fix.
    const problem = `cannot be published: subjects/${subjectId} does not fit its schema`;
    await recordProblem(source, 'upload-invalid', `Upload ${uploadId} ${problem}`);
    await ref.update({ status: 'pending', reviewError: problem });
    return 'refused';
  }
  const { semesterId } = subject;
  const title = contributionTitle({ ...data, ...fields });
  const target =
    fields.kind === 'note'
      ? `notes/${semesterId}/${subjectId}/unit-${fields.unit}-${slug(title)}-${uploadId}.pdf`
      : `pyqs/${semesterId}/${subjectId}/${fields.year}-${fields.session}.pdf`;
  const metadata: Record<string, string> = { title, uploadId };
  if (fields.kind === 'note') metadata.unit = String(fields.unit);
  const sharedBy = data.credit === 'name' ? (data.creditName ?? '') : '';
  if (sharedBy) metadata.sharedBy = sharedBy;
  let parsed: ParsedContentPath | null;
  try {
    parsed = parseContentPath(target, metadata);
  } catch (error) {
    // A subject document the team left without a usable `semesterId`.
    if (!(error instanceof ContentPathError)) throw error;
    const problem = `cannot be published at ${target}: ${error.message}`;
    await recordProblem(source, 'upload-invalid', `Upload ${uploadId} ${problem}`);
    await ref.update({ status: 'pending', reviewError: problem });
    return 'refused';
  }
  if (!parsed) throw new Error(`Not a content path: ${target}`);

  // A repeated event: the copy is there already. The pipeline lists it and `noteListed` marks
  // the upload published; if that happened already, mark it again (an idempotent no-op).
  const [exists] = await bucket().file(target).exists();
  if (exists && data.publishedPath === target) {
    const [meta] = await bucket().file(target).getMetadata();
    if (meta.metadata?.uploadId === uploadId) {
      const listed = await catalogDoc(parsed).get();
      if (listed.get('uploadId') === uploadId) {
        await markPublished(uploadId, fields.kind, parsed.docId, listed.data() ?? {});
      }
      return 'skipped';
    }
  }
  await ref.update({
    publishedPath: target,
    pendingId: parsed.docId,
    reviewError: FieldValue.delete(),
    reviewedAt: Timestamp.fromDate(now()),
  });
  const [bytes] = await bucket().file(source).download();
  await bucket()
    .file(target)
    .save(bytes, {
      resumable: false,
      contentType: 'application/pdf',
      metadata: { contentType: 'application/pdf', metadata },
    });
  logger.info('upload approved', { uploadId, path: target, docId: parsed.docId });
  return 'copied';
}

/**
 * Called when a note or paper document is written with `uploadId` (the pipeline copies it
 * from the object's metadata): the upload becomes `published` and the student is told.
 */
export async function markPublished(
  uploadId: string,
  kind: ContentKind,
  docId: string,
  catalog: DocumentData,
): Promise<void> {
  const ref = uploadsCollection().doc(uploadId);
  const data = storedData(await ref.get());
  if (!data || (data.status !== 'approved' && data.status !== 'published')) return;
  if (data.status === 'approved') {
    await ref.update({
      status: 'published',
      publishedId: docId,
      publishedAt: Timestamp.fromDate(now()),
    });
  }
  const title = asString(catalog.title) || contributionTitle(data);
  const subject = asString(catalog.subjectName) || data.subjectName;
  await notifyStudents([data.uid], {
    id: `upload-${uploadId}-published`,
    type: 'upload-published',
    title: 'Your upload is published',
    message: `"${title}" (${subject}) is now on NoteSea. Thank you for sharing it!`,
    link: `/${kind === 'pyq' ? 'pyqs' : 'notes'}/${docId}`,
  });
  logger.info('upload published', { uploadId, docId });
}

async function tellRejected(uploadId: string): Promise<void> {
  // As stored now (see approve): the event only says that the status changed.
  const data = storedData(await uploadsCollection().doc(uploadId).get());
  if (!data || data.status !== 'rejected') return;
  const reason = data.reason?.trim() || 'The content team did not accept it.';
  await notifyStudents([data.uid], {
    id: `upload-${uploadId}-rejected`,
    type: 'upload-rejected',
    title: 'Your upload was not accepted',
    message: `"${contributionTitle(data)}" (${data.subjectName}): ${reason}`,
    link: '/my-uploads',
  });
}

type ReviewedFields =
  { kind: 'note'; unit: number } | { kind: 'pyq'; year: number; session: string };

/**
 * The fields as the team left them (numbers typed as text already read as numbers, stored.ts),
 * or what is wrong.
 */
function reviewedFields(data: StoredUpload): ReviewedFields | string {
  if (data.kind === 'note') {
    const { unit } = data;
    if (unit === null || !Number.isInteger(unit) || unit < 1 || unit > UNIT_MAX) {
      return `unit must be a whole number from 1 to ${UNIT_MAX}`;
    }
    return { kind: 'note', unit };
  }
  if (data.kind === 'pyq') {
    const { year } = data;
    if (year === null || !Number.isInteger(year) || year < YEAR_MIN || year > YEAR_MAX) {
      return `year must be a year from ${YEAR_MIN} to ${YEAR_MAX}`;
    }
    const session = normaliseSession(data.session ?? '');
    if (!session) return 'session must be a word of 3–9 letters, e.g. may or dec';
    return { kind: 'pyq', year, session };
  }
  return "kind must be 'note' or 'pyq'";
}

/**
 * An approved upload that does not fit its stored shape (a field the team must not edit was):
 * back to `pending` with a `reviewError` naming the field, so the team sees why nothing happened.
 */
async function unfit(uploadId: string, raw: DocumentData): Promise<'refused' | 'skipped'> {
  if (uploadStatusOf(raw.status) !== 'approved') return 'skipped';
  const field = unfitField(raw);
  const reviewError = `${field || 'a field'} does not have the shape the functions wrote; restore it and approve again`;
  logger.warn('upload not published', { uploadId, reason: 'malformed-document', field });
  await db()
    .collection(COLLECTIONS.uploads)
    .doc(uploadId)
    .update({ status: 'pending', reviewError });
  return 'refused';
}

/** A `contentErrors` entry for the team, keyed by the upload's incoming path. */
async function recordProblem(path: string, reason: string, message: string): Promise<void> {
  logger.warn('upload not published', { path, reason, message });
  await contentErrorDoc(path).set({ path, reason, message, at: Timestamp.fromDate(now()) });
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'notes'
  );
}
