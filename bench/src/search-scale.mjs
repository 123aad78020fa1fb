// `npm run bench -- --only=search-scale` (does search load in seconds at full size?):
// seeds the projected full RTU CSE+AIDS corpus (search-index.mjs `syntheticCorpus`: 700 notes ×
// 20 pages + 1,088 papers × 2 pages = 16,176 pages; `--scale=2` doubles it) into the running
// stack's Firestore as the pipeline would have written it, bumps `meta/content`, and measures:
//  - the snapshot the stack's `searchSnapshot` trigger writes: time from the bump until it is in
//    Storage, its size gzipped and raw;
//  - the cold first query of a fresh API instance (a Node process serving createApp(), like the
//    other bench parts) without the snapshot (deleted for the run: built from contentPages) and
//    with it (restored byte for byte), each: process start → listening, and → first answer;
//  - heap used (after GC) and peak RSS of each instance once its index is ready;
//  - the load test of GET /api/search on the instance that loaded the snapshot (autocannon,
//    20 connections, 10 s, the rotating queries of search.mjs), p50/p95/max.
// The synthetic documents are removed afterwards when the stack was already running (a stack the
// bench started is stopped anyway).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorAdmin } from '../../tools/src/admin.mjs';
import { HOSTS, PORT_OFFSET, PROJECT_ID, ROOT } from '../../tools/src/paths.mjs';
import { loadTest } from './api.mjs';
import { SEARCH_P95_BUDGET_MS, SEARCH_QUERIES } from './search.mjs';
import { syntheticCorpus } from './search-index.mjs';

/** The cold first query's target with the snapshot, ms. */
export const COLD_WITH_SNAPSHOT_TARGET_MS = 3_000;
/** How long the trigger may take to write the snapshot of the seeded corpus, ms. */
const SNAPSHOT_WAIT_MS = 600_000;
const ID_PREFIX = 'scale-';
const SNAPSHOT_NAME = /^search\/index-v(\d+)\.json\.gz$/;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const since = (t0) => Math.round(performance.now() - t0);

/**
 * @param {{ scale?: number, cleanup?: boolean, log?: (line: string) => void }} [options]
 */
export async function runSearchScaleBench({ scale = 1, cleanup = true, log = console.log } = {}) {
  const { db, bucket } = emulatorAdmin();
  const words = await seededWords(db);
  const { contents, texts } = syntheticCorpus(words, scale);
  const characters = texts.reduce((n, t) => n + t.text.length, 0);
  log(
    `Search at scale: seeding ${contents.length} notes/papers, ${texts.length} pages, ${(characters / 1e6).toFixed(1)} M characters…`,
  );
  const t0 = performance.now();
  await seed(db, contents, texts);
  const seedMs = since(t0);
  try {
    // The change: the pipeline bumps the version after writing; the trigger writes the snapshot.
    const bumpedAt = performance.now();
    await db.doc('meta/content').set({ version: FieldValue.increment(1) }, { merge: true });
    const version = (await db.doc('meta/content').get()).get('version');
    log(`  seeded in ${seedMs} ms; meta/content.version → ${version}; waiting for the snapshot…`);
    const file = await waitForSnapshot(bucket, version);
    const snapshotWrittenMs = since(bumpedAt);
    const [[gz], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    const snapshot = {
      path: file.name,
      version: Number(SNAPSHOT_NAME.exec(file.name)?.[1]),
      gzBytes: gz.length,
      rawBytes: Number(metadata.metadata?.rawBytes),
      pages: Number(metadata.metadata?.pages),
      writtenAfterChangeMs: snapshotWrittenMs,
    };
    log(
      `  snapshot ${snapshot.path}: ${mb(snapshot.gzBytes)} MB gzipped, ${mb(snapshot.rawBytes)} MB raw, ${snapshot.pages} pages; in Storage ${snapshotWrittenMs} ms after the change`,
    );

    // Without: the snapshot is out of the way, the instance builds from contentPages.
    await file.delete();
    const without = await coldInstance(18796, { loadTest: false });
    log(describeCold('without snapshot', without));
    // With: the same bytes back under the same name.
    await file.save(gz, {
      resumable: false,
      contentType: 'application/gzip',
      metadata: { metadata: metadata.metadata },
    });
    const withSnapshot = await coldInstance(18797, { loadTest: true });
    log(describeCold('with snapshot', withSnapshot));
    const load = withSnapshot.load;
    log(
      `  GET /api/search under load (20 connections, 10 s): ${load.rps} req/s  p50 ${load.p50Ms} ms  p95 ${load.p95Ms} ms  max ${load.maxMs} ms  (${load.requests} requests, ${load.non2xx} non-2xx)  budget p95 < ${SEARCH_P95_BUDGET_MS} ms  ${load.p95Ms < SEARCH_P95_BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
    );
    const ok = withSnapshot.firstQueryMs <= COLD_WITH_SNAPSHOT_TARGET_MS;
    log(
      `  cold first query with snapshot ${withSnapshot.firstQueryMs} ms, target ≤ ${COLD_WITH_SNAPSHOT_TARGET_MS} ms: ${ok ? 'ok' : 'OVER TARGET'}`,
    );
    return {
      corpus: { scale, contents: contents.length, pages: texts.length, characters, seedMs },
      snapshot,
      coldWithout: without,
      coldWith: withSnapshot,
      targetColdWithSnapshotMs: COLD_WITH_SNAPSHOT_TARGET_MS,
      budgetP95Ms: SEARCH_P95_BUDGET_MS,
    };
  } finally {
    if (cleanup) {
      log('  removing the synthetic corpus…');
      await unseed(db, contents, texts);
      await db.doc('meta/content').set({ version: FieldValue.increment(1) }, { merge: true });
    }
  }
}

/** Words of the seeded corpus (the generator's most frequent ranks), from contentPages. */
async function seededWords(db) {
  const pages = await db.collection('contentPages').get();
  const words = new Set();
  for (const doc of pages.docs) {
    for (const w of String(doc.get('text') ?? '')
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? []) {
      words.add(w);
    }
  }
  return [...words];
}

/** Writes the catalog documents and pages as the pipeline does (400 writes per batch). */
async function seed(db, contents, texts) {
  const writes = [
    ...contents.map((c) => [
      db.collection(c.type === 'note' ? 'notes' : 'pyqs').doc(ID_PREFIX + c.id),
      { ...c, id: undefined, type: undefined, pages: 0 },
    ]),
    ...texts.map((t) => [
      db.collection('contentPages').doc(`${ID_PREFIX}${t.contentId}-p${t.page}`),
      { contentId: ID_PREFIX + t.contentId, page: t.page, text: t.text },
    ]),
  ];
  await inBatches(db, writes, (batch, [ref, data]) =>
    batch.set(ref, JSON.parse(JSON.stringify(data))),
  );
}

async function unseed(db, contents, texts) {
  const refs = [
    ...contents.map((c) =>
      db.collection(c.type === 'note' ? 'notes' : 'pyqs').doc(ID_PREFIX + c.id),
    ),
    ...texts.map((t) => db.collection('contentPages').doc(`${ID_PREFIX}${t.contentId}-p${t.page}`)),
  ];
  await inBatches(db, refs, (batch, ref) => batch.delete(ref));
}

/** Commits `items` in batches of 400, 4 batches in flight. */
async function inBatches(db, items, add) {
  const chunks = [];
  for (let i = 0; i < items.length; i += 400) chunks.push(items.slice(i, i + 400));
  for (let i = 0; i < chunks.length; i += 4) {
    await Promise.all(
      chunks.slice(i, i + 4).map((chunk) => {
        const batch = db.batch();
        for (const item of chunk) add(batch, item);
        return batch.commit();
      }),
    );
  }
}

/** Polls Storage until the snapshot of `version` (or newer) is there. */
async function waitForSnapshot(bucket, version) {
  const deadline = performance.now() + SNAPSHOT_WAIT_MS;
  while (performance.now() < deadline) {
    const [files] = await bucket.getFiles({ prefix: 'search/index-v' });
    const file = files.find((f) => Number(SNAPSHOT_NAME.exec(f.name)?.[1]) >= version);
    if (file) return file;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no snapshot of version ${version} within ${SNAPSHOT_WAIT_MS / 1000} s`);
}

/**
 * A fresh API instance: times start → listening and → first search answered, reads its memory
 * once the index is ready, and optionally load-tests it. Its log says whether the index came
 * from the snapshot or the pages.
 */
async function coldInstance(basePort, { loadTest: withLoad }) {
  const port = basePort + PORT_OFFSET;
  const url = `http://127.0.0.1:${port}`;
  const appModule = path.join(ROOT, 'functions', 'lib', 'app.js');
  // createApp() behind one extra route that reports this process's memory after a full GC.
  const script = `
    import http from 'node:http';
    const { createApp } = await import(${JSON.stringify(appModule)});
    const app = createApp();
    http.createServer((req, res) => {
      if (req.url !== '/__bench/memory') return app(req, res);
      globalThis.gc(); globalThis.gc();
      const m = process.memoryUsage();
      res.end(JSON.stringify({ heapUsed: m.heapUsed, rss: m.rss, external: m.external,
        maxRss: process.resourceUsage().maxRSS * 1024 }));
    }).listen(${port}, '127.0.0.1');`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
      FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
      STORAGE_EMULATOR_HOST: `http://${HOSTS.storage}`,
      GCLOUD_PROJECT: PROJECT_ID,
      FUNCTIONS_EMULATOR: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  try {
    let listeningMs = NaN;
    while (performance.now() - started < 30_000) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) {
          listeningMs = since(started);
          break;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    if (Number.isNaN(listeningMs)) throw new Error('API instance: no answer within 30 s');
    const t0 = performance.now();
    const res = await fetch(`${url}/api/search?q=dijkstra`);
    const body = await res.json();
    const firstQueryMs = since(t0);
    if (!res.ok) throw new Error(`cold search → ${res.status} ${JSON.stringify(body)}`);
    const memory = await (await fetch(`${url}/__bench/memory`)).json();
    const ready = readyLine(output);
    const result = {
      from: ready?.from ?? 'unknown',
      indexReadyMs: ready?.ms ?? null,
      // With the snapshot: Storage list, download and decode (gunzip + parse + load), ms.
      steps:
        ready?.from === 'snapshot'
          ? { listMs: ready.listMs, readMs: ready.readMs, decodeMs: ready.decodeMs }
          : undefined,
      listeningMs,
      firstQueryMs,
      startToFirstAnswerMs: since(started),
      results: body.results.length,
      heapUsedMB: mb(memory.heapUsed),
      rssMB: mb(memory.rss),
      peakRssMB: mb(memory.maxRss),
    };
    if (withLoad) {
      const paths = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
      result.load = await loadTest({ url, connections: 20, seconds: 10, paths });
      const after = await (await fetch(`${url}/__bench/memory`)).json();
      result.peakRssAfterLoadMB = mb(after.maxRss);
    }
    return result;
  } finally {
    child.kill('SIGKILL');
  }
}

/** The instance's "search index ready" log entry (service.ts `loadOrBuild`), if printed. */
function readyLine(output) {
  for (const line of output.split('\n')) {
    if (!line.includes('search index ready')) continue;
    try {
      return JSON.parse(line);
    } catch {
      return null;
    }
  }
  return null;
}

function describeCold(name, c) {
  const steps = c.steps
    ? ` (list ${c.steps.listMs} ms, download ${c.steps.readMs} ms, decode ${c.steps.decodeMs} ms)`
    : '';
  return `  cold instance ${name}: index from ${c.from} in ${c.indexReadyMs} ms${steps}; listening ${c.listeningMs} ms, first query ${c.firstQueryMs} ms (start → answer ${c.startToFirstAnswerMs} ms, ${c.results} results); heap ${c.heapUsedMB} MB, RSS ${c.rssMB} MB (peak ${c.peakRssMB} MB)`;
}
