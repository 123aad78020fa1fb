/**
 * A finalized Storage object under `notes/` or `pyqs/` becomes a catalog document (docs/architecture.md §11),
 * or a `contentErrors` entry saying why not (changing nothing else). Each change students can
 * see ends with a bump of `meta/content` (version.ts), which search indexes follow. Exam prep
 * follows on its own: modules/topics/triggers.ts reacts to the `pyqs/{id}` and `notes/{id}`
 * writes, so the content pipeline never calls into topics.
 */
import { createHash } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { CATALOG_SCHEMAS, catalogDoc, catalogFields, catalogNames, writePages } from './catalog.js';
import { downloadUrl } from './download-url.js';
import {
  ContentPathError,
  parseContentPath,
  type ContentKind,
  type ParsedContentPath,
} from './object-path.js';
import { ContentRejected, MAX_PDF_BYTES, readPdf, tooLarge } from './pdf.js';
import { contentErrorDoc, recordRejection } from './rejection.js';
import { CONTENT_TRIGGER_CPUS, OCR_BUDGET_SECONDS } from './sizing.js';
import { bucketFile, isNewer, type StorageObject } from './storage-object.js';
import { bumpContentVersion } from './version.js';
import { recordWarning, textSourceFields } from './warnings.js';

export type IngestOutcome =
  | { status: 'ignored' }
  | { status: 'stale'; docId: string }
  | { status: 'published'; kind: ContentKind; docId: string; pages: number }
  | { status: 'rejected'; reason: string };

/**
 * Handles `google.cloud.storage.object.v1.finalized`: publishes a note or paper, or records why
 * it cannot be published. Idempotent (fixed ids, set()) and generation-aware: an event for an
 * older generation than the published one changes nothing.
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
    await contentErrorDoc(object.name).delete();
    const file = { names, pdfUrl, pages: text.pages.length, sha256: text.sha256 };
    const source = textSourceFields(text.details);
    // Through the stored schema: the pipeline never lists what the API would refuse to read.
    const fields = { ...catalogFields(parsed, object, file), ...source };
    await ref.set(CATALOG_SCHEMAS[parsed.kind].parse(fields));
    await bumpContentVersion();
    await recordWarning(object, text.details);
    logger.info('content published', {
      path: object.name,
      kind: parsed.kind,
      docId: parsed.docId,
      pages: text.pages.length,
      ...source,
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
