/**
 * A question paper's printed lines as words with their horizontal position, and the paper's
 * columns, so that questions come out of any real paper: where question numbers start (the left
 * column) and where marks are printed (the right column). Pure; used by questions.ts.
 *
 * Input is a page's `PageLayout` (modules/content/layout.ts: pdf.js items or OCR boxes) or, for
 * pages stored before layouts existed, its plain text (one printed line per text line, no
 * geometry: x is NaN and the text rules alone apply).
 */
import type { PageLayout } from '../content/layout.js';
import { stripWatermark } from './paper-tokens.js';

export interface Word {
  text: string;
  /** Left edge, fraction of the page width; NaN without geometry. */
  x: number;
  /** Right edge, fraction of the page width; NaN without geometry. */
  x2: number;
}

export interface PaperLine {
  /** 1-based page. */
  page: number;
  /** Baseline, fraction of the page height; NaN for plain text. */
  y: number;
  words: Word[];
}

/** The columns of one page; null where the page shows none. */
export interface PageColumns {
  /** Left edge of the question numbers (at the page's top, y = 0, when it slants). */
  numberX: number | null;
  /**
   * How far the number column moves right per page height downwards: 0 on a straight page; a
   * scan photographed askew slants it (−0.06 on the corpus's series test, p. 3).
   */
  numberSlant?: number;
  /** Left edge of the marks column. */
  marksX: number | null;
}

/** A page as the content pipeline stores it: its layout when read with geometry, else text. */
export type PaperPage = PageLayout | string;

/** The lines of every page, words left to right (page order kept). */
export function paperLines(pages: PaperPage[]): PaperLine[] {
  const lines: PaperLine[] = [];
  pages.forEach((page, index) => {
    if (typeof page === 'string') {
      for (const raw of page.split('\n')) {
        const words = raw
          .split(/\s+/)
          .filter(Boolean)
          .map((text) => ({ text, x: NaN, x2: NaN }));
        if (words.length) lines.push({ page: index + 1, y: NaN, words });
      }
      return;
    }
    const read: PaperLine[] = [];
    for (const line of page.lines) {
      const words = line.items.flatMap((item) => itemWords(item.text, item.x, item.x2));
      if (words.length) read.push({ page: index + 1, y: line.y, words });
    }
    lines.push(...withoutWatermark(read));
  });
  return dropWatermarkFragments(lines);
}

/**
 * A page's lines without the runs of a watermark printed as text (long strings of capitals and
 * digits, `1CE34FF8FB61…`), which pdf.js may glue to the start of a printed line: the text after
 * the run is kept and placed at the page's left text margin (the run's width says nothing of
 * where the text starts).
 */
function withoutWatermark(lines: PaperLine[]): PaperLine[] {
  const clean = lines.filter((l) => !l.words.some((w) => stripWatermark(w.text) !== null));
  const margin = leftmost(clean.map((l) => l.words[0]!.x).filter((x) => x >= 0.02)) ?? 0.1;
  return lines.flatMap((line) => {
    if (line.words.every((w) => stripWatermark(w.text) === null)) return [line];
    const words = line.words.flatMap((w) => {
      const rest = stripWatermark(w.text);
      if (rest === null) return [w];
      return rest ? [{ text: rest, x: Math.max(w.x, margin), x2: Math.max(w.x2, margin) }] : [];
    });
    return words.length ? [{ ...line, words }] : [];
  });
}

/** A watermark's one- or two-character hex fragments, each on its own line. */
const HEX_FRAGMENT = /^[0-9A-F]{1,2}$/;
/** This many fragment lines with a letter (`B9`, `CC`) mark a paper as watermarked. */
const MIN_FRAGMENTS = 10;

/** The lines of a paper whose watermark left hex fragments on lines of their own, without them. */
function dropWatermarkFragments(lines: PaperLine[]): PaperLine[] {
  const fragment = (l: PaperLine) => l.words.length === 1 && HEX_FRAGMENT.test(l.words[0]!.text);
  const lettered = lines.filter((l) => fragment(l) && /[A-F]/.test(l.words[0]!.text)).length;
  return lettered >= MIN_FRAGMENTS ? lines.filter((l) => !fragment(l)) : lines;
}

/**
 * The words of one item, each placed by its share of the item's characters (proportional fonts
 * make this approximate: a few thousandths of the page width per word). An item that holds a
 * whole printed line with a wide run of spaces before its marks (pdf.js does that for some
 * papers) so still puts the marks in the right-hand column.
 */
function itemWords(text: string, x: number, x2: number): Word[] {
  const width = x2 - x;
  const length = text.length || 1;
  const words: Word[] = [];
  const pattern = /\S+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    words.push({
      text: match[0],
      x: x + (width * start) / length,
      x2: x + (width * end) / length,
    });
  }
  return words;
}

/** Whether the lines carry geometry (a layout) rather than plain text. */
export function hasGeometry(line: PaperLine): boolean {
  return line.words.length > 0 && Number.isFinite(line.words[0]!.x);
}

/** A clean question number as the first word: `1`, `12`, `Q1`, `Q.1`, `1.`, `1)`. */
const CLEAN_NUMBER = /^(?:Q\.?)?\d{1,2}[.):]?$/i;
/** A clean marks entry: `3`, `10`, `03`, `(3)`, `[8]`, `7M`. */
const CLEAN_MARKS = /^(?:\d{1,2}|\(\d{1,2}\)|\[\d{1,2}\]|\d{1,2}M)$/i;

/**
 * The columns of each page, found from the lines themselves: the question-number column is the
 * left edge of the leftmost first word that is a clean number; the marks column the left edge
 * shared by the most last words that are clean marks right of the page's middle (at least 2 on
 * the page). A page that shows none takes the paper's (3 or more lines).
 */
export function pageColumns(lines: PaperLine[]): Map<number, PageColumns> {
  const numbers = new Map<number, number[]>();
  const numberPoints = new Map<number, [number, number][]>();
  const marks = new Map<number, number[]>();
  for (const line of lines) {
    if (!hasGeometry(line)) continue;
    const first = line.words[0]!;
    if (CLEAN_NUMBER.test(first.text) && first.x < 0.5) {
      push(numbers, line.page, first.x);
      if (Number.isFinite(line.y)) {
        const points = numberPoints.get(line.page) ?? [];
        points.push([line.y, first.x]);
        numberPoints.set(line.page, points);
      }
    }
    const last = line.words.at(-1)!;
    if (line.words.length > 0 && CLEAN_MARKS.test(last.text) && last.x > 0.55) {
      push(marks, line.page, last.x);
    }
  }
  const allNumbers = [...numbers.values()].flat();
  const allMarks = [...marks.values()].flat();
  // A page that shows too few falls back to the paper's median (scanned pages shift a little).
  const paperNumberX = allNumbers.length >= 3 ? median(allNumbers) : null;
  const paperMarksX = densest(allMarks, 3);
  const columns = new Map<number, PageColumns>();
  for (const page of new Set(lines.map((l) => l.page))) {
    const slanted = slantedColumn(numberPoints.get(page) ?? []);
    columns.set(page, {
      // The leftmost: numbered sub-items (`1) Arrays`) are indented right of the questions.
      numberX: slanted?.x0 ?? leftmost(numbers.get(page) ?? []) ?? paperNumberX,
      ...(slanted ? { numberSlant: slanted.slant } : {}),
      marksX: densest(marks.get(page) ?? [], 2) ?? paperMarksX,
    });
  }
  return columns;
}

/** The number column's left edge at a line's height (`y` NaN: the page's `numberX`). */
export function numberXAt(columns: PageColumns, y: number): number | null {
  if (columns.numberX === null || !columns.numberSlant || !Number.isFinite(y)) {
    return columns.numberX;
  }
  return columns.numberX + columns.numberSlant * y;
}

/** Slants under this (page widths per page height, ~1° on A4) are a straight column. */
const MIN_SLANT = 0.02;
/** Steeper than this (~11°) is not a column of numbers. */
const MAX_SLANT = 0.2;

/**
 * The number column of a page photographed askew: a straight line x = x0 + slant × y through
 * the numbers starting lines, fitted by least squares and refitted without the numbers right of
 * it (numbered sub-items are indented), when at least 4 numbers remain and the slant is clear.
 * @param points [y, x] of the numbers, fractions of the page
 * @returns null for a straight column (the leftmost number is then used)
 */
function slantedColumn(points: [number, number][]): { x0: number; slant: number } | null {
  let kept = points;
  for (let round = 0; round < 3 && kept.length >= 4; round++) {
    const n = kept.length;
    const my = kept.reduce((sum, [y]) => sum + y, 0) / n;
    const mx = kept.reduce((sum, [, x]) => sum + x, 0) / n;
    const vy = kept.reduce((sum, [y]) => sum + (y - my) ** 2, 0);
    if (vy === 0) return null;
    const slant = kept.reduce((sum, [y, x]) => sum + (y - my) * (x - mx), 0) / vy;
    const x0 = mx - slant * my;
    const inColumn = kept.filter(([y, x]) => x <= x0 + slant * y + 0.02);
    if (inColumn.length === n) {
      const steep = Math.abs(slant);
      if (steep < MIN_SLANT || steep > MAX_SLANT) return null;
      // The left edge: the fitted line moved to the leftmost number's offset from it.
      const offset = Math.min(...kept.map(([y, x]) => x - (x0 + slant * y)));
      return { x0: x0 + offset, slant };
    }
    kept = inColumn;
  }
  return null;
}

function push(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}

/** The value around which most values lie (within 0.025), when at least `min` do; else null. */
function densest(values: number[], min: number): number | null {
  let best: number[] = [];
  for (const v of values) {
    const near = values.filter((w) => Math.abs(w - v) <= 0.025);
    if (near.length > best.length) best = near;
  }
  if (best.length < min) return null;
  return Math.min(...best);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function leftmost(values: number[]): number | null {
  return values.length ? Math.min(...values) : null;
}

/** Text of words (or of a line's words), single-spaced. */
export function lineText(words: Word[] | { words: Word[] }): string {
  const list = Array.isArray(words) ? words : words.words;
  return list.map((w) => w.text).join(' ');
}
