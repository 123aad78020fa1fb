// Search index snapshots: a loaded snapshot answers exactly like a fresh build; loadIndex uses a
// snapshot only when it is at least the content version, and builds from the pages (logging why)
// when it is older, missing or unreadable.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTENTS, PAGES } from '../../test-utils/search-corpus.js';
import { SearchIndex } from './search-index.js';
import {
  decodeSnapshot,
  encodeSnapshot,
  loadIndex,
  snapshotPath,
  type SnapshotStore,
  type StoredSnapshot,
} from './snapshot.js';
import { SnapshotFormatError } from './snapshot-format.js';

const QUERIES = [
  'normalization',
  'normalisation',
  'dikstra',
  'djikstra',
  'dijk',
  'shortest dijk',
  'thrashing huffman',
  'notation',
  'notatoin',
  'rotations',
  'operating',
  'paging',
  'what is paging',
  '2024',
];

/** A store over a Map of version → gzipped bytes. */
function memoryStore(entries: [number, Buffer][] = []) {
  const files = new Map(entries);
  const reads: number[] = [];
  const store: SnapshotStore = {
    newest: async () => {
      const version = Math.max(...files.keys());
      return files.size ? snapshotOf(version, files.get(version)!) : null;
    },
    read: async ({ version }) => (reads.push(version), files.get(version)!),
    write: async (version, gz) => (files.set(version, gz), snapshotOf(version, gz)),
    deleteOlderThan: async (version) => {
      for (const v of files.keys()) if (v < version) files.delete(v);
    },
  };
  return { store, reads, files };
}

function snapshotOf(version: number, gz: Buffer): StoredSnapshot {
  return { version, path: snapshotPath(version), bytes: gz.length };
}

/** A build that counts its calls. */
function builder() {
  const calls = { n: 0 };
  return { calls, build: async () => (calls.n++, SearchIndex.build(CONTENTS, PAGES)) };
}

describe('search index snapshot', () => {
  it('round trip: the loaded index answers every query with the same hits and scores', async () => {
    const fresh = SearchIndex.build(CONTENTS, PAGES);
    const { gz, rawBytes } = await encodeSnapshot(fresh);
    expect(rawBytes).toBeGreaterThan(gz.length);
    const loaded = await decodeSnapshot(gz);
    expect(loaded.size).toEqual(fresh.size);
    for (const q of QUERIES) {
      for (const filters of [{}, { type: 'pyq' as const }, { subjectId: 'dbms' }]) {
        expect(loaded.searchDocuments(q, filters, 20), q).toEqual(
          fresh.searchDocuments(q, filters, 20),
        );
      }
      expect(loaded.searchPages(q, {}, 5), q).toEqual(fresh.searchPages(q, {}, 5));
    }
    // The term counts came along: a known word is not matched fuzzily, a typo is.
    expect(loaded.searchDocuments('notation', {}, 20).map((h) => h.content.id)).toEqual(['p24']);
  });

  it('keeps which pages were read by OCR', async () => {
    const pages = PAGES.map((p, i) => (i === 0 ? { ...p, ocr: true } : p));
    const fresh = SearchIndex.build(CONTENTS, pages);
    const loaded = await decodeSnapshot((await encodeSnapshot(fresh)).gz);
    const flagged = (index: SearchIndex) =>
      index
        .searchPages(PAGES[0]!.text, {}, 50)
        .filter((h) => h.ocr)
        .map((h) => h.page);
    expect(flagged(fresh)).toEqual([PAGES[0]!.page]);
    expect(flagged(loaded)).toEqual(flagged(fresh));
  });

  it('is refused when it is not a snapshot of this format', async () => {
    const fresh = SearchIndex.build(CONTENTS, PAGES);
    // Format 1 had neither the listing nor the OCR flag: it is rebuilt, not loaded unflagged.
    const other = { ...fresh.toSnapshot(), format: 1 };
    await expect(SearchIndex.fromSnapshot(other)).rejects.toThrow(SnapshotFormatError);
    const orphan = fresh.toSnapshot();
    orphan.contents = orphan.contents.filter((c) => c.id !== 'norm');
    await expect(SearchIndex.fromSnapshot(orphan)).rejects.toThrow(SnapshotFormatError);
    // Format 1 (pages without the listing flag) is refused too: such a file is rebuilt.
    const old = fresh.toSnapshot();
    const v1 = { ...old, format: 1, pages: old.pages.map(([id, page, text]) => [id, page, text]) };
    await expect(SearchIndex.fromSnapshot(v1)).rejects.toThrow(SnapshotFormatError);
  });
});

describe('loadIndex', () => {
  it('loads the snapshot when it is as new as the content, without building', async () => {
    const { gz } = await encodeSnapshot(SearchIndex.build(CONTENTS, PAGES));
    const { store, reads } = memoryStore([[4, gz]]);
    const { calls, build } = builder();
    const loaded = await loadIndex(4, { store, build });
    expect(loaded).toMatchObject({ from: 'snapshot', snapshotVersion: 4 });
    expect(loaded.index.searchDocuments('dijkstra', {}, 5)[0]?.content.id).toBe('aoa');
    expect(reads).toEqual([4]);
    expect(calls.n).toBe(0);
  });

  it('ignores a snapshot older than the content version and builds from the pages', async () => {
    const { gz } = await encodeSnapshot(SearchIndex.build(CONTENTS.slice(0, 1), PAGES));
    const { store, reads } = memoryStore([[3, gz]]);
    const { calls, build } = builder();
    const warnings: string[] = [];
    const loaded = await loadIndex(4, { store, build, warn: (m) => warnings.push(m) });
    expect(loaded.from).toBe('pages');
    expect(loaded.index.size.contents).toBe(CONTENTS.length);
    expect(reads).toEqual([]);
    expect(calls.n).toBe(1);
    // Older is the normal state right after a change: nothing to warn about.
    expect(warnings).toEqual([]);
  });

  it('builds when there is no snapshot', async () => {
    const { calls, build } = builder();
    const loaded = await loadIndex(0, { store: memoryStore().store, build });
    expect(loaded.from).toBe('pages');
    expect(calls.n).toBe(1);
  });

  it('falls back to a build, and logs, when the snapshot is corrupt', async () => {
    const { gz } = await encodeSnapshot(SearchIndex.build(CONTENTS, PAGES));
    const corrupt: Buffer[] = [
      Buffer.from('not gzip at all'),
      gz.subarray(0, Math.floor(gz.length / 2)),
      gzipSync(Buffer.from('{"format":1,"contents":[]')),
      gzipSync(Buffer.from('{"format":1}')),
    ];
    for (const bytes of corrupt) {
      const { calls, build } = builder();
      const logged: Record<string, unknown>[] = [];
      const loaded = await loadIndex(5, {
        store: memoryStore([[5, bytes]]).store,
        build,
        warn: (message, detail) => logged.push({ message, ...detail }),
      });
      expect(loaded.from).toBe('pages');
      expect(calls.n).toBe(1);
      expect(logged).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('search snapshot unusable'),
          path: 'search/index-v5.json.gz',
          snapshotVersion: 5,
          contentVersion: 5,
        }),
      ]);
    }
  });

  it('falls back to a build when the store cannot be listed', async () => {
    const { calls, build } = builder();
    const { store } = memoryStore();
    store.newest = () => Promise.reject(new Error('storage unavailable'));
    const logged: string[] = [];
    const loaded = await loadIndex(1, { store, build, warn: (m) => logged.push(m) });
    expect(loaded.from).toBe('pages');
    expect(calls.n).toBe(1);
    expect(logged).toHaveLength(1);
  });
});
