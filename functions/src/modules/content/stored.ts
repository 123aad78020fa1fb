/**
 * The stored shapes of what the content pipeline writes for itself: `contentPages/{docId}-p{n}`
 * (a page's text), `contentErrors` and `contentWarnings` (what the content team is told, one per
 * path: `contentErrors/{hash of path}`) and `meta/content` (the content version, version.ts).
 *
 * Only our code writes these, so a document that does not fit is a bug or a half-written
 * document: read through the converters here (lib/stored.ts) it is logged ('stored document
 * refused') and left out, or answers as missing. A page that does not fit leaves only itself out
 * of search, exam prep and Practice, never the catalogue's other pages.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, META_DOCS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter, storedDocId } from '../../lib/stored.js';

const id = storedDocId;
const timestamp = z.instanceof(Timestamp);
const fraction = z.number().finite();

/** A page's printed lines with their geometry (layout.ts `PageLayout`). */
const pageLayoutSchema = z.object({
  lines: z.array(
    z.object({
      y: fraction,
      items: z.array(z.object({ x: fraction, x2: fraction, text: z.string() })),
    }),
  ),
});

/**
 * `contentPages/{contentId}-p{page}` as catalog.ts `writePages` stores it: `text` '' on a page
 * without readable text (`unreadable: true`); `ocr`/`ocrConfidence` (0–100) on pages read by
 * OCR; `layout` on papers' pages; the page's role (page-roles.ts `listingFields`), absent on
 * pages stored before roles were.
 */
export const storedPageSchema = z.looseObject({
  contentId: id,
  type: z.enum(['note', 'pyq']),
  page: z.number().int().positive(),
  text: z.string(),
  subjectId: id,
  semesterId: id,
  ocr: z.boolean().optional(),
  ocrConfidence: z.number().min(0).max(100).optional(),
  unreadable: z.boolean().optional(),
  layout: pageLayoutSchema.optional(),
  listing: z.boolean().optional(),
  listingRule: z.number().int().optional(),
  listingWhy: z.enum(['empty', 'duplicate', 'heading', 'topic-list']).optional(),
});

export type StoredPage = z.output<typeof storedPageSchema>;
type PageField = keyof typeof storedPageSchema.shape;

export const pageConverter = storedConverter(storedPageSchema);

/** `contentPages`, read (whole documents) and written through its schema. */
export function pagesCollection() {
  return db().collection(COLLECTIONS.contentPages).withConverter(pageConverter);
}

/** `contentPages/{contentId}-p{page}`, read and written through its schema. */
export function pageRef(contentId: string, page: number) {
  return pagesCollection().doc(`${contentId}-p${page}`);
}

/**
 * The fields of pages a query reads with `select` (a paper page's `layout` is several times its
 * text), and the converter of just those fields: apply it after `select`, since a projected
 * document lacks the others.
 * @example query.select(...p.fields).withConverter(p.converter), p = pageFields('contentId', 'text')
 */
export function pageFields<K extends PageField>(...fields: K[]) {
  // Exclude<K, PageField> is empty; zod's pick spells it out to refuse unknown keys.
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<K, true> &
    Record<Exclude<K, PageField>, never>;
  return { fields, converter: storedConverter(storedPageSchema.pick(mask)) };
}

/**
 * `contentErrors/{hash of path}`: why a path was refused or its paper has no questions, for the
 * content team (docs/content-team.md). Written by the pipeline's refusals (rejection.ts: `bucket`,
 * `bytes`, `generation`), exam prep (topics/split.ts: also `cause`), the shape checks
 * (shape-check.ts: `store: 'firestore'`, `field`) and upload review (uploads/review.ts).
 */
export const storedContentErrorSchema = z.looseObject({
  /** The Storage path, or the Firestore path of a malformed document. */
  path: z.string(),
  reason: z.string().min(1),
  message: z.string(),
  at: timestamp,
  bucket: z.string().optional(),
  bytes: z.number().nonnegative().optional(),
  generation: z.string().optional(),
  cause: z.enum(['no-text', 'no-questions', 'notes']).optional(),
  store: z.literal('firestore').optional(),
  field: z.string().optional(),
});

/**
 * `contentWarnings/{hash of path}` (warnings.ts): a published file with pages nobody can read;
 * page counts are of the file.
 */
export const storedContentWarningSchema = z.looseObject({
  path: z.string(),
  bucket: z.string(),
  reason: z.literal('unreadable-pages'),
  message: z.string(),
  pages: z.number().int().nonnegative(),
  textSource: z.enum(['pdf', 'ocr', 'mixed', 'none']),
  ocrPages: z.number().int().nonnegative(),
  unreadablePages: z.number().int().nonnegative(),
  notReachedPages: z.number().int().nonnegative(),
  bytes: z.number().nonnegative(),
  generation: z.string(),
  at: timestamp,
});

/**
 * `meta/content` (version.ts): the content version, bumped by `FieldValue.increment` (so written
 * beside the converter, and `updatedAt` set with it).
 */
export const storedContentVersionSchema = z.looseObject({
  version: z.number().int().nonnegative(),
  updatedAt: timestamp.optional(),
});

export type StoredContentError = z.output<typeof storedContentErrorSchema>;
export type StoredContentWarning = z.output<typeof storedContentWarningSchema>;

export const contentErrorConverter = storedConverter(storedContentErrorSchema);
const warningConverter = storedConverter(storedContentWarningSchema);
const contentVersionConverter = storedConverter(storedContentVersionSchema);

/** `contentErrors`, read and written through its schema. */
export function contentErrorsCollection() {
  return db().collection(COLLECTIONS.contentErrors).withConverter(contentErrorConverter);
}

/** `contentWarnings`, written through its schema. */
export function contentWarningsCollection() {
  return db().collection(COLLECTIONS.contentWarnings).withConverter(warningConverter);
}

/** `meta/content`, read through its schema. */
export function contentVersionDoc() {
  return db()
    .collection(COLLECTIONS.meta)
    .doc(META_DOCS.content)
    .withConverter(contentVersionConverter);
}
