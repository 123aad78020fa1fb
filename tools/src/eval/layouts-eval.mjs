// The layouts evaluation of the question parser (issue 31, "Papers"): every text paper of the
// hand-labelled subjects of the real corpus (../shared/corpus, never copied into the repository)
// is read as the pipeline reads it (pdf.js text items → PageLayout → splitQuestions) and compared
// with its labels: MAKAUT, GTU, Mumbai and CUSAT (labels/papers/*.json) and KTU
// (real-papers.json). Figures per layout (subject) and per side of CORPUS_SPLIT; the misses are
// printed for the tuning side only, so no one tunes a rule on a held-out paper's failures.
// Papers without a text layer (`scan: true`) are not measured here: they need OCR.
// The code under test is passed in (functions/src/modules/topics/layouts.test.ts passes the
// TypeScript sources), as in papers-eval.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDir, splitOf } from './corpus.mjs';
import { align, readPages } from './papers-eval.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Subjects with labels in labels/papers/, beside KTU's real-papers.json. */
export const LAYOUT_SUBJECTS = Object.freeze([
  'makaut-dsa',
  'mu-finance-mgmt',
  'gtu-oop',
  'cusat-dsa',
]);

/**
 * What the parser must reach in every layout (issue 31). `foundRatio` is a ceiling: questions
 * found at most 1.2 × the printed ones.
 */
export const LAYOUT_TARGETS = Object.freeze({
  mainRecall: 0.95,
  partRecall: 0.85,
  marksAccuracy: 0.75,
  foundRatio: 1.2,
});

/**
 * @typedef {{ number: string, marks: number | null }} Label
 * @typedef {{ subject: string, file: string, labels: Label[] }} LabelledTextPaper
 * @typedef {{ value: number, hits: number, of: number }} Ratio
 * @typedef {{ mainRecall: Ratio, partRecall: Ratio, marksAccuracy: Ratio, foundRatio: Ratio }}
 *   LayoutFigures foundRatio: found (hits) / printed (of)
 */

/**
 * The labelled text papers (scans left out, with the reason in `skipped`).
 * @returns {{ papers: LabelledTextPaper[], skipped: string[] }}
 */
export function labelledTextPapers() {
  /** @type {LabelledTextPaper[]} */
  const papers = [];
  /** @type {string[]} */
  const skipped = [];
  for (const subject of LAYOUT_SUBJECTS) {
    const set = JSON.parse(
      readFileSync(path.join(HERE, 'labels', 'papers', `${subject}.json`), 'utf8'),
    );
    for (const paper of set.papers) {
      const file = `${subject}/${paper.file}`;
      if (paper.scan) skipped.push(`${file}: a scan without a text layer (needs OCR)`);
      else papers.push({ subject, file, labels: paper.questions });
    }
  }
  const real = JSON.parse(readFileSync(path.join(HERE, 'real-papers.json'), 'utf8'));
  for (const paper of real.papers) {
    if (paper.scan) skipped.push(`${paper.file}: a scan without a text layer (needs OCR)`);
    else papers.push({ subject: paper.subject, file: paper.file, labels: paper.questions });
  }
  return { papers, skipped };
}

const ratio = (/** @type {number} */ hits, /** @type {number} */ of) => ({
  value: of ? hits / of : 0,
  hits,
  of,
});

/** '7(a)' → '7'; 'IV(b)' → 'IV'. */
const mainOf = (/** @type {string} */ number) => number.replace(/\(.*$/, '');

/**
 * Scores one paper's questions against its labels. An entry is found when the alignment (in
 * printed order) pairs it with a question of the same number; a main number when any of its
 * entries is found; marks are compared on found entries with labelled marks.
 * @param {Array<{ number: string, marks: number | null, text?: string }>} found
 * @param {Label[]} labels
 */
export function scoreLayout(found, labels) {
  const counts = { mains: 0, mainsFound: 0, parts: 0, partsFound: 0, marksOf: 0, marksRight: 0 };
  /** @type {string[]} */
  const misses = [];
  const foundEntry = new Array(labels.length).fill(false);
  for (const [fi, li] of align(found, labels)) {
    const question = fi === null ? null : found[fi];
    const label = li === null ? null : labels[li];
    if (label && question && question.number === label.number) {
      foundEntry[/** @type {number} */ (li)] = true;
      if (label.marks !== null) {
        counts.marksOf++;
        if (question.marks === label.marks) counts.marksRight++;
        else misses.push(`${label.number} marks ${question.marks} ≠ ${label.marks}`);
      }
    } else if (label && question) {
      misses.push(`${label.number} read as ${question.number}`);
    } else if (label) {
      misses.push(`missed ${label.number}`);
    } else if (question) {
      misses.push(`extra ${question.number} "${(question.text ?? '').slice(0, 40)}"`);
    }
  }
  const mains = new Map();
  labels.forEach((label, k) => {
    const main = mainOf(label.number);
    mains.set(main, (mains.get(main) ?? false) || foundEntry[k]);
    if (label.number.includes('(')) {
      counts.parts++;
      if (foundEntry[k]) counts.partsFound++;
    }
  });
  counts.mains = mains.size;
  counts.mainsFound = [...mains.values()].filter(Boolean).length;
  return { counts, found: found.length, printed: labels.length, misses };
}

/**
 * @param {Array<ReturnType<typeof scoreLayout>>} scores
 * @returns {LayoutFigures}
 */
function figuresOf(scores) {
  const sum = (/** @type {(s: ReturnType<typeof scoreLayout>) => number} */ f) =>
    scores.reduce((n, s) => n + f(s), 0);
  return {
    mainRecall: ratio(
      sum((s) => s.counts.mainsFound),
      sum((s) => s.counts.mains),
    ),
    partRecall: ratio(
      sum((s) => s.counts.partsFound),
      sum((s) => s.counts.parts),
    ),
    marksAccuracy: ratio(
      sum((s) => s.counts.marksRight),
      sum((s) => s.counts.marksOf),
    ),
    foundRatio: ratio(
      sum((s) => s.found),
      sum((s) => s.printed),
    ),
  };
}

/**
 * The layouts evaluation.
 * @param {{ getDocumentProxy: Function, layoutFromTextItems: Function,
 *   splitQuestions: (layouts: any[]) => Array<{ number: string, marks: number | null,
 *   text: string }> }} lib the code under test
 * @param {{ log?: (line: string) => void, dir?: string | null }} [options]
 * @returns {Promise<{ skipped: string } | { layouts: Record<string, LayoutFigures & { side:
 *   'tuning' | 'heldOut', papers: number }>, sides: Record<'tuning' | 'heldOut', LayoutFigures>,
 *   tuningMisses: string[], scansSkipped: string[] }>}
 */
export async function runLayoutsEval(lib, { log = () => {}, dir = corpusDir().dir } = {}) {
  if (!dir) return { skipped: corpusDir().reason };
  const { papers, skipped } = labelledTextPapers();
  /** @type {Map<string, Array<ReturnType<typeof scoreLayout>>>} */
  const bySubject = new Map();
  /** @type {string[]} */
  const tuningMisses = [];
  for (const paper of papers) {
    const pages = await readPages(path.join(dir, paper.file), lib);
    const found = lib.splitQuestions(pages.map((p) => p.layout));
    const score = scoreLayout(found, paper.labels);
    bySubject.set(paper.subject, [...(bySubject.get(paper.subject) ?? []), score]);
    if (splitOf(paper.subject) === 'tuning') {
      for (const miss of score.misses) tuningMisses.push(`${paper.file}: ${miss}`);
    }
    log(`${paper.file}: ${found.length} found, ${paper.labels.length} printed`);
  }
  /** @type {Record<string, any>} */
  const layouts = {};
  /** @type {Record<'tuning' | 'heldOut', Array<ReturnType<typeof scoreLayout>>>} */
  const sideScores = { tuning: [], heldOut: [] };
  for (const [subject, scores] of bySubject) {
    const side = splitOf(subject);
    layouts[subject] = { side, papers: scores.length, ...figuresOf(scores) };
    sideScores[side].push(...scores);
  }
  return {
    layouts,
    sides: { tuning: figuresOf(sideScores.tuning), heldOut: figuresOf(sideScores.heldOut) },
    tuningMisses,
    scansSkipped: skipped,
  };
}

/**
 * The figures as a table, one line per layout and per side.
 * @param {{ layouts: Record<string, LayoutFigures & { side: string, papers: number }>,
 *   sides: Record<string, LayoutFigures> }} result
 */
export function formatLayouts(result) {
  const f = (/** @type {Ratio} */ r) => `${r.value.toFixed(2)} (${r.hits}/${r.of})`.padEnd(16);
  const row = (/** @type {string} */ name, /** @type {LayoutFigures} */ x) =>
    `${name.padEnd(24)}${f(x.mainRecall)}${f(x.partRecall)}${f(x.marksAccuracy)}${f(x.foundRatio)}`;
  const lines = [
    `${'layout'.padEnd(24)}${['main recall', 'part recall', 'marks', 'found/printed'].map((h) => h.padEnd(16)).join('')}`,
  ];
  for (const side of ['tuning', 'heldOut']) {
    for (const [name, x] of Object.entries(result.layouts)) {
      if (x.side === side) lines.push(row(`${name} (${x.papers})`, x));
    }
    lines.push(row(`= ${side}`, /** @type {any} */ (result.sides)[side]));
  }
  return lines;
}
