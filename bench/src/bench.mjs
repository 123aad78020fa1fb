// `npm run bench`: the performance report against docs/architecture.md §10 (docs/testing.md).
// Starts the local stack when none is running, prints a table and writes bench/report.json.
// `npm run bench -- --only=search`: only the search part (index measurements, cold query, load
// test), written to bench/search-report.json. `npm run bench -- --only=reader`: only the reader part
// (first page painted, Lighthouse on the reader route), written to bench/reader-report.json.
// `npm run bench -- --only=search-scale`: the projected full corpus seeded into the stack, its index
// snapshot, cold first query with and without it, heap, p95 (bench/search-scale.mjs; `--scale=2`
// doubles the corpus), written to bench/search-scale-report.json.
// `npm run bench -- --only=runtimes`: cold start, /api/semesters and search p95 on Node 24 and on
// this machine's own Node (bench/runtimes.mjs), written to bench/runtimes-report.json.
// `npm run bench -- --only=practice`: 20 students reviewing at once (p95 of GET /api/practice/due
// and POST /api/practice/reviews, Firestore operations per review), bench/practice-report.json.
// `npm run bench -- --only=catalog`: the catalogue's list routes, p50/p95 of sequential reads
// (`--app=PATH/functions/lib/app.js` times another build), written to bench/catalog-report.json.
// `npm run bench -- --only=chat`: only the chat room's polling load (1,000 students with /chat
// open; `--students=N` for another size), written to bench/chat-report.json.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_URL, ROOT } from '../../tools/src/paths.mjs';
import { PRODUCTION_BUILD_ENV, run } from '../../tools/src/stack/process.mjs';
import { useOrStartStack } from '../../tools/src/stack/index.mjs';
import { BUNDLE_BUDGETS, measureBundle } from './bundle.mjs';
import {
  calibratedCpuSlowdown,
  LIGHTHOUSE_BUDGETS,
  READER_LIGHTHOUSE_BUDGETS,
  runLighthouse,
} from './lighthouse.mjs';
import { measureCpuBlockingTime } from './cpu-blocking.mjs';
import { measureFirstPagePaint, readerNote } from './reader.mjs';
import { countOperations, loadTest, measureColdStart, startApiInstance } from './api.mjs';
import { createBenchUser } from '../../tools/src/test-user.mjs';
import { runSearchBench } from './search.mjs';
import { runRuntimeBench } from './runtimes.mjs';
import { runChatBench } from './chat.mjs';
import { runPracticeBench } from './practice.mjs';
import { runCatalogBench } from './catalog.mjs';
import { runSearchScaleBench } from './search-scale.mjs';
import { measureSearchIndex } from './search-index.mjs';
import { SEED } from '../../tools/src/seed-data/index.mjs';

const API = `${APP_URL}/api`;
const report = { at: new Date().toISOString(), appUrl: APP_URL, budgets: {}, results: {} };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const stack = await useOrStartStack({ outbox: false, log: () => {} });

/** The search part: index size and build time (seeded and projected full corpus), load test. */
async function searchReport() {
  const index = await measureSearchIndex();
  console.log('\nSearch index (MiniSearch; heap after GC, JSON = serialised index)');
  for (const [name, m] of Object.entries(index)) {
    if (!m) continue;
    console.log(
      `  ${name.padEnd(7)} ${m.contents} docs ${m.pages} pages ${(m.characters / 1e6).toFixed(1)} M chars ${m.terms} terms  load ${m.loadMs} ms  build ${m.buildMs} ms  heap ${m.heapMB} MB  JSON ${m.jsonMB} MB (loadJSON ${m.loadJsonMs} ms)  query p50 ${m.query.p50Ms} ms p95 ${m.query.p95Ms} ms`,
    );
  }
  return { index, load: await runSearchBench() };
}

/**
 * The reader part: a seeded 3-page note opened at /notes/{id}, time to its
 * first page painted (median of 5 fresh loads), and Lighthouse (mobile) on /notes/{id}?page=1.
 */
async function readerReport() {
  const note = await readerNote(API);
  const readerUrl = `${APP_URL}/notes/${encodeURIComponent(note._id)}`;
  const firstPage = await measureFirstPagePaint(readerUrl, { runs: 5 });
  console.log(`\nReader: "${note.title}" (${note.pages} pages), ${new URL(readerUrl).pathname}`);
  console.log(
    `  first page painted (navigation start → canvas with ink, 5 fresh loads, no throttling): median ${firstPage.medianMs} ms (${firstPage.runsMs.join(', ')} ms)`,
  );
  const cpuBlocking = await measureCpuBlockingTime(`${readerUrl}?page=1`);
  console.log(
    `  blocking time from main-thread CPU (x4 - 50 ms per task, 5 fresh loads; steady on a busy machine): median ${cpuBlocking.medianMs} ms (${cpuBlocking.runsMs.join(', ')} ms), main-thread CPU ${cpuBlocking.mainThreadCpuMs} ms`,
  );
  const lighthouse = await runLighthouse(`${readerUrl}?page=1`);
  // Also at the slowdown calibrated to this host (Lighthouse's docs), so a slow machine's figure
  // can be compared with one from the high-end desktop the default 4x assumes.
  const calibrated = await runLighthouse(`${readerUrl}?page=1`, {
    cpuSlowdownMultiplier: calibratedCpuSlowdown(lighthouse.benchmarkIndex),
  });
  return {
    note: { id: note._id, title: note.title, pages: note.pages },
    firstPage,
    cpuBlocking,
    lighthouse,
    calibrated,
  };
}

/** One Lighthouse line of the table, against `budgets`. */
function printLighthouse(/** @type {Awaited<ReturnType<typeof runLighthouse>>} */ p, budgets) {
  const ok = p.performance >= budgets.performance && p.accessibility >= budgets.accessibility;
  const url = new URL(p.url);
  console.log(
    `  ${(url.pathname + url.search).padEnd(12)} perf ${p.performance}  a11y ${p.accessibility}  best ${p.bestPractices}  seo ${p.seo}  LCP ${p.lcpMs} ms  TBT ${p.tbtMs} ms  CLS ${p.cls}  CPU ${p.cpuSlowdownMultiplier}x (benchmarkIndex ${p.benchmarkIndex})  ${verdict(ok)}${budgets === LIGHTHOUSE_BUDGETS ? '' : ` (budget perf ≥ ${budgets.performance}, a11y ≥ ${budgets.accessibility})`}`,
  );
}

for (const part of [
  'search',
  'search-scale',
  'reader',
  'chat',
  'practice',
  'catalog',
  'runtimes',
]) {
  if (!process.argv.includes(`--only=${part}`)) continue;
  try {
    if (part === 'search') {
      report.results.search = await searchReport();
    } else if (part === 'search-scale') {
      const scale = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice(8));
      console.log('');
      report.results.searchScale = await runSearchScaleBench({
        scale: scale > 0 ? scale : 1,
        // A stack the bench started is thrown away; someone's running stack gets its data back.
        cleanup: !stack.started,
      });
    } else if (part === 'runtimes') {
      console.log('');
      report.results.runtimes = await runRuntimeBench();
    } else if (part === 'practice') {
      console.log('');
      // `--think=0`: no pause between a student's cards (saturation); default 2 s.
      const think = process.argv.find((a) => a.startsWith('--think='))?.slice(8);
      report.results.practice = await runPracticeBench(
        think !== undefined ? { thinkSeconds: Number(think) } : {},
      );
    } else if (part === 'catalog') {
      console.log('');
      const app = process.argv.find((a) => a.startsWith('--app='))?.slice(6);
      report.results.catalog = await runCatalogBench(app ? { appModule: path.resolve(app) } : {});
    } else if (part === 'chat') {
      // `--students=250` measures a smaller room (default 1,000).
      const students = Number(process.argv.find((a) => a.startsWith('--students='))?.slice(11));
      console.log('');
      report.results.chat = await runChatBench(students > 0 ? { students } : {});
    } else {
      report.budgets.readerLighthouse = READER_LIGHTHOUSE_BUDGETS;
      report.results.reader = await readerReport();
      console.log('\nLighthouse (mobile, simulated throttling)');
      printLighthouse(report.results.reader.lighthouse, READER_LIGHTHOUSE_BUDGETS);
      printLighthouse(report.results.reader.calibrated, READER_LIGHTHOUSE_BUDGETS);
    }
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    const file = path.join(ROOT, 'bench', `${part}-report.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote bench/${part}-report.json`);
  } finally {
    await stack.stop();
  }
  process.exit(0);
}

try {
  const dist = path.join(ROOT, 'web', 'dist');
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    await run('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, env: PRODUCTION_BUILD_ENV });
  }

  // Web build.
  const bundle = measureBundle(dist);
  report.budgets.bundle = BUNDLE_BUDGETS;
  report.results.bundle = bundle;
  console.log('\nWeb build (gzip)');
  console.log(
    `  landing initial JS  ${kb(bundle.landing.gzip).padStart(9)} (raw ${kb(bundle.landing.raw)})  budget ${kb(BUNDLE_BUDGETS.landingJs)}  ${verdict(bundle.landing.gzip <= BUNDLE_BUDGETS.landingJs)}`,
  );
  console.log(
    `  CSS total           ${kb(bundle.css.gzip).padStart(9)} (raw ${kb(bundle.css.raw)})  budget ${kb(BUNDLE_BUDGETS.css)}  ${verdict(bundle.css.gzip <= BUNDLE_BUDGETS.css)}`,
  );
  console.log(
    `  Route chunks (each with what the entry does not hold), budget ${kb(BUNDLE_BUDGETS.routeJs)}`,
  );
  for (const r of bundle.routes) {
    console.log(
      `  ${r.name.padEnd(40)} ${kb(r.gzip).padStart(9)} (raw ${kb(r.raw)})  ${verdict(r.gzip <= BUNDLE_BUDGETS.routeJs)}`,
    );
  }
  const reader = bundle.reader;
  console.log(
    `  Reader route (${reader.name}, without pdf.js) ${kb(reader.gzip)} (raw ${kb(reader.raw)})  budget ${kb(BUNDLE_BUDGETS.routeJs)}  ${verdict(reader.gzip <= BUNDLE_BUDGETS.routeJs)}; pdf.js on demand: ${kb(reader.pdfjs.gzip)} (+ worker ${kb(reader.pdfjs.workerGzip)})`,
  );
  console.log('  On-demand components (loaded inside a page; no budget)');
  for (const c of bundle.components) {
    console.log(`  ${c.name.padEnd(40)} ${kb(c.gzip).padStart(9)} (raw ${kb(c.raw)})`);
  }

  // A signed-in user with 20 orders, made through the API as a buyer would.
  const user = await createBenchUser();
  const auth = { Authorization: `Bearer ${user.token}` };
  const project = SEED.projects.find((p) => p.active);
  const deadline = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  let ordersMade = 0;
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${API}/orders`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        projectId: project?.id,
        planType: i % 2 ? 'business' : 'student',
        userDetails: { name: 'Bench User', email: user.email, phone: '9876543210' },
        projectDetails: { requirements: `Bench order ${i}`, deadline },
      }),
    });
    if (res.ok) ordersMade++;
  }
  report.results.ordersMade = ordersMade;

  // Firestore operations per request.
  const subject = SEED.subjects.find((s) => s.semesterId === 'sem-3');
  const targets = [
    ['GET /semesters', `${API}/semesters`, {}],
    ['GET /semesters/:id/subjects', `${API}/semesters/sem-3/subjects`, {}],
    ['GET /semesters/subjects/:id/notes', `${API}/semesters/subjects/${subject?.id}/notes`, {}],
    // Exam prep: one stored document per subject.
    [
      'GET /semesters/subjects/:id/topics',
      `${API}/semesters/subjects/${SEED.papers[0]?.subjectId}/topics`,
      {},
    ],
    ['GET /projects?category=medium', `${API}/projects?category=medium`, {}],
    ['GET /notifications', `${API}/notifications`, {}],
    ['GET /orders/myorders', `${API}/orders/myorders`, auth],
  ];
  report.results.firestoreOperations = {};
  console.log('\nFirestore operations per request (counted at the emulator)');
  for (const [name, url, headers] of targets) {
    const c = await countOperations(url, headers);
    report.results.firestoreOperations[name] = c;
    const detail = c.operations ? JSON.stringify(c.operations) : 'not countable (official mode)';
    console.log(`  ${name.padEnd(36)} status ${c.status}  ${c.total ?? '?'} op(s) ${detail}`);
  }

  // Lighthouse.
  report.budgets.lighthouse = LIGHTHOUSE_BUDGETS;
  const pages = [
    await runLighthouse(`${APP_URL}/`),
    await runLighthouse(`${APP_URL}/dashboard`, { token: user.token }),
  ];
  report.results.lighthouse = pages;
  // The reader: first page painted, and Lighthouse on its route (its own budget).
  report.budgets.readerLighthouse = READER_LIGHTHOUSE_BUDGETS;
  report.results.reader = await readerReport();
  console.log('\nLighthouse (mobile, simulated throttling)');
  for (const p of pages) printLighthouse(p, LIGHTHOUSE_BUDGETS);
  printLighthouse(report.results.reader.lighthouse, READER_LIGHTHOUSE_BUDGETS);
  printLighthouse(report.results.reader.calibrated, READER_LIGHTHOUSE_BUDGETS);

  // API.
  const cold = await measureColdStart(3);
  report.results.coldStart = cold;
  console.log(
    `\nAPI cold start (process start → first answer): median ${cold.medianMs} ms (${cold.runsMs.join(', ')} ms)`,
  );
  const instance = await startApiInstance(18790);
  let loads;
  try {
    loads = [
      await loadTest({ url: `${instance.url}/api/semesters` }),
      await loadTest({ url: `${instance.url}/api/orders/myorders`, headers: auth }),
    ];
  } finally {
    instance.stop();
  }
  report.results.load = loads;
  console.log('Load (autocannon, 50 connections, 10 s, one API instance against the emulators)');
  for (const l of loads) {
    console.log(
      `  ${new URL(l.url).pathname.padEnd(22)} ${String(l.rps).padStart(5)} req/s  p50 ${l.p50Ms} ms  p95 ${l.p95Ms} ms  max ${l.maxMs} ms  (${l.requests} requests, ${l.non2xx} non-2xx, ${l.errors} errors)`,
    );
  }
  report.results.search = await searchReport();
  console.log('');
  report.results.chat = await runChatBench();
  console.log('');
  report.results.runtimes = await runRuntimeBench();

  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote bench/report.json');
} finally {
  await stack.stop();
}
