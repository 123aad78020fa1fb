// Timings of shared links (docs/share-links.md) against a running local stack:
//   node bench/src/share.mjs [--cold] [--pdf=<file.pdf> …]
// (honours NOTESEA_PORT_OFFSET). Prints JSON:
// - html: GET /notes/{id}?page=2 through Hosting → the `share` function, warm (n runs after one
//   warm-up): total time at the client and the function's own time (Server-Timing);
// - cold (--cold): the first request after the functions emulator reloads its code (this script
//   touches functions/lib/index.js, which the emulator watches), i.e. a new worker process that
//   imports the function's code, then Hosting's index.html fetched for the first time;
// - image: a page image rendered (its Storage copy deleted first) and then read back, for a seeded
//   3-page note and for each --pdf given (uploaded into a throw-away subject of the local stack
//   only: the real corpus stays outside the repository and the seed).
import { randomUUID } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { emulatorAdmin } from '../../tools/src/admin.mjs';
import { APP_URL, PORT_OFFSET, ROOT } from '../../tools/src/paths.mjs';

const args = process.argv.slice(2);
const RUNS = 20;
const admin = emulatorAdmin();

/** One GET: client milliseconds, status, and the function's Server-Timing entry. */
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  const timing = /(\w+);dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return {
    status: res.status,
    ms: round(ms),
    server: timing ? { [timing[1]]: Number(timing[2]) } : null,
    bytes: body.length,
  };
}

const round = (n) => Math.round(n * 10) / 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

async function seededNote() {
  const res = await fetch(`${APP_URL}/api/semesters/subjects/cse-3-dsa/notes`);
  const notes = await res.json();
  const note = notes.find((n) => n.pages === 3);
  if (!note) throw new Error('No seeded 3-page note (was the seed run?)');
  return note._id;
}

/** First render (stored copy deleted) and a read back, for page `page` of note `id`. */
async function imageTimes(id, page) {
  await admin.bucket
    .file(`previews/note/${id}/p${page}.jpg`)
    .delete()
    .catch(() => undefined);
  const url = `${APP_URL}/notes/${encodeURIComponent(id)}/page-${page}.jpg?v=${randomUUID()}`;
  const first = await timed(url);
  const cached = await timed(url);
  return { id, page, first, cached };
}

async function uploadPdf(file) {
  const subjectId = `bench-share-${randomUUID().slice(0, 8)}`;
  await admin.db
    .doc(`subjects/${subjectId}`)
    .set({ title: 'Share bench', semesterId: 'sem-3', order: 99 });
  const object = `notes/sem-3/${subjectId}/unit-1-${path.basename(file, '.pdf')}.pdf`;
  await admin.bucket.file(object).save(readFileSync(file), {
    resumable: false,
    contentType: 'application/pdf',
    metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } },
  });
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${APP_URL}/api/semesters/subjects/${subjectId}/notes`);
    const notes = res.ok ? await res.json() : [];
    if (notes.length) return notes[0]._id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${file} was not published within 60 s`);
}

const report = {};
const noteId = await seededNote();
const htmlUrl = `${APP_URL}/notes/${encodeURIComponent(noteId)}?page=2`;

if (args.includes('--cold')) {
  const log = path.join(ROOT, `.runtime/emulators${PORT_OFFSET ? `-${PORT_OFFSET}` : ''}.log`);
  const reloads = () => readFileSync(log, 'utf8').split('Loaded functions definitions').length;
  report.cold = [];
  for (let i = 0; i < 3; i++) {
    const before = reloads();
    const lib = path.join(ROOT, 'functions/lib/index.js');
    const now = new Date();
    utimesSync(lib, now, now);
    // Until the emulator says it reloaded the code (its next request starts a new worker).
    for (let waited = 0; reloads() === before; waited += 200) {
      if (waited > 30_000) throw new Error(`The functions emulator did not reload (see ${log})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    report.cold.push(await timed(htmlUrl));
  }
}

await timed(htmlUrl);
const warm = [];
for (let i = 0; i < RUNS; i++) warm.push(await timed(htmlUrl));
report.htmlWarm = {
  runs: RUNS,
  clientMedianMs: median(warm.map((r) => r.ms)),
  clientP95Ms: p95(warm.map((r) => r.ms)),
  functionMedianMs: median(warm.map((r) => r.server?.share ?? NaN)),
};

report.images = [await imageTimes(noteId, 2)];
for (const arg of args.filter((a) => a.startsWith('--pdf='))) {
  const id = await uploadPdf(arg.slice('--pdf='.length));
  report.images.push({ file: arg.slice('--pdf='.length), ...(await imageTimes(id, 2)) });
}
console.log(JSON.stringify(report, null, 2));
process.exit(0);
