// Search index measurements: build time, heap and serialised size of the
// MiniSearch index (functions/src/modules/search/search-index.ts) for
//  - the seeded corpus, loaded from the running stack's Firestore with the same 3 queries the
//    function makes, and
//  - a projected full RTU CSE+AIDS corpus: 700 notes × 20 pages + 68 subjects × 16 papers
//    (8 years × 2 sessions) × 2 pages, synthetic text of realistic size (~2,500 characters a
//    page, Zipf-distributed words over a 60k-word vocabulary seeded with the real corpus' words).
// Also: per-query time in-process and `loadJSON` time (what an instance would pay to load a
// prebuilt snapshot instead of building).
//
// Run on its own with `node --expose-gc bench/src/search-index.mjs` (prints JSON), or
// through `measureSearchIndex()` (the bench), which starts it in a fresh process so the heap
// figures are this index's alone. Needs functions/lib (npm run build -w functions).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from '../../tools/src/paths.mjs';

const SELF = fileURLToPath(import.meta.url);

/** Queries timed in-process: typical searches, a typo, a prefix being typed, a long one. */
export const MEASURE_QUERIES = [
  'dijkstra',
  'djikstra',
  'normalisation',
  'deadlock',
  'paging',
  'sql joins',
  'greedy dijks',
  'tcp congestion control',
  'binary search tree',
  'what is deadlock avoidance in operating system',
  'fourier',
  'ma',
];

/**
 * Runs the measurements in a fresh `node --expose-gc` process.
 * @param {{ full?: boolean }} [options] full: also the projected full corpus (~30 s, ~1 GB)
 * @returns {Promise<{ seeded: Measurement | null, full: Measurement | null }>}
 */
export function measureSearchIndex({ full = true } = {}) {
  return new Promise((resolve, reject) => {
    const args = ['--expose-gc', '--max-old-space-size=3072', SELF, ...(full ? [] : ['--seeded'])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`search-index measurement exited with ${code}`));
      resolve(JSON.parse(out));
    });
  });
}

/**
 * @typedef {object} Measurement
 * @property {number} contents notes + papers
 * @property {number} pages
 * @property {number} characters page text, total
 * @property {number} terms distinct indexed terms
 * @property {number} loadMs Firestore read (seeded) or text generation (full)
 * @property {number} buildMs SearchIndex.build
 * @property {number} heapMB heapUsed after − before (after GC; index + text kept for snippets)
 * @property {number} jsonMB JSON.stringify(miniSearch) length, MB
 * @property {number} loadJsonMs MiniSearch.loadJSON of that
 * @property {{ p50Ms: number, p95Ms: number, maxMs: number, slowest: string[] }} query
 *   searchDocuments with limit 20, each of MEASURE_QUERIES 5 times after a warm-up round
 */

const lib = (file) => pathToFileURL(path.join(ROOT, 'functions', 'lib', file)).href;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ms = (t0) => Math.round(performance.now() - t0);

function heapUsed() {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/** @returns {Promise<Measurement & { words: string[] }>} */
async function measureSeeded() {
  const { emulatorAdmin } = await import('../../tools/src/admin.mjs');
  const { db } = emulatorAdmin();
  await db.doc('meta/content').get(); // open the channel before measuring
  const { SearchIndex } = await import(lib('modules/search/search-index.js'));
  const before = heapUsed();
  const t0 = performance.now();
  const [pages, notes, pyqs] = await Promise.all(
    ['contentPages', 'notes', 'pyqs'].map((c) => db.collection(c).get()),
  );
  const loadMs = ms(t0);
  const contents = [
    ...notes.docs.map((d) => entry(d.id, 'note', d.data())),
    ...pyqs.docs.map((d) => entry(d.id, 'pyq', d.data())),
  ];
  let texts = pages.docs.map((d) => ({
    contentId: String(d.get('contentId')),
    page: Number(d.get('page')),
    text: String(d.get('text') ?? ''),
  }));
  const words = [...new Set(texts.flatMap((t) => t.text.toLowerCase().match(/[a-z]{3,}/g) ?? []))];
  const characters = texts.reduce((n, t) => n + t.text.length, 0);
  const result = await measureBuild(SearchIndex, contents, texts, loadMs, before, characters);
  texts = [];
  return { ...result, words };
}

function entry(id, type, data) {
  return {
    id,
    type,
    title: String(data.title ?? ''),
    subjectId: String(data.subjectId ?? ''),
    subjectName: String(data.subjectName ?? ''),
    semesterId: String(data.semesterId ?? ''),
    semesterName: String(data.semesterName ?? ''),
    unit: type === 'note' ? (data.unit ?? null) : null,
    year: type === 'pyq' ? (data.year ?? null) : null,
    pdfUrl: String(data.pdfUrl ?? ''),
  };
}

/** Builds, then measures heap (inputs dropped), JSON size, loadJSON and query times. */
async function measureBuild(SearchIndex, contents, texts, loadMs, before, characters) {
  const t0 = performance.now();
  let index = SearchIndex.build(contents, texts);
  const buildMs = ms(t0);
  contents.length = 0;
  texts.length = 0;
  const heapMB = mb(heapUsed() - before);
  const times = [];
  const perQuery = new Map(MEASURE_QUERIES.map((q) => [q, 0]));
  for (let round = 0; round < 6; round++) {
    for (const q of MEASURE_QUERIES) {
      const t = performance.now();
      index.searchDocuments(q, {}, 20);
      const took = performance.now() - t;
      // Round 0 warms the JIT and is not counted.
      if (round === 0) continue;
      times.push(took);
      perQuery.set(q, Math.max(perQuery.get(q) ?? 0, took));
    }
  }
  const slowest = [...perQuery]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([q, t]) => `${q} ${Math.round(t * 10) / 10} ms`);
  times.sort((a, b) => a - b);
  const pct = (p) => Math.round(times[Math.floor((p / 100) * (times.length - 1))] * 10) / 10;
  const size = index.size;
  let json = JSON.stringify(index);
  const jsonMB = mb(json.length);
  index = null;
  const { default: MiniSearch } = await import('minisearch');
  const t1 = performance.now();
  MiniSearch.loadJSON(json, { fields: ['title', 'subjectName', 'text'] });
  const loadJsonMs = ms(t1);
  json = '';
  return {
    contents: size.contents,
    pages: size.pages,
    characters,
    terms: size.terms,
    loadMs,
    buildMs,
    heapMB,
    jsonMB,
    loadJsonMs,
    query: {
      p50Ms: pct(50),
      p95Ms: pct(95),
      maxMs: Math.round(times.at(-1) * 10) / 10,
      slowest,
    },
  };
}

/** Deterministic PRNG (mulberry32), so every run measures the same text. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The projected full corpus. Vocabulary: the seeded corpus' words first (the most frequent
 * ranks), then made-up technical-looking words up to 60k; words drawn with Zipf's law (s = 1.07),
 * about 400 per page, with punctuation and PDF-like line breaks. Also used by search-scale.mjs.
 * @param {string[]} seedWords
 * @param {number} [scale] 1 = the projected corpus (700 notes, 1,088 papers, 16,176 pages); 2
 *   doubles the notes and papers (same vocabulary: a larger corpus of the same subjects)
 */
export function syntheticCorpus(seedWords, scale = 1) {
  const rand = random(20251001);
  const syllables =
    'ba ce di fo gu ka le mi no pu ra se ti vo xu ze tra pro con sta ment ion'.split(' ');
  const vocabulary = [...seedWords];
  const seen = new Set(vocabulary);
  while (vocabulary.length < 60_000) {
    let word = '';
    const n = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < n; i++) word += syllables[Math.floor(rand() * syllables.length)];
    if (!seen.has(word)) {
      seen.add(word);
      vocabulary.push(word);
    }
  }
  const cumulative = new Float64Array(vocabulary.length);
  let total = 0;
  for (let r = 0; r < vocabulary.length; r++) cumulative[r] = total += 1 / (r + 1) ** 1.07;
  const word = () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return vocabulary[lo];
  };
  const pageText = () => {
    let text = '';
    let line = 0;
    while (text.length < 2_300 + rand() * 400) {
      const w = word();
      text += w;
      line += w.length + 1;
      text += rand() < 0.08 ? '. ' : line > 90 ? ((line = 0), '\n') : ' ';
    }
    return text;
  };
  const contents = [];
  const texts = [];
  const subject = (i) => ({
    subjectId: `subject-${i % 68}`,
    subjectName: `${word()} ${word()} ${i % 68}`,
    semesterId: `sem-${(i % 8) + 1}`,
    semesterName: `Semester ${(i % 8) + 1}`,
  });
  for (let i = 0; i < Math.round(700 * scale); i++) {
    const id = `note-${i}`;
    contents.push({
      id,
      type: 'note',
      title: `${word()} ${word()}`,
      ...subject(i),
      unit: (i % 5) + 1,
      year: null,
      pdfUrl: `https://x/${id}.pdf`,
    });
    for (let p = 1; p <= 20; p++) texts.push({ contentId: id, page: p, text: pageText() });
  }
  for (let i = 0; i < Math.round(68 * 16 * scale); i++) {
    const id = `pyq-${i}`;
    const year = 2017 + Math.floor((i % 16) / 2);
    contents.push({
      id,
      type: 'pyq',
      title: `${i % 2 ? 'Dec' : 'May'} ${year}`,
      ...subject(i),
      unit: null,
      year,
      pdfUrl: `https://x/${id}.pdf`,
    });
    for (let p = 1; p <= 2; p++) texts.push({ contentId: id, page: p, text: pageText() });
  }
  return { contents, texts };
}

async function main() {
  const seededOnly = process.argv.includes('--seeded');
  let seeded = null;
  let words = [];
  try {
    const measured = await measureSeeded();
    words = measured.words;
    delete measured.words;
    seeded = measured;
  } catch (error) {
    console.error(`seeded corpus not measured (is the stack running?): ${error}`);
  }
  let full = null;
  if (!seededOnly) {
    const { SearchIndex } = await import(lib('modules/search/search-index.js'));
    const before = heapUsed();
    const t0 = performance.now();
    const { contents, texts } = syntheticCorpus(words);
    const loadMs = ms(t0);
    const characters = texts.reduce((n, t) => n + t.text.length, 0);
    full = await measureBuild(SearchIndex, contents, texts, loadMs, before, characters);
  }
  process.stdout.write(`${JSON.stringify({ seeded, full })}\n`);
  process.exit(0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) await main();
