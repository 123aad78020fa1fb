// The search index snapshot (functions/src/modules/search/snapshot*.ts): after a content change,
// the `searchSnapshot` trigger writes search/index-v{version}.json.gz for the current
// meta/content version, holding the new note; older snapshots are removed.
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import {
  SNAPSHOT_FORMAT,
  type SearchIndexSnapshot,
} from '../../functions/src/modules/search/snapshot-format.js';
import { admin } from '../support/admin.js';
import { createSubject, listedWithin, notesOf, upload } from '../support/content.js';
import { eventually } from '../support/poll.js';

/** The snapshot build runs after the pipeline's own work; both are seconds on the seeded corpus. */
const SNAPSHOT_DEADLINE_MS = 30_000;
const NAME = /^search\/index-v(\d+)\.json\.gz$/;

async function contentVersion(): Promise<number> {
  const version = (await admin.db.doc('meta/content').get()).get('version');
  return typeof version === 'number' ? version : 0;
}

/** The stored snapshots, newest first. */
async function snapshots() {
  const [files] = await admin.bucket.getFiles({ prefix: 'search/index-v' });
  return files
    .map((file) => ({ file, version: Number(NAME.exec(file.name)?.[1] ?? NaN) }))
    .filter((s) => Number.isInteger(s.version))
    .sort((a, b) => b.version - a.version);
}

let subjectId: string;
let noteId: string;

/** The newest snapshot, decoded, when it is of the current content version; else null. */
async function currentSnapshot() {
  const [top] = await snapshots();
  if (!top || top.version < (await contentVersion())) return null;
  const [gz] = await top.file.download();
  const snapshot = JSON.parse(gunzipSync(gz).toString('utf8')) as SearchIndexSnapshot;
  return { ...top, snapshot };
}

beforeAll(async () => {
  subjectId = await createSubject('Snapshot Suite Subject', 'sem-3');
  await upload(
    `notes/sem-3/${subjectId}/unit-1-zephyrine-graphs.pdf`,
    await textPdf(['Zephyrine traversal of graphs']),
  );
  const [note] = await listedWithin(
    () => notesOf(subjectId),
    (notes) => notes.length === 1,
  );
  noteId = note!._id;
});

describe('search index snapshot', () => {
  it('appears for the current content version after a change, with the new note', async () => {
    // The version is read at each look (the bump follows the catalog write, and another upload
    // may move it): done when the newest snapshot is of the current version and has the note.
    const found = await eventually(async () => {
      const current = await currentSnapshot();
      return current?.snapshot.contents.some((c) => c.id === noteId) ? current : null;
    }, SNAPSHOT_DEADLINE_MS);
    expect(found, 'no snapshot of the current version with the note in time').toBeTruthy();
    const { file, version, snapshot } = found!;
    const [metadata] = await file.getMetadata();
    expect(metadata.metadata).toMatchObject({ contentVersion: String(version) });
    expect(metadata.contentType).toBe('application/gzip');
    expect(snapshot.format).toBe(SNAPSHOT_FORMAT);
    // The snapshot flags the pages read by OCR (the seeded scanned paper's page): hits say "from a scan".
    expect(snapshot.pages.some((page) => page[4] === 1)).toBe(true);
    expect(snapshot.pages.some(([id, , text]) => id === noteId && /zephyrine/i.test(text))).toBe(
      true,
    );
    expect(snapshot.index.documentCount).toBe(snapshot.pages.length);
    expect(snapshot.counts.length).toBeGreaterThan(0);
  });

  it('keeps only the newest snapshot (older ones are deleted after a write)', async () => {
    const stored = await eventually(async () => {
      const all = await snapshots();
      return all.length === 1 ? all : null;
    }, SNAPSHOT_DEADLINE_MS);
    expect(stored?.length).toBe(1);
  });
});
