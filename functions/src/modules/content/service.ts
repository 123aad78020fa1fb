/**
 * The content pipeline (DESIGN §11): Storage objects under `notes/` and `pyqs/` become catalog
 * documents. The Storage triggers are the only writers of `notes/{id}` and `pyqs/{id}` (ids from
 * the path, see object-path.ts) and of their per-page text in `contentPages/{id}-p{n}`; a refused
 * upload is written to `contentErrors/{hash of path}` and changes nothing else. Each change
 * students can see ends with a bump of `meta/content` (version.ts), which search indexes follow.
 * Exam prep follows on its own: modules/topics/triggers.ts reacts to `pyqs/{id}` and `notes/{id}`
 * writes (a paper's questions, `pyq-unparsed` entries, the subject's topics), so this module never
 * calls into topics.
 *
 * Every handler is idempotent (fixed ids, set()), because Eventarc may deliver an event twice,
 * and generation-aware, because it may deliver them out of order: overwriting an object sends the
 * new object's "finalized" and the old generation's "deleted" in no fixed order.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { app, db } from '../../lib/firebase.js';
import {
  ContentPathError,
  contentErrorId,
  contentKindOf,
  parseContentPath,
  type ContentKind,
  type ParsedContentPath,
} from './object-path.js';
import { listingFields } from './listing.js';
import { ContentRejected, MAX_PDF_BYTES, readPdf, tooLarge } from './pdf.js';
import type { PageText } from './page-text.js';
import { OCR_BUDGET_SECONDS, CONTENT_TRIGGER_CPUS } from './sizing.js';
import { bumpContentVersion } from './version.js';
import { recordWarning, removeWarning, textSourceFields } from './warnings.js';

export const CONTENT_COLLECTIONS = {
  note: 'notes',
  pyq: 'pyqs',
  pages: 'contentPages',
  errors: 'contentErrors',
  subjects: 'subjects',
  semesters: 'semesters',
} as const;

/** Firestore allows 500 writes per batch; stay under it. */
const BATCH_LIMIT = 400;

/** The fields of a Storage object event the pipeline uses (StorageObjectData, units: bytes). */
export interface StorageObject {
  bucket: string;
  name: string;
  /** Object size in bytes (Storage sends it as a string). */
  size?: string | number;
  /** Object generation (a decimal string of up to 19 digits). */
  generation?: string | number;
  /** Custom metadata set at upload (console: "Edit metadata"; gsutil -h x-goog-meta-title:…). */
  metadata?: Record<string, string> | null;
}

export type IngestOutcome =
  | { status: 'ignored' }
  | { status: 'stale'; docId: string }
  | { status: 'published'; kind: ContentKind; docId: string; pages: number }
  | { status: 'rejected'; reason: string };

/**
 * Handles `google.cloud.storage.object.v1.finalized`: publishes a note or paper, or records why
 * it cannot be published.
 * @returns what happened (for logs and tests); never throws for a bad upload — only for
 *   infrastructure failures (Firestore or Storage unavailable), which Eventarc may retry.
 */
export async function ingestObject(object: StorageObject): Promise<IngestOutcome> {
  let parsed: ParsedContentPath | null;
  try {
    parsed = parseContentPath(object.name, object.metadata ?? {});
  } catch (error) {
    if (!(error instanceof ContentPathError)) throw error;
    await recordRejection(object, new ContentRejected('bad-path', error.message), null);
    return { status: 'rejected', reason: 'bad-path' };
  }
  if (!parsed) return { status: 'ignored' };

  try {
    if (Number(object.size ?? 0) > MAX_PDF_BYTES) throw tooLarge(Number(object.size));
    const [names, text] = await Promise.all([
      catalogNames(parsed),
      downloadAndRead(object, parsed, now().getTime() + OCR_BUDGET_SECONDS * 1000),
    ]);
    const ref = catalogDoc(parsed);
    const current = await ref.get();
    if (isNewer(current.get('generation'), object.generation)) {
      return { status: 'stale', docId: parsed.docId };
    }
    const pdfUrl = await downloadUrl(object);
    await writePages(parsed, text.details, Number(current.get('pages') ?? 0));
    // Published: any entry of an earlier upload at this path goes. Deleted before the catalog
    // write, whose trigger (modules/topics) may record `pyq-unparsed` for this one.
    await db().collection(CONTENT_COLLECTIONS.errors).doc(contentErrorId(object.name)).delete();
    await ref.set({
      ...catalogFields(parsed, object, names, pdfUrl, text.pages.length, text.sha256),
      ...textSourceFields(text.details),
    });
    await bumpContentVersion();
    await recordWarning(object, text.details);
    logger.info('content published', {
      path: object.name,
      kind: parsed.kind,
      docId: parsed.docId,
      pages: text.pages.length,
      ...textSourceFields(text.details),
    });
    return {
      status: 'published',
      kind: parsed.kind,
      docId: parsed.docId,
      pages: text.pages.length,
    };
  } catch (error) {
    if (!(error instanceof ContentRejected)) throw error;
    await recordRejection(object, error, parsed);
    return { status: 'rejected', reason: error.reason };
  }
}

/**
 * Handles `google.cloud.storage.object.v1.deleted`: unpublishes the note or paper at that path
 * (and its page text, and any error entry), unless a newer generation was published since.
 */
export async function removeObject(object: StorageObject): Promise<void> {
  let parsed: ParsedContentPath | null = null;
  try {
    parsed = parseContentPath(object.name, object.metadata ?? {});
  } catch (error) {
    if (!(error instanceof ContentPathError)) throw error;
  }
  const errorRef = db().collection(CONTENT_COLLECTIONS.errors).doc(contentErrorId(object.name));
  if (!parsed) {
    // A misnamed content path may have an error entry; other paths are not content.
    if (contentKindOf(object.name))
      await Promise.all([errorRef.delete(), removeWarning(object.name)]);
    return;
  }
  const ref = catalogDoc(parsed);
  const current = await ref.get();
  if (current.exists && isNewer(current.get('generation'), object.generation)) return;
  await unpublish(parsed);
  await errorRef.delete();
  await removeWarning(object.name);
  if (current.exists) await bumpContentVersion();
  logger.info('content removed', { path: object.name, kind: parsed.kind, docId: parsed.docId });
}

/**
 * Handles `google.cloud.storage.object.v1.metadataUpdated`: a `title` or `unit` edited on a
 * published object (Google Cloud console → Edit metadata, `gsutil setmeta`) updates the listed
 * note or paper without reading the PDF again. Events for unpublished objects, and the event
 * that the pipeline's own download-token write causes, change nothing.
 * @returns whether the catalog document was updated
 */
export async function refreshMetadata(object: StorageObject): Promise<boolean> {
  let parsed: ParsedContentPath | null;
  try {
    parsed = parseContentPath(object.name, object.metadata ?? {});
  } catch (error) {
    if (error instanceof ContentPathError) return false;
    throw error;
  }
  if (!parsed) return false;
  const ref = catalogDoc(parsed);
  const current = await ref.get();
  if (!current.exists) return false;
  const changes: Record<string, unknown> = {};
  if (current.get('title') !== parsed.title) changes.title = parsed.title;
  if (parsed.kind === 'note' && current.get('unit') !== parsed.unit) {
    changes.unit = parsed.unit;
    changes.order = parsed.unit ?? 0;
  }
  if (Object.keys(changes).length === 0) return false;
  await ref.update(changes);
  await bumpContentVersion();
  logger.info('content metadata updated', { path: object.name, ...changes });
  return true;
}

/**
 * Keeps the names that notes and papers copy (`subjectName`, `semesterName`) in step when the
 * content team renames a subject or semester in the console (Firestore onDocumentUpdated).
 * One query per collection for the affected documents, updated in batches.
 * @param field which copy to update
 * @param id the subject or semester id
 * @param title the new title
 * @returns how many documents were updated
 */
export async function propagateName(
  field: 'subjectName' | 'semesterName',
  id: string,
  title: string,
): Promise<number> {
  const key = field === 'subjectName' ? 'subjectId' : 'semesterId';
  let updated = 0;
  for (const collection of [CONTENT_COLLECTIONS.note, CONTENT_COLLECTIONS.pyq]) {
    const snap = await db().collection(collection).where(key, '==', id).get();
    const stale = snap.docs.filter((doc) => doc.get(field) !== title);
    await inBatches(stale, (batch, doc) => batch.update(doc.ref, { [field]: title }));
    updated += stale.length;
  }
  if (updated) {
    await bumpContentVersion();
    logger.info('content names updated', { field, id, updated });
  }
  return updated;
}

interface CatalogNames {
  subjectName: string;
  semesterName: string;
}

/**
 * The subject and semester titles for a path, in one batched read. A path whose subject does not
 * exist, or belongs to another semester, is refused rather than listed under a guess.
 */
async function catalogNames(parsed: ParsedContentPath): Promise<CatalogNames> {
  const [subject, semester] = await db().getAll(
    db().collection(CONTENT_COLLECTIONS.subjects).doc(parsed.subjectId),
    db().collection(CONTENT_COLLECTIONS.semesters).doc(parsed.semesterId),
  );
  if (!subject?.exists || !semester?.exists || subject.get('semesterId') !== parsed.semesterId) {
    throw new ContentRejected(
      'unknown-subject',
      `Unknown subject: there is no subjects/${parsed.subjectId} in semesters/${parsed.semesterId}`,
    );
  }
  return {
    subjectName: String(subject.get('title') ?? ''),
    semesterName: String(semester.get('title') ?? ''),
  };
}

/**
 * Downloads and reads the PDF: papers with each page's layout (the question parser's geometry),
 * pages without a text layer by OCR on every CPU of the trigger until `ocrDeadline` (ms since
 * the epoch; sizing.ts). Also the file's SHA-256, so a student's upload of the same bytes can be
 * refused as already there.
 */
async function downloadAndRead(
  object: StorageObject,
  parsed: ParsedContentPath,
  ocrDeadline: number,
) {
  const [bytes] = await bucketFile(object).download();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const read = await readPdf(bytes, {
    layout: parsed.kind === 'pyq',
    ocr: { workers: CONTENT_TRIGGER_CPUS, deadline: ocrDeadline },
  });
  return { ...read, sha256 };
}

/**
 * The object's Firebase download URL (token-bearing; opens without rules, DESIGN §5). Console
 * uploads carry a token already; admin/gsutil uploads get one here. Built from the documented
 * URL form rather than with firebase-admin's getDownloadURL, which re-reads the metadata through
 * the Firebase endpoint — an extra request that the emulators refuse under deny-all rules.
 */
async function downloadUrl(object: StorageObject): Promise<string> {
  let token = object.metadata?.firebaseStorageDownloadTokens?.split(',')[0];
  if (!token) {
    token = randomUUID();
    await bucketFile(object).setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  }
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
  return `${base}/v0/b/${object.bucket}/o/${encodeURIComponent(object.name)}?alt=media&token=${token}`;
}

function bucketFile(object: StorageObject) {
  return getStorage(app()).bucket(object.bucket).file(object.name);
}

function catalogDoc(parsed: ParsedContentPath): DocumentReference {
  return db().collection(CONTENT_COLLECTIONS[parsed.kind]).doc(parsed.docId);
}

function catalogFields(
  parsed: ParsedContentPath,
  object: StorageObject,
  names: CatalogNames,
  pdfUrl: string,
  pages: number,
  sha256: string,
): Record<string, unknown> {
  const common = {
    title: parsed.title,
    subjectId: parsed.subjectId,
    semesterId: parsed.semesterId,
    ...names,
    pdfUrl,
    pages,
    bytes: Number(object.size ?? 0),
    storagePath: parsed.path,
    generation: String(object.generation ?? ''),
    updatedAt: Timestamp.fromDate(now()),
    sha256,
    // Issue 23: a student's approved upload names itself and its credit in custom metadata.
    uploadId: object.metadata?.uploadId || null,
    sharedBy: object.metadata?.sharedBy || null,
  };
  if (parsed.kind === 'pyq') return { ...common, year: parsed.year, session: parsed.session };
  return { ...common, unit: parsed.unit, order: parsed.unit ?? 0 };
}

/**
 * Writes `contentPages/{docId}-p{n}` for every page, then deletes, by id, the pages a previous
 * version had beyond the new count (a re-upload with fewer pages) — no read of the pages.
 * Written before the catalog document, so a listed note always has its text.
 * Fields beyond the text: `ocr: true` and `ocrConfidence` (0–100) on pages read by OCR,
 * `unreadable: true` on pages without readable text (their `text` is ''), and on papers the
 * page's `layout` (content/layout.ts PageLayout, ≤ 200,000 JSON characters) for the question
 * parser. A page document stays under ~260 KB of Firestore's 1 MiB.
 * @param previousPages the published version's `pages` (0 when there was none)
 */
async function writePages(
  parsed: ParsedContentPath,
  pages: PageText[],
  previousPages: number,
): Promise<void> {
  const collection = db().collection(CONTENT_COLLECTIONS.pages);
  const numbered = pages.map((details, i) => ({ details, page: i + 1 }));
  await inBatches(numbered, (batch, { details, page }) =>
    batch.set(collection.doc(`${parsed.docId}-p${page}`), {
      contentId: parsed.docId,
      type: parsed.kind,
      page,
      text: details.text,
      subjectId: parsed.subjectId,
      semesterId: parsed.semesterId,
      ...(details.ocr && { ocr: true, ocrConfidence: details.ocrConfidence ?? 0 }),
      ...(!details.readable && { unreadable: true }),
      // A paper's lines with their geometry, which modules/topics reads its questions from.
      ...(details.layout && { layout: details.layout }),
      ...listingFields(details.text),
    }),
  );
  const extra = Array.from(
    { length: Math.max(0, previousPages - pages.length) },
    (_, i) => pages.length + i + 1,
  );
  await inBatches(extra, (batch, page) => batch.delete(collection.doc(`${parsed.docId}-p${page}`)));
}

/**
 * Deletes the catalog document and all its pages. Found by query rather than by the stored page
 * count, so pages left by an upload that failed before its catalog write go too.
 */
async function unpublish(parsed: ParsedContentPath): Promise<void> {
  const pages = await db()
    .collection(CONTENT_COLLECTIONS.pages)
    .where('contentId', '==', parsed.docId)
    .get();
  await catalogDoc(parsed).delete();
  await inBatches(pages.docs, (batch, doc) => batch.delete(doc.ref));
}

/**
 * Records a refusal where the content team looks (`contentErrors`, newest per path) and in a
 * structured log line. A refused re-upload also unpublishes what was at that path: the listed
 * URL would now serve the refused bytes.
 */
async function recordRejection(
  object: StorageObject,
  rejection: ContentRejected,
  parsed: ParsedContentPath | null,
): Promise<void> {
  logger.warn('content rejected', {
    path: object.name,
    reason: rejection.reason,
    message: rejection.message,
    bytes: Number(object.size ?? 0),
  });
  if (parsed) {
    const current = await catalogDoc(parsed).get();
    if (current.exists && !isNewer(current.get('generation'), object.generation)) {
      await unpublish(parsed);
      await removeWarning(object.name);
      await bumpContentVersion();
    }
  }
  await db()
    .collection(CONTENT_COLLECTIONS.errors)
    .doc(contentErrorId(object.name))
    .set({
      path: object.name,
      bucket: object.bucket,
      reason: rejection.reason,
      message: rejection.message,
      bytes: Number(object.size ?? 0),
      generation: String(object.generation ?? ''),
      at: Timestamp.fromDate(now()),
    });
}

/** Whether a stored generation is newer than the event's (generations are 64-bit integers). */
function isNewer(stored: unknown, incoming: string | number | undefined): boolean {
  if (typeof stored !== 'string' || !/^\d+$/.test(stored)) return false;
  if (incoming === undefined || !/^\d+$/.test(String(incoming))) return false;
  return BigInt(stored) > BigInt(incoming);
}

async function inBatches<T>(items: T[], add: (batch: WriteBatch, item: T) => void): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_LIMIT) {
    const batch = db().batch();
    for (const item of items.slice(i, i + BATCH_LIMIT)) add(batch, item);
    await batch.commit();
  }
}
