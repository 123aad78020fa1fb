// Demo-data seed: semesters, subjects, projects and notifications as documents; unit notes and
// question papers as PDFs uploaded to Storage, which the content pipeline's triggers turn into
// `notes` and `pyqs` documents (so every `npm start` exercises the pipeline). Idempotent: fixed
// document ids written with set(); PDFs skipped when unchanged and already published.
//
//   import { seed } from './seed.mjs'; await seed({ db, bucket });
//   node tools/src/seed.mjs            # against the local emulators (npm run seed)
import './require-node.mjs';
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SEED, downloadTokenFor } from './seed-data/index.mjs';
import { renderPaperPdf } from './seed-paper-pdf.mjs';
import { SCANNED_PAPERS, renderScannedPaperPdf } from './seed-scan-pdf.mjs';
import { renderNotePdf } from './seed-pdf.mjs';

export { SEED } from './seed-data/index.mjs';

/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {import('firebase-admin/firestore').DocumentReference} DocumentReference */
/** @typedef {ReturnType<import('firebase-admin/storage').Storage['bucket']>} Bucket */

const BATCH_LIMIT = 450; // Firestore allows 500 writes per batch
const UPLOAD_CONCURRENCY = 8;
/**
 * How long the pipeline may take to publish every seeded PDF (about 300 on a 2-core machine):
 * only the limit for a pipeline that hangs, since the wait ends when they are listed. Under two
 * `npm test` runs at once on 2 cores, publishing took past 240 s.
 */
const PUBLISH_TIMEOUT_MS = 600_000;
/**
 * How often the seed looks at the pipeline's progress, ms. A look every half second cost
 * `npm start` a quarter of a second on average, twice (publishing, then exam prep). Each look is
 * one document read (the content version) or a few small queries: listing every note and paper
 * at each look cost the in-process Firestore ~2.5 CPU-s per seed on 2 cores, ~2 s of wall time.
 */
const POLL_MS = 250;
/**
 * Looks between full checks of the published paths while the content version says some are still
 * to come: the version is only a hint (a refused PDF, or an event delivered twice, moves it
 * differently), the catalog is the truth.
 */
const FULL_CHECK_EVERY = 8;

/**
 * Runs `fn` over `items` with at most `limit` in flight.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} fn
 */
async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Current objects under `prefix`, by name: md5Hash, contentType, custom metadata.
 * @param {Bucket} bucket
 * @param {string} prefix
 */
async function existingObjects(bucket, prefix) {
  /** @type {Map<string, { md5Hash?: string, contentType?: string, metadata: Record<string, string> }>} */
  const map = new Map();
  const [files] = await bucket.getFiles({ prefix, autoPaginate: true });
  for (const f of files) {
    const m = f.metadata ?? {};
    map.set(f.name, {
      md5Hash: m.md5Hash,
      contentType: m.contentType,
      metadata: /** @type {Record<string, string>} */ (m.metadata ?? {}),
    });
  }
  return map;
}

/**
 * The content version (`meta/content.version`, functions/src/modules/content/version.ts): the
 * pipeline bumps it once per publish, after the catalog document is written. 1 read; 0 before
 * the first publish.
 * @param {Firestore} db
 * @returns {Promise<number>}
 */
async function contentVersion(db) {
  const version = (await db.collection('meta').doc('content').get()).get('version');
  return typeof version === 'number' ? version : 0;
}

/**
 * Storage paths the pipeline has published, from the `storagePath` of notes and papers.
 * @param {Firestore} db
 * @returns {Promise<Set<string>>}
 */
async function publishedPaths(db) {
  const [notes, papers] = await Promise.all([
    db.collection('notes').select('storagePath').get(),
    db.collection('pyqs').select('storagePath').get(),
  ]);
  return new Set([...notes.docs, ...papers.docs].map((d) => String(d.get('storagePath') ?? '')));
}

/**
 * @typedef {object} SeedUpload
 * @property {string} path object path
 * @property {Record<string, string>} metadata custom metadata (title, unit)
 * @property {() => Promise<Uint8Array>} render
 */

/**
 * Every PDF the seed publishes: the scanned paper first (its OCR runs while the rest are read),
 * then subject by subject its unit notes followed by its question papers. A subject's papers are
 * split (exam prep) while later subjects' notes are read, instead of all 28 splits running one
 * after another at the end; they still come after their own subject's notes, so no note arrives
 * after its subject's topics were computed (each would recompute them).
 * @returns {SeedUpload[]}
 */
function seedUploads() {
  /** @type {Map<string, SeedUpload[]>} */
  const bySubject = new Map();
  const add = (/** @type {string} */ subjectId, /** @type {SeedUpload} */ upload) => {
    const uploads = bySubject.get(subjectId) ?? [];
    uploads.push(upload);
    bySubject.set(subjectId, uploads);
  };
  for (const note of SEED.notes) {
    add(note.subjectId, {
      path: note.storagePath,
      metadata: { title: note.title, unit: String(note.unit) },
      render: () => renderNotePdf(note),
    });
  }
  for (const paper of SEED.papers) {
    add(paper.subjectId, {
      path: paper.storagePath,
      metadata: {},
      render: () => renderPaperPdf(paper),
    });
  }
  return [
    ...SCANNED_PAPERS.map((paper) => ({
      path: paper.storagePath,
      metadata: {},
      render: () => renderScannedPaperPdf(paper),
    })),
    ...[...bySubject.values()].flat(),
  ];
}

/**
 * Generates every seed PDF and uploads the ones that are missing, different, or not published
 * (an upload is what makes the pipeline publish). Each carries a deterministic download token.
 * @param {Bucket} bucket
 * @param {Set<string>} published
 * @param {(msg: string) => void} log
 * @returns {Promise<{ uploaded: string[], unchanged: number }>}
 */
async function uploadPdfs(bucket, published, log) {
  /** @type {Awaited<ReturnType<typeof existingObjects>>} */
  let existing = new Map();
  try {
    const [notes, papers] = await Promise.all([
      existingObjects(bucket, 'notes/'),
      existingObjects(bucket, 'pyqs/'),
    ]);
    existing = new Map([...notes, ...papers]);
  } catch (err) {
    log(
      `seed: could not list existing PDFs (${/** @type {Error} */ (err).message}); uploading all`,
    );
  }
  /** @type {string[]} */
  const uploaded = [];
  let unchanged = 0;
  await pool(seedUploads(), UPLOAD_CONCURRENCY, async ({ path, metadata, render }) => {
    const bytes = await render();
    const md5 = createHash('md5').update(bytes).digest('base64');
    const token = downloadTokenFor(path);
    const cur = existing.get(path);
    const same =
      cur &&
      cur.md5Hash === md5 &&
      cur.contentType === 'application/pdf' &&
      String(cur.metadata.firebaseStorageDownloadTokens ?? '').includes(token) &&
      Object.entries(metadata).every(([k, v]) => cur.metadata[k] === v);
    if (same && published.has(path)) {
      unchanged++;
      return;
    }
    await bucket.file(path).save(Buffer.from(bytes), {
      resumable: false,
      validation: false,
      contentType: 'application/pdf',
      metadata: {
        contentType: 'application/pdf',
        cacheControl: 'public, max-age=3600',
        metadata: { ...metadata, firebaseStorageDownloadTokens: token },
      },
    });
    uploaded.push(path);
  });
  return { uploaded, unchanged };
}

/**
 * Waits until the pipeline has published every path in `paths` (a `notes`/`pyqs` document with
 * that `storagePath`). Between full checks of the catalog it reads only the content version:
 * a full check runs once the version has moved by at least the number of paths still missing
 * (each publish bumps it once), and every FULL_CHECK_EVERY looks regardless.
 * @param {Firestore} db
 * @param {string[]} paths
 * @param {number} versionBefore the content version read before the PDFs were uploaded
 * @param {AbortSignal} [signal] stops waiting (Ctrl-C during start-up)
 * @throws Error naming the first paths still missing, with any `contentErrors` reason, after
 *   PUBLISH_TIMEOUT_MS; or 'Seeding cancelled' when `signal` aborts
 */
async function waitForPipeline(db, paths, versionBefore, signal) {
  const deadline = Date.now() + PUBLISH_TIMEOUT_MS;
  let missing = paths;
  let checkedAt = versionBefore;
  for (let look = 0; ; look++) {
    if (signal?.aborted) throw new Error('Seeding cancelled');
    const version = await contentVersion(db);
    const due =
      version - checkedAt >= missing.length ||
      look % FULL_CHECK_EVERY === 0 ||
      Date.now() > deadline;
    if (due) {
      const published = await publishedPaths(db);
      missing = missing.filter((p) => !published.has(p));
      checkedAt = version;
      if (missing.length === 0) return;
    }
    if (Date.now() > deadline) {
      const errors = await db.collection('contentErrors').get();
      const reasons = errors.docs.map((d) => `${d.get('path')}: ${d.get('message')}`);
      throw new Error(
        `the content pipeline did not publish ${missing.length} seeded PDF(s) within ` +
          `${PUBLISH_TIMEOUT_MS / 1000} s (first: ${missing.slice(0, 3).join(', ')}). ` +
          `contentErrors: ${reasons.slice(0, 5).join('; ') || 'none'}. ` +
          'Are the Storage triggers deployed to the functions emulator? See .runtime/emulators.log.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Waits until the exam-prep step (functions/src/modules/topics/split.ts, the paperWritten trigger)
 * has caught up with the seeded papers: every paper of a subject was split at its published
 * generation (`pyqSplits`), and the subject's
 * `subjectTopics` document was computed from its latest change (`computedFrom === changes`) —
 * twice in a row, POLL_MS apart, so a change still on its way is not missed.
 * A paper is published (listed) before its questions are stored, so waitForPipeline alone would
 * let suites read topics that are still being computed.
 * @param {Firestore} db
 * @param {AbortSignal} [signal]
 * @throws Error naming the subjects not settled after PUBLISH_TIMEOUT_MS
 */
async function waitForTopics(db, signal) {
  const subjectIds = [...new Set(SEED.papers.map((p) => p.subjectId))];
  // The subject's questions (hundreds of documents) are read only once the small checks pass.
  const settled = async (/** @type {string} */ subjectId) => {
    const [papers, splits, topics] = await Promise.all([
      db.collection('pyqs').where('subjectId', '==', subjectId).get(),
      db.collection('pyqSplits').where('subjectId', '==', subjectId).get(),
      db.collection('subjectTopics').doc(subjectId).get(),
    ]);
    if (topics.get('computedFrom') !== topics.get('changes')) return false;
    // Split by the paperWritten trigger at its published generation (questions found or not);
    // data saved before splits were recorded has questions but no record.
    const split = new Map(splits.docs.map((d) => [d.id, d.get('generation')]));
    if (papers.docs.some((d) => split.has(d.id) && split.get(d.id) !== d.get('generation'))) {
      return false;
    }
    const questions = await db.collection('pyqQuestions').where('subjectId', '==', subjectId).get();
    const asked = new Set(questions.docs.map((d) => d.get('paperId')));
    return (
      papers.docs.every((d) => split.has(d.id) || asked.has(d.id)) &&
      topics.get('questions') === questions.size
    );
  };
  const deadline = Date.now() + PUBLISH_TIMEOUT_MS;
  let streak = 0;
  for (;;) {
    if (signal?.aborted) throw new Error('Seeding cancelled');
    const states = await Promise.all(subjectIds.map(settled));
    streak = states.every(Boolean) ? streak + 1 : 0;
    if (streak >= 2) return;
    if (Date.now() > deadline) {
      const pending = subjectIds.filter((_, i) => !states[i]);
      throw new Error(
        `the exam-prep topics of ${pending.join(', ')} were not computed within ` +
          `${PUBLISH_TIMEOUT_MS / 1000} s; see .runtime/emulators.log ("paper questions stored").`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Writes documents with set() (full overwrite) in batches of at most 450.
 * @param {Firestore} db
 * @param {Array<[DocumentReference, Record<string, unknown>]>} writes
 */
async function writeAll(db, writes) {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + BATCH_LIMIT)) batch.set(ref, data);
    await batch.commit();
  }
}

/**
 * Seeds the demo data. Safe to run repeatedly: same ids, same content, nothing duplicated.
 * Subjects are written before the PDFs are uploaded: the pipeline refuses a PDF whose subject
 * does not exist.
 * @param {{ db: Firestore, bucket: Bucket, log?: (msg: string) => void, signal?: AbortSignal }} opts
 *   `signal` cancels the wait for the pipeline
 * @returns {Promise<{ semesters: number, subjects: number, notes: number, papers: number,
 *   projects: number, notifications: number, pdfsUploaded: number, pdfsUnchanged: number,
 *   publishSeconds: number, seconds: number }>}
 * @throws Error when the pipeline does not publish every uploaded PDF in time
 */
export async function seed({ db, bucket, log = console.log, signal }) {
  const started = performance.now();
  const { Timestamp } = await import('firebase-admin/firestore');

  /** @type {Array<[DocumentReference, Record<string, unknown>]>} */
  const writes = [];
  for (const { id, title, order } of SEED.semesters) {
    writes.push([db.collection('semesters').doc(id), { title, order }]);
  }
  for (const { id, title, semesterId, order, branch } of SEED.subjects) {
    writes.push([db.collection('subjects').doc(id), { title, semesterId, order, branch }]);
  }
  for (const { id, ...project } of SEED.projects) {
    writes.push([
      db.collection('projects').doc(id),
      { ...project, features: [...project.features] },
    ]);
  }
  for (const { id, title, message, createdAt } of SEED.notifications) {
    writes.push([
      db.collection('notifications').doc(id),
      { title, message, createdAt: Timestamp.fromDate(new Date(createdAt)) },
    ]);
  }
  await writeAll(db, writes);

  const [published, versionBefore] = await Promise.all([publishedPaths(db), contentVersion(db)]);
  const { uploaded, unchanged } = await uploadPdfs(bucket, published, log);
  const publishStarted = performance.now();
  await waitForPipeline(db, uploaded, versionBefore, signal);
  if (uploaded.length) await waitForTopics(db, signal);
  const publishSeconds = Math.round((performance.now() - publishStarted) / 100) / 10;

  const result = {
    semesters: SEED.semesters.length,
    subjects: SEED.subjects.length,
    notes: SEED.notes.length,
    papers: SEED.papers.length,
    projects: SEED.projects.length,
    notifications: SEED.notifications.length,
    pdfsUploaded: uploaded.length,
    pdfsUnchanged: unchanged,
    publishSeconds,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  log(
    `seed: ${result.semesters} semesters, ${result.subjects} subjects, ${result.notes} notes and ` +
      `${result.papers} papers (${uploaded.length} PDFs uploaded and published by the pipeline in ` +
      `${publishSeconds}s, ${unchanged} unchanged), ${result.projects} projects, ` +
      `${result.notifications} notifications in ${result.seconds}s`,
  );
  return result;
}

/** CLI: seed the local emulators (NOTESEA_PORT_OFFSET applied, like the launcher's). */
async function main() {
  const { emulatorAdmin } = await import('./admin.mjs');
  const { db, bucket } = emulatorAdmin();
  await seed({ db, bucket });
}

const isMain = (() => {
  try {
    return (
      !!process.argv[1] &&
      realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
    );
  } catch {
    return false;
  }
})();

if (isMain) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error('seed failed:', err);
      process.exit(1);
    },
  );
}
