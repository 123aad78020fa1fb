/**
 * Prebuilt search index snapshots, so that search loads in seconds at full size.
 *
 * The content pipeline writes one after each change (snapshot-builder.ts) to the default bucket
 * at `search/index-v{version}.json.gz`: gzip (zlib level 6) of `JSON.stringify(index.toSnapshot())`
 * (snapshot-format.ts), where `version` is the `meta/content.version` it was built from (read
 * before the pages, so the snapshot holds at least that version's content). Custom metadata
 * repeats it (`contentVersion`) with `rawBytes` and `pages`, for people looking in the console.
 * Stored as `application/gzip` without `Content-Encoding`, so Storage never decompresses it on
 * the way (decompressive transcoding) and the bytes read are the bytes written.
 *
 * A new instance (service.ts) calls `loadIndex(version)`: 1 Storage list of `search/` finds the
 * newest snapshot; when it is at least `meta/content`'s version it is downloaded and loaded
 * (no Firestore reads, no indexing); otherwise — none yet, older, unreadable — the index is built
 * from `contentPages` as before, and the instance still serves. Why a list and not a pointer
 * document: the newest name is found whatever order two builders finish in, with no transaction
 * (light mode has no isolation: docs/local-stack.md, "Emulator modes").
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import * as logger from 'firebase-functions/logger';
import { bucket } from '../../lib/firebase.js';
import { SearchIndex } from './search-index.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Object name prefix of every snapshot in the default bucket. */
export const SNAPSHOT_PREFIX = 'search/index-v';
const SNAPSHOT_NAME = /^search\/index-v(\d+)\.json\.gz$/;

/** Where the snapshot of content version `version` lives. */
export function snapshotPath(version: number): string {
  return `${SNAPSHOT_PREFIX}${version}.json.gz`;
}

/** A stored snapshot: the content version it was built from, its object name, gzipped size. */
export interface StoredSnapshot {
  version: number;
  path: string;
  /** Gzipped size, bytes. */
  bytes: number;
}

/** Where snapshots are kept (Cloud Storage in production; a Map in unit tests). */
export interface SnapshotStore {
  /** The snapshot with the highest version, or null when there is none. */
  newest(): Promise<StoredSnapshot | null>;
  /** The gzipped bytes. */
  read(snapshot: StoredSnapshot): Promise<Buffer>;
  /** Stores `gz` as the snapshot of `version` (overwrites one of the same version). */
  write(version: number, gz: Buffer, metadata: Record<string, string>): Promise<StoredSnapshot>;
  /** Deletes every snapshot older than `version` (it stays, and so do newer ones). */
  deleteOlderThan(version: number): Promise<void>;
}

/** The default bucket's `search/` folder. */
export function storageSnapshotStore(): SnapshotStore {
  const list = async (): Promise<StoredSnapshot[]> => {
    const [files] = await bucket().getFiles({ prefix: SNAPSHOT_PREFIX });
    const found: StoredSnapshot[] = [];
    for (const file of files) {
      const match = SNAPSHOT_NAME.exec(file.name);
      if (match) {
        found.push({
          version: Number(match[1]),
          path: file.name,
          bytes: Number(file.metadata.size),
        });
      }
    }
    return found.sort((a, b) => b.version - a.version);
  };
  return {
    newest: async () => (await list())[0] ?? null,
    // No MD5/CRC32C pass over the download: gunzip checks the gzip trailer's CRC-32 and length
    // of the whole content anyway, and a mismatch is an unusable snapshot (a build instead).
    read: async ({ path }) => (await bucket().file(path).download({ validation: false }))[0],
    write: async (version, gz, metadata) => {
      const path = snapshotPath(version);
      await bucket()
        .file(path)
        .save(gz, {
          resumable: false,
          contentType: 'application/gzip',
          metadata: { metadata: { ...metadata, contentVersion: String(version) } },
        });
      return { version, path, bytes: gz.length };
    },
    deleteOlderThan: async (version) => {
      const old = (await list()).filter((s) => s.version < version);
      await Promise.all(old.map((s) => bucket().file(s.path).delete({ ignoreNotFound: true })));
    },
  };
}

/** The snapshot of `index`, gzipped; `rawBytes` is the JSON's size before gzip. */
export async function encodeSnapshot(
  index: SearchIndex,
): Promise<{ gz: Buffer; rawBytes: number }> {
  const raw = Buffer.from(JSON.stringify(index.toSnapshot()));
  return { gz: await gzipAsync(raw), rawBytes: raw.length };
}

/**
 * The index a gzipped snapshot holds.
 * @throws zlib's error for bytes that are not gzip, SyntaxError for truncated JSON,
 *   SnapshotFormatError for JSON that is not a snapshot of this format
 */
export async function decodeSnapshot(gz: Buffer): Promise<SearchIndex> {
  // No variable holds the gunzipped bytes or their text: both (~60 MB each at the full corpus)
  // can be collected while the index is being loaded.
  return SearchIndex.fromSnapshot(JSON.parse((await gunzipAsync(gz)).toString('utf8')));
}

/** How an index was obtained (logged; the bench and tests read it). */
export interface LoadedIndex {
  index: SearchIndex;
  from: 'snapshot' | 'pages';
  /** The snapshot's content version when `from` is 'snapshot'. */
  snapshotVersion?: number;
  /** Wall time of the load or build, ms. */
  ms: number;
  /** When from a snapshot: wall time of the Storage list, the download and the decode, ms. */
  steps?: { listMs: number; readMs: number; decodeMs: number };
}

export interface LoadDeps {
  store: SnapshotStore;
  /** Builds from the content pages (service.ts: 3 Firestore queries + indexing). */
  build: () => Promise<SearchIndex>;
  /** Where a snapshot that could not be used is reported (default: logger.error). */
  warn?: (message: string, detail: Record<string, unknown>) => void;
  clock?: () => number;
}

/**
 * The index for content `version`: the newest snapshot when it is at least that version, else a
 * build from the pages. A snapshot that cannot be listed, downloaded or decoded is logged and
 * replaced by a build, so a bad file costs time, never answers.
 * @throws only what `build` throws
 */
export async function loadIndex(version: number, deps: LoadDeps): Promise<LoadedIndex> {
  const clock = deps.clock ?? (() => performance.now());
  const warn = deps.warn ?? ((message, detail) => logger.error(message, detail));
  const startedAt = clock();
  let newest: StoredSnapshot | null = null;
  try {
    newest = await deps.store.newest();
    const listedAt = clock();
    if (newest && newest.version >= version) {
      const gz = await deps.store.read(newest);
      const readAt = clock();
      const index = await decodeSnapshot(gz);
      const doneAt = clock();
      return {
        index,
        from: 'snapshot',
        snapshotVersion: newest.version,
        ms: doneAt - startedAt,
        steps: {
          listMs: listedAt - startedAt,
          readMs: readAt - listedAt,
          decodeMs: doneAt - readAt,
        },
      };
    }
  } catch (error) {
    warn('search snapshot unusable; building the index from contentPages', {
      path: newest?.path,
      snapshotVersion: newest?.version,
      contentVersion: version,
      error: String(error),
    });
  }
  const index = await deps.build();
  return { index, from: 'pages', ms: clock() - startedAt };
}
