// The layouts evaluation of the question parser (issue 31, "Papers"): every text paper of the
// hand-labelled subjects of the real corpus (../shared/corpus, never copied into the repository)
// is read as the pipeline reads it (pdf.js text items → PageLayout → splitQuestions) and compared
// with its labels: MAKAUT, GTU, Mumbai and CUSAT (labels/papers/*.json) and KTU
// (real-papers.json). Figures per layout (subject) and per side of CORPUS_SPLIT; the misses are
// printed for the tuning side only, so no one tunes a rule on a held-out paper's failures.
// Papers without a text layer (`scan: true`) are not measured here: they need OCR.
// The code under test is passed in (functions/src/modules/topics/layouts.test.ts passes the
// TypeScript sources), as in papers-eval.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDir, splitOf, type Side } from './corpus.ts';
import { align, readPages, type PaperLib, type PageReader, type Ratio } from './papers-eval.ts';

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

export interface Label {
  number: string;
  marks: number | null;
}

export interface LabelledTextPaper {
  subject: string;
  file: string;
  labels: Label[];
}

/** foundRatio: found (hits) / printed (of) */
export interface LayoutFigures {
  mainRecall: Ratio;
  partRecall: Ratio;
  marksAccuracy: Ratio;
  foundRatio: Ratio;
}

/** A labelled paper as the labels files write it. */
interface PaperLabels {
  file: string;
  scan?: boolean;
  questions: Label[];
}

/** The labelled text papers (scans left out, with the reason in `skipped`). */
export function labelledTextPapers(): { papers: LabelledTextPaper[]; skipped: string[] } {
  const papers: LabelledTextPaper[] = [];
  const skipped: string[] = [];
  for (const subject of LAYOUT_SUBJECTS) {
    const set = JSON.parse(
      readFileSync(path.join(HERE, 'labels', 'papers', `${subject}.json`), 'utf8'),
    ) as { papers: PaperLabels[] };
    for (const paper of set.papers) {
      const file = `${subject}/${paper.file}`;
      if (paper.scan) skipped.push(`${file}: a scan without a text layer (needs OCR)`);
      else papers.push({ subject, file, labels: paper.questions });
    }
  }
  const real = JSON.parse(readFileSync(path.join(HERE, 'real-papers.json'), 'utf8')) as {
    papers: Array<PaperLabels & { subject: string }>;
  };
  for (const paper of real.papers) {
    if (paper.scan) skipped.push(`${paper.file}: a scan without a text layer (needs OCR)`);
    else papers.push({ subject: paper.subject, file: paper.file, labels: paper.questions });
  }
  return { papers, skipped };
}

const ratio = (hits: number, of: number): Ratio => ({
  value: of ? hits / of : 0,
  hits,
  of,
});

/** '7(a)' → '7'; 'IV(b)' → 'IV'. */
const mainOf = (number: string) => number.replace(/\(.*$/, '');

export interface LayoutScore {
  counts: {
    mains: number;
    mainsFound: number;
    parts: number;
    partsFound: number;
    marksOf: number;
    marksRight: number;
  };
  found: number;
  printed: number;
  misses: string[];
}

/**
 * Scores one paper's questions against its labels. An entry is found when the alignment (in
 * printed order) pairs it with a question of the same number; a main number when any of its
 * entries is found; marks are compared on found entries with labelled marks.
 */
export function scoreLayout(
  found: Array<{ number: string; marks: number | null; text?: string }>,
  labels: Label[],
): LayoutScore {
  const counts = { mains: 0, mainsFound: 0, parts: 0, partsFound: 0, marksOf: 0, marksRight: 0 };
  const misses: string[] = [];
  const foundEntry = new Array<boolean>(labels.length).fill(false);
  for (const [fi, li] of align(found, labels)) {
    const question = fi === null ? null : found[fi];
    const label = li === null ? null : labels[li];
    if (label && question && question.number === label.number) {
      foundEntry[li!] = true;
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
  const mains = new Map<string, boolean>();
  labels.forEach((label, k) => {
    const main = mainOf(label.number);
    mains.set(main, (mains.get(main) ?? false) || foundEntry[k]!);
    if (label.number.includes('(')) {
      counts.parts++;
      if (foundEntry[k]) counts.partsFound++;
    }
  });
  counts.mains = mains.size;
  counts.mainsFound = [...mains.values()].filter(Boolean).length;
  return { counts, found: found.length, printed: labels.length, misses };
}

function figuresOf(scores: LayoutScore[]): LayoutFigures {
  const sum = (f: (s: LayoutScore) => number) => scores.reduce((n, s) => n + f(s), 0);
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

export type LayoutRow = LayoutFigures & { side: Side; papers: number };

export interface LayoutsResult {
  layouts: Record<string, LayoutRow>;
  sides: Record<Side, LayoutFigures>;
  tuningMisses: string[];
  scansSkipped: string[];
}

/** The layouts evaluation: `lib` is the code under test. */
export async function runLayoutsEval(
  lib: Pick<PaperLib, keyof PageReader | 'splitQuestions'>,
  {
    log = () => {},
    dir = corpusDir().dir,
  }: { log?: (line: string) => void; dir?: string | null } = {},
): Promise<{ skipped: string } | LayoutsResult> {
  if (!dir) return { skipped: corpusDir().reason };
  const { papers, skipped } = labelledTextPapers();
  const bySubject = new Map<string, LayoutScore[]>();
  const tuningMisses: string[] = [];
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
  const layouts: Record<string, LayoutRow> = {};
  const sideScores: Record<Side, LayoutScore[]> = { tuning: [], heldOut: [] };
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

/** The figures as a table, one line per layout and per side. */
export function formatLayouts(result: {
  layouts: Record<string, LayoutFigures & { side: string; papers: number }>;
  sides: Record<Side, LayoutFigures>;
}): string[] {
  const f = (r: Ratio) => `${r.value.toFixed(2)} (${r.hits}/${r.of})`.padEnd(16);
  const row = (name: string, x: LayoutFigures) =>
    `${name.padEnd(24)}${f(x.mainRecall)}${f(x.partRecall)}${f(x.marksAccuracy)}${f(x.foundRatio)}`;
  const lines = [
    `${'layout'.padEnd(24)}${['main recall', 'part recall', 'marks', 'found/printed'].map((h) => h.padEnd(16)).join('')}`,
  ];
  for (const side of ['tuning', 'heldOut'] as const) {
    for (const [name, x] of Object.entries(result.layouts)) {
      if (x.side === side) lines.push(row(`${name} (${x.papers})`, x));
    }
    lines.push(row(`= ${side}`, result.sides[side]));
  }
  return lines;
}
