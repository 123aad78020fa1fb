/**
 * Splits a question paper into questions: the number as printed (`3`, `11(a)`, `5(ii)`), the
 * marks, the text with its sub-parts and data, the page it starts on, and the section and unit
 * printed above it. Pure: no I/O, unit-tested on small synthetic layouts of many universities'
 * styles (questions*.test.ts) and measured on real papers (`npm run eval:topics`,
 * docs/exam-prep-papers.md).
 *
 * This file reads the lines in printed order and decides which line opens a question or a part;
 * the pieces it reads with live beside it: paper-lines.ts (words and columns), paper-tokens.ts
 * (what a word is), paper-labels.ts (numbers and part labels), paper-marks.ts (marks),
 * paper-headings.ts (sections and units) and paper-drafts.ts (drafts to questions).
 *
 * Rules (docs/exam-prep-papers.md lists them with examples):
 * - A question starts with its number in the page's number column (paper-lines.ts finds it):
 *   `1`, `1.`, `1)`, `Q1`, `Q.1`, `Q 1`, `Question 1`, or `(I)` for multiple-choice items;
 *   numbers only go forward (a number back to 1 only after a heading), which keeps numbered
 *   sub-items and data lines out. In a scanned paper's text layer the number may be garbled
 *   (`l0`, `t4`, `J`): a look-alike of the expected next number counts, in the number column only.
 * - A part starts a line (or follows the number) with `a)`, `(a)`, `a.`, or `(i)` / `i)` / `i.`
 *   when the question has no stem text; letters go in order. Roman items under a stem, and
 *   letters out of order, are sub-parts and stay in the part's text. Options `a)`–`d)` of a
 *   multiple-choice item (short, no marks) are its text, not parts.
 * - Marks: a figure in the page's marks column (`3`, `03`, noisy `J`), or `[8]`, `(7)`, `7M`,
 *   `(7 marks)` at a line's end, or wrapped onto the next line; a split such as `[4+3+2+6]`
 *   gives each part its share in order. `CO1`, `L2` columns are dropped. Marks printed alone
 *   on a line go to the open question when it has none, else to the next one.
 * - Headings `PART A`, `SECTION B`, `GROUP C` set the section; `Module -1`, `MODULE II`,
 *   `UNIT-III`, `Unit 4` the printed unit of the questions under them (until the next section).
 * - Never questions: header lines before the first question, instructions, `Page 1 of 3`,
 *   `Downloaded from …`, register-number lines, paper codes, `OR` lines.
 */
import { lineHeading } from './paper-headings.js';
import { finishQuestions, mergeOptions, type Draft, type PaperQuestion } from './paper-drafts.js';
import { GARBLED_PART, NUMBER_SLACK, nextLetter, readLabel } from './paper-labels.js';
import {
  hasGeometry,
  lineText,
  numberXAt,
  pageColumns,
  paperLines,
  type PaperPage,
} from './paper-lines.js';
import { bareMarksInText, takeMarks } from './paper-marks.js';
import { readsAsNotes } from './paper-notes.js';
import { isNeverQuestion, isOrLine, isRoman, romanValue, type Marks } from './paper-tokens.js';

export type { PaperPage } from './paper-lines.js';
export { MAX_QUESTION_CHARS, MAX_QUESTIONS, type PaperQuestion } from './paper-drafts.js';

/**
 * The questions of a paper, in printed order.
 * @param pages each page's layout (or, for pages stored before layouts, its text); index 0 = page 1
 * @returns [] when no question can be found (the caller records why)
 */
export function splitQuestions(pages: PaperPage[]): PaperQuestion[] {
  return readQuestions(pages).questions;
}

/**
 * splitQuestions, and why it found none when what it read is numbered like questions but reads
 * as notes (paper-notes.ts): `asNotes` is then true and `questions` empty.
 */
export function readQuestions(pages: PaperPage[]): {
  questions: PaperQuestion[];
  asNotes: boolean;
} {
  const found = numberedItems(pages);
  return readsAsNotes(found)
    ? { questions: [], asNotes: true }
    : { questions: found, asNotes: false };
}

/** What opens with a question number or part label, before the notes check. */
function numberedItems(pages: PaperPage[]): PaperQuestion[] {
  const lines = paperLines(pages);
  const columns = pageColumns(lines);
  const textMarksColumn = bareMarksInText(lines.filter((l) => !hasGeometry(l)).map(lineText));
  const drafts: Draft[] = [];
  let draft: Draft | null = null;
  let section: string | null = null;
  let unit: number | null = null;
  let lastUnit: number | null = null;
  let previous = 0;
  let romanMain = 0;
  let afterHeading = true;
  let lastLetter: string | null = null;
  let lastRoman = 0;
  let pendingMarks: Marks | null = null;

  const close = () => {
    if (draft) drafts.push(draft);
    draft = null;
  };
  const open = (main: string, part: string | null, roman: boolean, page: number): Draft => {
    close();
    draft = { main, part, roman, page, words: [], marks: null, above: pendingMarks, section, unit };
    pendingMarks = null;
    return draft;
  };

  for (const line of lines) {
    const geo = hasGeometry(line);
    const pageCols = columns.get(line.page) ?? { numberX: null, marksX: null };
    const cols = { ...pageCols, numberX: numberXAt(pageCols, line.y) };
    const text = lineText(line.words);
    // An instruction may be numbered too (`1. Answer all questions`).
    if (
      isNeverQuestion(text) ||
      isNeverQuestion(text.replace(/^(?:Q\.?\s*)?\d{1,2}[.)]\s+/i, ''))
    ) {
      continue;
    }
    if (isOrLine(text)) {
      close();
      continue;
    }
    const heading = lineHeading(line.words, text, geo, lastUnit);
    if (heading) {
      close();
      if ('section' in heading) {
        section = heading.section;
        unit = null;
      } else {
        unit = heading.unit;
        lastUnit = unit;
      }
      afterHeading = true;
      continue;
    }
    const { words, marks } = takeMarks(line.words, geo, cols.marksX, textMarksColumn);
    const current = draft as Draft | null;
    const label = readLabel(words, geo, cols.numberX, previous, afterHeading, romanMain);
    if (label.number !== null || label.roman !== null) {
      const main = label.number !== null ? String(label.number) : label.roman!;
      if (label.number !== null) previous = label.number;
      else romanMain++;
      afterHeading = false;
      lastLetter = null;
      lastRoman = 0;
      const part = label.part && !isRoman(label.part, null) ? label.part : null;
      const roman = label.part !== null && isRoman(label.part, null);
      const d = open(main, label.part, roman, line.page);
      if (part) lastLetter = part;
      if (roman) lastRoman = romanValue(label.part!) ?? 1;
      d.words.push(...label.rest.map((w) => w.text));
      d.marks = marks;
      continue;
    }
    if (label.part && current) {
      if (
        label.part === 'b' &&
        lastLetter === null &&
        current.part === null &&
        !current.roman &&
        GARBLED_PART.test(current.words[0] ?? '')
      ) {
        // The question's text began with a scan's garbled `a)` (`2)`): it was part a.
        current.part = 'a';
        current.words.shift();
        lastLetter = 'a';
      }
      const letter = !isRoman(label.part, lastLetter);
      const stemless = current.part === null && current.words.length === 0;
      const startsPart = letter
        ? label.part === nextLetter(lastLetter) && !current.roman
        : (current.roman && romanValue(label.part) === lastRoman + 1) ||
          (label.part === 'i' && lastLetter === null && stemless);
      if (startsPart) {
        const d = open(current.main, label.part, !letter, line.page);
        if (letter) lastLetter = label.part;
        else lastRoman = romanValue(label.part) ?? lastRoman + 1;
        d.words.push(...label.rest.map((w) => w.text));
        d.marks = marks;
        continue;
      }
    }
    const restText = words.map((w) => w.text);
    if (restText.length === 0) {
      // Marks printed alone on their line (a scan's text layer often puts them there).
      if (marks && current && !current.marks) current.marks = marks;
      else if (marks) pendingMarks = marks;
      continue;
    }
    const lostNumber =
      (current?.marks && current.part === null && previous > 0) ||
      (!current && section !== null && previous === 0);
    if (
      geo &&
      marks &&
      lostNumber &&
      cols.numberX !== null &&
      words[0]!.x > cols.numberX + NUMBER_SLACK
    ) {
      // A question whose number the scan lost: it has its own marks like the one before it.
      previous++;
      const d = open(String(previous), null, false, line.page);
      d.words.push(...restText);
      d.marks = marks;
      continue;
    }
    if (current) {
      current.words.push(...restText);
      if (marks && !current.marks) current.marks = marks;
    }
  }
  close();
  return finishQuestions(mergeOptions(drafts));
}
