/**
 * Assembling questions: the drafts the line reader (questions.ts) opens, one per question or
 * part, become the paper's questions. Multiple-choice options go back into their item's text,
 * split marks are shared over the parts, marks wrapped into the text are read, and texts too
 * short to be a question are dropped. Pure (docs/exam-prep-papers.md, "Rules").
 */
import { shareSplitMarks } from './paper-marks.js';
import { trailingMarks, type Marks } from './paper-tokens.js';

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
export function finishQuestions(drafts: Draft[]): PaperQuestion[] {
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
