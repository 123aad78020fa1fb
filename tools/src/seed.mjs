// Demo-data seed: semesters, subjects, unit notes (with real PDFs in Storage), projects and
// notifications. Idempotent: fixed document ids written with set(), PDFs skipped when unchanged.
//
//   import { seed } from './seed.mjs'; await seed({ db, bucket });
//   node tools/src/seed.mjs            # against the local emulators (npm run seed)
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SEED, downloadTokenFor, pdfUrlFor } from './seed-data/index.mjs';
import { renderNotePdf } from './seed-pdf.mjs';

export { SEED } from './seed-data/index.mjs';

/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {import('firebase-admin/firestore').DocumentReference} DocumentReference */
/** @typedef {ReturnType<import('firebase-admin/storage').Storage['bucket']>} Bucket */

const BATCH_LIMIT = 450; // Firestore allows 500 writes per batch
const UPLOAD_CONCURRENCY = 8;

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
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Current objects under `prefix`, by name: md5Hash, contentType and download tokens.
 * @param {Bucket} bucket
 * @param {string} prefix
 */
async function existingObjects(bucket, prefix) {
  /** @type {Map<string, { md5Hash?: string, contentType?: string, tokens: string[] }>} */
  const map = new Map();
  const [files] = await bucket.getFiles({ prefix, autoPaginate: true });
  for (const f of files) {
    const m = f.metadata ?? {};
    const tokens = String(m.metadata?.firebaseStorageDownloadTokens ?? '').split(',');
    map.set(f.name, { md5Hash: m.md5Hash, contentType: m.contentType, tokens });
  }
  return map;
}

/**
 * Generates every note PDF and uploads the ones that are missing or different.
 * @param {Bucket} bucket
 * @param {(msg: string) => void} log
 * @returns {Promise<{ uploaded: number, unchanged: number }>}
 */
async function uploadNotePdfs(bucket, log) {
  /** @type {Awaited<ReturnType<typeof existingObjects>>} */
  let existing = new Map();
  try {
    existing = await existingObjects(bucket, 'notes/');
  } catch (err) {
    log(
      `seed: could not list existing PDFs (${/** @type {Error} */ (err).message}); uploading all`,
    );
  }
  let uploaded = 0;
  let unchanged = 0;
  await pool(SEED.notes, UPLOAD_CONCURRENCY, async (note) => {
    const bytes = await renderNotePdf(note);
    const md5 = createHash('md5').update(bytes).digest('base64');
    const token = downloadTokenFor(note.storagePath);
    const cur = existing.get(note.storagePath);
    if (
      cur &&
      cur.md5Hash === md5 &&
      cur.contentType === 'application/pdf' &&
      cur.tokens.includes(token)
    ) {
      unchanged++;
      return;
    }
    await bucket.file(note.storagePath).save(Buffer.from(bytes), {
      resumable: false,
      validation: false,
      contentType: 'application/pdf',
      metadata: {
        contentType: 'application/pdf',
        cacheControl: 'public, max-age=3600',
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
    uploaded++;
  });
  return { uploaded, unchanged };
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
 * @param {{ db: Firestore, bucket: Bucket, log?: (msg: string) => void }} opts
 * @returns {Promise<{ semesters: number, subjects: number, notes: number, projects: number,
 *   notifications: number, pdfsUploaded: number, pdfsUnchanged: number, seconds: number }>}
 */
export async function seed({ db, bucket, log = console.log }) {
  const started = performance.now();
  const { Timestamp } = await import('firebase-admin/firestore');

  const { uploaded, unchanged } = await uploadNotePdfs(bucket, log);

  /** @type {Array<[DocumentReference, Record<string, unknown>]>} */
  const writes = [];
  for (const { id, title, order } of SEED.semesters) {
    writes.push([db.collection('semesters').doc(id), { title, order }]);
  }
  for (const { id, title, semesterId, order, branch } of SEED.subjects) {
    writes.push([db.collection('subjects').doc(id), { title, semesterId, order, branch }]);
  }
  for (const n of SEED.notes) {
    writes.push([
      db.collection('notes').doc(n.id),
      {
        title: n.title,
        unit: n.unit,
        subjectId: n.subjectId,
        semesterId: n.semesterId,
        subjectName: n.subjectName,
        semesterName: n.semesterName,
        pdfUrl: pdfUrlFor(n.storagePath, bucket.name),
        order: n.order,
      },
    ]);
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

  const result = {
    semesters: SEED.semesters.length,
    subjects: SEED.subjects.length,
    notes: SEED.notes.length,
    projects: SEED.projects.length,
    notifications: SEED.notifications.length,
    pdfsUploaded: uploaded,
    pdfsUnchanged: unchanged,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  log(
    `seed: ${result.semesters} semesters, ${result.subjects} subjects, ${result.notes} notes ` +
      `(${uploaded} PDFs uploaded, ${unchanged} unchanged), ${result.projects} projects, ` +
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
