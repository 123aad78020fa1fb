/**
 * The shape of a search index snapshot (`SearchIndex#toSnapshot`, stored gzipped by snapshot.ts)
 * and the checks a loaded file must pass before it answers queries.
 */
import type MiniSearch from 'minisearch';
import type { AsPlainObject } from 'minisearch';
import type { ContentEntry } from './index-types.js';

/** Bumped when the snapshot's shape or the indexing (terms.ts, fields) changes. */
export const SNAPSHOT_FORMAT = 2;

/** A serialised SearchIndex (see `toSnapshot`). */
export interface SearchIndexSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  contents: ContentEntry[];
  /**
   * Page i is MiniSearch document i: [contentId, page (1-based), whitespace-collapsed text,
   * listing (1 when the page lists topics rather than explains them, content/listing.ts; else 0),
   * and a fifth element 1 when the page was read by OCR]. Format 2 added `listing` and the OCR
   * flag, so the Partner and search rank and mark hits without a read per page.
   */
  pages: ([string, number, string, 0 | 1] | [string, number, string, 0 | 1, 1])[];
  /** How often each term occurs in the index, all fields: [term, count]. */
  counts: [string, number][];
  /** `MiniSearch#toJSON()` without its postings (`index: []`). */
  index: AsPlainObject;
  /**
   * MiniSearch's postings: per term, per field id, [docId, term frequency, docId, tf, …]
   * (document ids are page positions, as in `pages`).
   */
  postings: Postings;
}

/** A snapshot that cannot be loaded (another format, truncated, not a snapshot at all). */
export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

/** The shape checks that make a wrong file fail here, not as a wrong answer later. */
export function checkSnapshot(value: unknown): SearchIndexSnapshot {
  const s = value as Partial<SearchIndexSnapshot> | null;
  if (!s || typeof s !== 'object') throw new SnapshotFormatError('not an object');
  if (s.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotFormatError(`format ${String(s.format)}, expected ${SNAPSHOT_FORMAT}`);
  }
  if (!Array.isArray(s.contents) || !Array.isArray(s.pages) || !Array.isArray(s.counts)) {
    throw new SnapshotFormatError('contents, pages or counts missing');
  }
  const ids = new Set(s.contents.map((c) => c?.id));
  for (const p of s.pages) {
    if (
      !Array.isArray(p) ||
      !ids.has(p[0]) ||
      typeof p[1] !== 'number' ||
      typeof p[2] !== 'string' ||
      (p[3] !== 0 && p[3] !== 1) ||
      (p.length > 4 && p[4] !== 1)
    )
      throw new SnapshotFormatError('a page entry is malformed or its note is missing');
  }
  const index = s.index as Partial<AsPlainObject> | undefined;
  if (!index || !Array.isArray(index.index) || typeof index.documentCount !== 'number') {
    throw new SnapshotFormatError('the MiniSearch index is missing');
  }
  if (!Array.isArray(s.postings)) throw new SnapshotFormatError('postings missing');
  return s as SearchIndexSnapshot;
}

/** Per term, per field id, [docId, term frequency, docId, tf, …]. */
export type Postings = [string, [number, number[]][]][];

/** MiniSearch's `{ fieldId: { docId: tf } }` postings (`toJSON().index`) as flat arrays. */
export function toPostings(index: AsPlainObject['index']): Postings {
  return index.map(([term, fields]) => [
    term,
    Object.entries(fields).map(([fieldId, docs]) => [
      Number(fieldId),
      Object.entries(docs).flatMap(([doc, tf]) => [Number(doc), tf]),
    ]),
  ]);
}

/**
 * Puts `postings` into `mini`'s term map, releasing each entry of the array as it is copied, so
 * the parsed file and the index are not both whole in memory. That map is MiniSearch 7's
 * internal `_index` (a SearchableMap, `set(term, Map<fieldId, Map<docId, tf>>)`, exactly what
 * `loadJS` fills from its own format); if a MiniSearch upgrade changes it, this throws, the
 * instance builds from the pages instead, and snapshot.test.ts fails.
 * @throws SnapshotFormatError when `mini` has no such map
 */
export function loadPostings<T>(mini: MiniSearch<T>, postings: Postings): void {
  const terms = (mini as unknown as { _index?: { set?: unknown } })._index;
  if (typeof terms?.set !== 'function') {
    throw new SnapshotFormatError('MiniSearch has no term map to load into (upgraded?)');
  }
  const set = terms.set.bind(terms) as (
    term: string,
    fields: Map<number, Map<number, number>>,
  ) => void;
  for (let i = 0; i < postings.length; i++) {
    const [term, fields] = postings[i]!;
    const byField = new Map<number, Map<number, number>>();
    for (const [fieldId, flat] of fields) {
      const docs = new Map<number, number>();
      for (let j = 0; j < flat.length; j += 2) docs.set(flat[j]!, flat[j + 1]!);
      byField.set(fieldId, docs);
    }
    set(term, byField);
    (postings as unknown[])[i] = undefined;
  }
}
