/**
 * Assembling questions: the drafts the line reader (questions.ts) opens, one per question or
 * part, become the paper's questions. Multiple-choice options go back into their item's text,
 * split marks are shared over the parts, marks wrapped into the text are read, and texts too
 * short to be a question are dropped. Pure (docs/exam-prep-papers.md, "Rules").
 */
import { shareSplitMarks } from './paper-marks.js';
import { NUMBER_WORDS, trailingMarks, type Marks } from './paper-tokens.js';

/** One question (or part) of a paper, as printed. */
export interface PaperQuestion {
  /** As printed, without the `Q.`: '3', '11(a)', '5(ii)'. */
  number: string;
  /** Marks when printed, else null. */
  marks: number | null;
  /** Whitespace-collapsed, marks removed; keeps sub-parts and data. */
  text: string;
  /** 1-based page the question starts on. */
  page: number;
  /** The unit of a `Module 2` / `UNIT-II` heading printed above it, else null. */
  unitPrinted: number | null;
  /** The `PART B` / `SECTION B` it is printed under ('B'), else null. */
  section: string | null;
}

/** Longest question text kept (characters); a paper's question is far shorter. */
export const MAX_QUESTION_CHARS = 1_000;
/** Most questions kept from one paper; a real paper has 15–40. */
export const MAX_QUESTIONS = 200;
/** A question must say something: at least this many letters. */
const MIN_LETTERS = 3;
/** Options of a multiple-choice item are at most this long. */
const MAX_OPTION_CHARS = 60;

/** A question or part as read so far; `main` is its number ('11'), `part` its label ('a'). */
export interface Draft {
  main: string;
  part: string | null;
  roman: boolean;
  page: number;
  words: string[];
  marks: Marks | null;
  /** Marks printed alone on the line(s) above it. */
  above: Marks | null;
  section: string | null;
  unit: number | null;
}

/** A stem that asks for some of its items (`Write short notes on any FOUR`): they are no options. */
const COUNT = `(${NUMBER_WORDS.slice(1).join('|')}|\\d{1,2})`;
const ASKS_ITEMS = new RegExp(`\\bshort notes?\\b|\\bany\\s+${COUNT}\\b`, 'i');
const ASKS_COUNT = new RegExp(`\\bany\\s+${COUNT}\\b`, 'i');

/** How many items a stem asks for (`any FOUR` → 4), else null. */
export function itemsAsked(text: string): number | null {
  const m = ASKS_COUNT.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  return /\d/.test(word)
    ? Number(word)
    : NUMBER_WORDS.indexOf(word as (typeof NUMBER_WORDS)[number]);
}

/**
 * Options of multiple-choice items are parts `a`…`d` of one question that carry no marks and are
 * short, following an item with text: they go back into that item's text.
 */
export function mergeOptions(drafts: Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < drafts.length; i++) {
    const stem = drafts[i]!;
    out.push(stem);
    const run: Draft[] = [];
    for (let j = i + 1; j < drafts.length; j++) {
      const d = drafts[j]!;
      if (d.main !== stem.main || d.roman || d.part !== String.fromCharCode(97 + run.length)) break;
      run.push(d);
    }
    // Options may share a line: `(a) ARP (b) DNS (c) FTP (d) SMTP`.
    const inline = run.reduce(
      (n, d) => n + (d.words.join(' ').match(/(?:^|\s)\(?[b-h][).](?=\s)/g) ?? []).length,
      0,
    );
    const options =
      run.length + inline >= 3 &&
      !ASKS_ITEMS.test(stem.words.join(' ')) &&
      stem.words.length > 0 &&
      stem.part !== run[0]?.part &&
      run.every((d) => !d.marks) &&
      run.every((d) => d.words.join(' ').length <= MAX_OPTION_CHARS * (1 + inline));
    if (!options) continue;
    for (const d of run) stem.words.push(`(${d.part})`, ...d.words);
    i += run.length;
  }
  return out;
}

/**
 * The paper's questions out of its drafts, in printed order: at most MAX_QUESTIONS, each text cut
 * at MAX_QUESTION_CHARS; drafts with fewer than MIN_LETTERS letters of text are dropped.
 */
export function finishQuestions(all: Draft[]): PaperQuestion[] {
  const drafts = withoutStems(all);
  const questions: PaperQuestion[] = [];
  // Split marks (`[4+3+2+6]`) are shared in order among the parts of their question.
  const shares = shareSplitMarks(drafts);
  for (const d of drafts) {
    let text = d.words.join(' ').replace(/\s+/g, ' ').trim();
    let marks = d.marks ?? d.above;
    if (!d.marks) {
      const wrapped = trailingMarks(text);
      if (wrapped) {
        marks = wrapped.marks;
        text = wrapped.before;
      }
    }
    // Specks a scan left before the text, and the top of a garbled `3` (`J`).
    text = text
      .replace(/^[^A-Za-z0-9([]+/, '')
      .replace(/^[J|]\s+/, '')
      .trim();
    if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) continue;
    if (questions.length >= MAX_QUESTIONS) break;
    questions.push({
      number: d.part ? `${d.main}(${d.part})` : d.main,
      marks: shares.get(d) ?? marks?.total ?? null,
      text: text.slice(0, MAX_QUESTION_CHARS),
      page: d.page,
      unitPrinted: d.unit,
      section: d.section,
    });
  }
  return questions;
}

/** A stem that only says how to answer its items (`Answer any four of the following`). */
export const INSTRUCTION =
  /\b(?:any\s+(?:\w+\s+)?(?:of|out)|the following|choose|correct (?:alternative|answer|option)|short notes?|solve|attempt)\b/i;

/**
 * A question's stem (its text before its first part) is no question of its own: marks printed
 * for each item (`[5 marks each]`, `10 x 1 = 10`) go to the parts that print none, and a stem
 * that is more than an instruction (the data its parts ask about) opens its first part's text.
 */
function withoutStems(drafts: Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < drafts.length; i++) {
    const stem = drafts[i]!;
    const next = drafts[i + 1];
    if (stem.part !== null || !next || next.main !== stem.main || next.part === null) {
      out.push(stem);
      continue;
    }
    const stemText = stem.words.join(' ');
    const asked = itemsAsked(stemText);
    // `[5 marks each]`; or `(20)` for `any FOUR` of the items: 5 each.
    const each =
      stem.marks?.each || /\beach\b/i.test(stemText)
        ? stem.marks
        : stem.marks && !stem.marks.shares && asked && stem.marks.total % asked === 0
          ? { total: stem.marks.total / asked, shares: null }
          : null;
    for (let j = i + 1; j < drafts.length && drafts[j]!.main === stem.main; j++) {
      const part = drafts[j]!;
      if (each && !part.marks) part.marks = { total: each.total, shares: null };
    }
    const text = stem.words.join(' ');
    if (!INSTRUCTION.test(text) && (text.match(/\p{L}/gu) ?? []).length >= 3) {
      next.words.unshift(...stem.words);
    }
  }
  return out;
}
