/**
 * The shape of a search index snapshot (`SearchIndex#toSnapshot`, stored gzipped by snapshot.ts)
 * and the checks a loaded file must pass before it answers queries.
 */
import type { AsPlainObject } from 'minisearch';
import type { ContentEntry } from './search-index.js';

/** Bumped when the snapshot's shape or the indexing (terms.ts, fields) changes. */
export const SNAPSHOT_FORMAT = 1;

/** A serialised SearchIndex (see `toSnapshot`). */
export interface SearchIndexSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  contents: ContentEntry[];
  /** Page i is MiniSearch document i: [contentId, page (1-based), whitespace-collapsed text]. */
  pages: [string, number, string][];
  /** How often each term occurs in the index, all fields: [term, count]. */
  counts: [string, number][];
  /** `MiniSearch#toJSON()` without its postings (`index: []`). */
  index: AsPlainObject;
  /**
   * MiniSearch's postings: per term, per field id, [docId, term frequency, docId, tf, …]
   * (document ids are page positions, as in `pages`).
   */
  postings: [string, [number, number[]][]][];
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
    if (!Array.isArray(p) || !ids.has(p[0]) || typeof p[1] !== 'number' || typeof p[2] !== 'string')
      throw new SnapshotFormatError('a page entry is malformed or its note is missing');
  }
  const index = s.index as Partial<AsPlainObject> | undefined;
  if (!index || !Array.isArray(index.index) || typeof index.documentCount !== 'number') {
    throw new SnapshotFormatError('the MiniSearch index is missing');
  }
  if (!Array.isArray(s.postings)) throw new SnapshotFormatError('postings missing');
  return s as SearchIndexSnapshot;
}
