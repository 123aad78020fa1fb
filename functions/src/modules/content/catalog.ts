/**
 * The catalog documents the content pipeline alone writes: `notes/{id}` and `pyqs/{id}` (ids
 * from the path, see object-path.ts) and their per-page text in `contentPages/{id}-p{n}`.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { inBatches } from '../../lib/batches.js';
import { now } from '../../lib/clock.js';
import { CATALOG_COLLECTIONS, COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedNoteSchema, storedPyqSchema } from '../notes/stored.js';
import { listingFields, pageRoles } from './page-roles.js';
import type { ParsedContentPath } from './object-path.js';
import type { PageText } from './page-text.js';
import { ContentRejected } from './pdf.js';
import type { StorageObject } from './storage-object.js';
import { pageRef } from './stored.js';

/** The names a note or paper copies from its subject and semester, so a list is one query. */
export interface CatalogNames {
  subjectName: string;
  semesterName: string;
}

/** The stored schema of each kind's catalog document (modules/notes/stored.ts). */
export const CATALOG_SCHEMAS = { note: storedNoteSchema, pyq: storedPyqSchema } as const;

/** `notes/{docId}` or `pyqs/{docId}` for a parsed path. */
export function catalogDoc(parsed: ParsedContentPath): DocumentReference {
  return db().collection(CATALOG_COLLECTIONS[parsed.kind]).doc(parsed.docId);
}

/**
 * The subject and semester titles for a path, in one batched read. A path whose subject does not
 * exist, or belongs to another semester, is refused rather than listed under a guess.
 * @throws ContentRejected('unknown-subject')
 */
export async function catalogNames(parsed: ParsedContentPath): Promise<CatalogNames> {
  const [subject, semester] = await db().getAll(
    db().collection(COLLECTIONS.subjects).doc(parsed.subjectId),
    db().collection(COLLECTIONS.semesters).doc(parsed.semesterId),
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

/** What a published upload brings to its catalog document besides the path's fields. */
export interface PublishedFile {
  names: CatalogNames;
  pdfUrl: string;
  pages: number;
  /** Hex SHA-256 of the PDF's bytes (a student's upload of the same bytes is refused). */
  sha256: string;
}

/** The catalog document's fields (docs/architecture.md §4 `notes/{id}`, `pyqs/{id}`). */
export function catalogFields(
  parsed: ParsedContentPath,
  object: StorageObject,
  file: PublishedFile,
): Record<string, unknown> {
  const common = {
    title: parsed.title,
    subjectId: parsed.subjectId,
    semesterId: parsed.semesterId,
    ...file.names,
    pdfUrl: file.pdfUrl,
    pages: file.pages,
    bytes: Number(object.size ?? 0),
    storagePath: parsed.path,
    generation: String(object.generation ?? ''),
    updatedAt: Timestamp.fromDate(now()),
    sha256: file.sha256,
    // A student's approved upload names itself and its credit in custom metadata.
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
 * parser. A page document stays under ~260 KB of Firestore's 1 MiB. Written through its schema
 * (stored.ts `storedPageSchema`; a page that does not fit throws a ZodError).
 * @param previousPages the published version's `pages` (0 when there was none)
 */
export async function writePages(
  parsed: ParsedContentPath,
  pages: PageText[],
  previousPages: number,
): Promise<void> {
  // A page's role (listing or explaining) is read from the whole document (page-roles.ts).
  const roles = pageRoles(pages.map((details) => details.text));
  const numbered = pages.map((details, i) => ({ details, page: i + 1, role: roles[i]! }));
  await inBatches(numbered, (batch, { details, page, role }) =>
    batch.set(pageRef(parsed.docId, page), {
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
      ...listingFields(role),
    }),
  );
  const extra = Array.from(
    { length: Math.max(0, previousPages - pages.length) },
    (_, i) => pages.length + i + 1,
  );
  await inBatches(extra, (batch, page) => batch.delete(pageRef(parsed.docId, page)));
}

/**
 * Deletes the catalog document and all its pages. Found by query rather than by the stored page
 * count, so pages left by an upload that failed before its catalog write go too; read without
 * the page schema, so a page that does not fit goes too.
 */
export async function unpublish(parsed: ParsedContentPath): Promise<void> {
  const pages = await db()
    .collection(COLLECTIONS.contentPages)
    .where('contentId', '==', parsed.docId)
    .get();
  await catalogDoc(parsed).delete();
  await inBatches(pages.docs, (batch, doc) => batch.delete(doc.ref));
}
