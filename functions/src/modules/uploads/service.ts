/**
 * Student uploads: `POST /uploads` stores the file privately and an `uploads/{id}`
 * document for the content team (fields in schema.ts, stored shape in stored.ts); students list
 * and read their own. Review and publishing are in review.ts (Firestore trigger).
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { CATALOG_COLLECTIONS, COLLECTIONS } from '../../lib/collections.js';
import type { AuthUser } from '../../lib/auth.js';
import { now } from '../../lib/clock.js';
import { AppError, NotFound } from '../../lib/errors.js';
import { bucket, db } from '../../lib/firebase.js';
import type { MultipartFilesForm } from '../../lib/multipart.js';
import { asString, type Stored } from '../../lib/present.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { readStored, storedDoc, storedDocs } from '../../lib/stored.js';
import { parseOrThrow } from '../../lib/validate.js';
import {
  CONTRIBUTION_MESSAGES as M,
  UPLOADS_PER_DAY,
  defaultContributionTitle,
  uploadFieldsSchema,
  type ContributionKind,
} from '@notesea/contract/contributions';
import { preparePdf } from './files.js';
import { subjectConverter } from '../notes/stored.js';
import { userConverter, userRefUnconverted } from '../users/stored.js';
import { incomingPath } from './schema.js';
import { uploadsCollection, type NewUpload, type StoredUpload } from './stored.js';

const DAY_SECONDS = 86_400;
/** Most uploads listed under My uploads (10 a day at most, so this is weeks of uploads). */
export const MAX_UPLOADS_LISTED = 200;

/** 409 for a file already published: the body names it (`existing`) so the page can link it. */
export class DuplicateUpload extends AppError {
  constructor(existing: { kind: ContributionKind; _id: string; title: string }) {
    const link = `/${existing.kind === 'pyq' ? 'pyqs' : 'notes'}/${existing._id}`;
    super(409, 'duplicate', M.duplicate, undefined, { existing: { ...existing, link } });
  }
}

/**
 * Checks and stores an upload, in this order (nothing is stored on any refusal): the text fields
 * (400, @notesea/contract/contributions), the subject (404 M.subjectNotFound), the file (400/413/415,
 * files.ts), a published note or paper with the same bytes (409 DuplicateUpload), the daily limit
 * (429 M.uploadsPerDay, UPLOADS_PER_DAY accepted uploads per student per UTC day). Then the PDF
 * goes to `incoming/{uid}/{id}.pdf` with no download token and `uploads/{id}` is created
 * (status 'pending'); if that write fails the file is deleted again.
 * @returns the stored upload
 */
export async function createUpload(
  user: AuthUser,
  form: MultipartFilesForm,
): Promise<Stored<StoredUpload>> {
  const fields = parseOrThrow(uploadFieldsSchema, form.fields);
  const [subjectSnap, profileSnap] = await db().getAll(
    db().collection(COLLECTIONS.subjects).doc(fields.subjectId),
    userRefUnconverted(user.uid),
  );
  const subject = readStored(subjectConverter, subjectSnap);
  const profile = readStored(userConverter, profileSnap);
  if (!subject) throw new NotFound(M.subjectNotFound);
  const pdf = await preparePdf(form);
  const existing = await findPublished(pdf.sha256);
  if (existing) throw new DuplicateUpload(existing);
  await consumeRateLimit({
    name: 'uploads-uid',
    key: user.uid,
    windowSeconds: DAY_SECONDS,
    max: UPLOADS_PER_DAY,
    message: M.uploadsPerDay,
  });

  const ref = uploadsCollection().doc();
  const path = incomingPath(user.uid, ref.id);
  const object = bucket().file(path);
  // Saved with the admin SDK: no Firebase download token is minted, so no URL opens it.
  await object.save(Buffer.from(pdf.bytes), {
    resumable: false,
    contentType: 'application/pdf',
    metadata: { metadata: { uploadId: ref.id, uid: user.uid } },
  });
  const data: NewUpload = {
    kind: fields.kind,
    subjectId: fields.subjectId,
    semesterId: subject.semesterId,
    subjectName: subject.title,
    unit: fields.unit,
    year: fields.year,
    session: fields.session,
    title: fields.title,
    uid: user.uid,
    credit: fields.credit,
    creditName: fields.credit === 'name' ? firstName(profile?.name) : null,
    status: 'pending',
    reason: null,
    sha256: pdf.sha256,
    bytes: pdf.bytes.byteLength,
    pages: pdf.pages,
    source: pdf.source,
    photos: pdf.photos,
    incomingPath: path,
    publishedId: null,
    createdAt: Timestamp.fromDate(now()),
  };
  try {
    await ref.create(data);
  } catch (err) {
    await object.delete({ ignoreNotFound: true }).catch((cleanupErr: unknown) => {
      logger.error('Could not delete the file of a failed upload', {
        path,
        err: String(cleanupErr),
      });
    });
    throw err;
  }
  logger.info('upload received', { uploadId: ref.id, kind: data.kind, pages: data.pages });
  return { id: ref.id, data };
}

/**
 * The published note or paper whose file has these bytes (`sha256` on catalog documents, set by
 * the pipeline), or null. Two single-field queries run together, one per collection.
 */
export async function findPublished(
  sha256: string,
): Promise<{ kind: ContributionKind; _id: string; title: string } | null> {
  const kinds: ContributionKind[] = ['note', 'pyq'];
  const snaps = await Promise.all(
    kinds.map((kind) =>
      db().collection(CATALOG_COLLECTIONS[kind]).where('sha256', '==', sha256).limit(1).get(),
    ),
  );
  for (const [i, snap] of snaps.entries()) {
    const doc = snap.docs[0];
    if (doc) return { kind: kinds[i]!, _id: doc.id, title: asString(doc.get('title')) };
  }
  return null;
}

export interface OwnUpload {
  upload: Stored<StoredUpload>;
  /** The subject's current title, when the subject still exists. */
  subjectName?: string;
}

/**
 * The student's uploads, newest first (1 query, index uid + createdAt desc), with their
 * subjects' current titles (1 batched read of the distinct subjects). One that does not fit its
 * schema (stored.ts) is left out; console typos in the reviewed fields are normalised instead.
 */
export async function listUploads(uid: string): Promise<OwnUpload[]> {
  const snap = await uploadsCollection()
    .where('uid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(MAX_UPLOADS_LISTED)
    .get();
  const uploads = storedDocs(snap);
  const names = await subjectTitles(uploads.map((u) => u.data.subjectId));
  return uploads.map((upload) => ({ upload, subjectName: names.get(upload.data.subjectId) }));
}

/**
 * One of the student's uploads. Throws NotFound (404 M.uploadNotFound) for anyone else's, and for
 * one that does not fit its schema.
 */
export async function getUpload(uid: string, uploadId: string): Promise<OwnUpload> {
  const upload = storedDoc(await uploadsCollection().doc(uploadId).get());
  if (!upload || upload.data.uid !== uid) throw new NotFound(M.uploadNotFound);
  const names = await subjectTitles([upload.data.subjectId]);
  return { upload, subjectName: names.get(upload.data.subjectId) };
}

async function subjectTitles(ids: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(ids.filter(Boolean))];
  if (distinct.length === 0) return new Map();
  const snaps = await db().getAll(
    ...distinct.map((id) => db().collection(COLLECTIONS.subjects).doc(id)),
  );
  return new Map(
    snaps.flatMap((snap) => {
      const subject = readStored(subjectConverter, snap);
      return subject ? [[snap.id, subject.title] as const] : [];
    }),
  );
}

/** "Asha Verma" → "Asha" (the credit shows a first name only); null when there is none. */
export function firstName(name: unknown): string | null {
  const first = asString(name).trim().split(/\s+/)[0] ?? '';
  return first ? first.slice(0, 40) : null;
}

/** The title a published contribution gets: the (corrected) title, else the default. */
export function contributionTitle(data: Record<string, unknown>): string {
  const kind: ContributionKind = data.kind === 'pyq' ? 'pyq' : 'note';
  return (
    asString(data.title).trim() ||
    defaultContributionTitle(
      kind,
      typeof data.unit === 'number' ? data.unit : null,
      typeof data.year === 'number' ? data.year : null,
      typeof data.session === 'string' ? data.session : null,
    )
  );
}
