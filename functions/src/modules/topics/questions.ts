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
import {
  finishQuestions,
  INSTRUCTION,
  itemsAsked,
  mergeOptions,
  type Draft,
  type PaperQuestion,
} from './paper-drafts.js';
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
import {
  eachMarks,
  isNeverQuestion,
  isOrLine,
  isRoman,
  romanValue,
  type Marks,
} from './paper-tokens.js';

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
  // A paper that numbers its questions `Q.1`, `Q2` numbers nothing else so: `1.` is an item.
  const qOnly = lines.filter((l) => /^Q(?:uestion)?\.?\s*\d/i.test(lineText(l.words))).length >= 2;
  let lastItem = 0;
  // Left edge of a question's Roman item `i)`: its next items stand in the same column.
  let romanX = NaN;
  // Whether the question's letter parts are printed in upper case (`A)`, `B)`).
  let upperParts = false;
  // Whether they close with `]` (`a]`): `(a)`/`(b)` parts and `a]`/`b]` asks inside one differ.
  let squareParts = false;
  // Whether question 1 was read from a bare `I`, which a following `II` shows to be Roman.
  let oneFromI = false;

  let afterOr = false;
  let orPart: { main: string; letter: string | null } | null = null;
  const current0 = (): Draft | null => draft;
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
      // An alternative follows: a whole question (which may repeat the number) or a part (which
      // repeats the letter: `(c)` OR `(c)`).
      if (current0()) orPart = { main: current0()!.main, letter: lastLetter };
      close();
      afterOr = true;
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
    const current = draft as Draft | null;
    // `10 x 1 = 10` at a line's end, or alone under a question: each of its items carries 1.
    const printedEach = eachMarks(text);
    let each: number | null = null;
    let eachWords = line.words;
    if (printedEach) {
      const before = printedEach.before;
      const stem = before || (current?.part === null ? current.words.join(' ') : '');
      // The factor that is not the count of items asked (`any ten` … `1 x 10`) is each's marks.
      const [a, b] = printedEach.factors;
      each = itemsAsked(stem) === b && a !== b ? a : b;
      eachWords = line.words.slice(0, before ? before.split(/\s+/).length : 0);
      if (!before) {
        if (current && !current.marks) current.marks = { total: each, shares: null, each: true };
        continue;
      }
    }
    const taken = takeMarks(eachWords, geo, cols.marksX, textMarksColumn);
    const words = taken.words;
    const marks = each === null ? taken.marks : { total: each, shares: null, each: true };
    const item = qOnly && current ? /^(\d{1,2})[.)]$/.exec(words[0]?.text ?? '') : null;
    if (item && Number(item[1]) === lastItem + 1 && lastLetter === null) {
      // An item `1.`, `2.` of a question in a paper that numbers its questions `Q.1`.
      lastItem++;
      const d = open(current!.main, String(lastItem), false, line.page);
      d.words.push(...words.slice(1).map((w) => w.text));
      d.marks = marks;
      continue;
    }
    const label = readLabel(
      words,
      geo,
      cols.numberX,
      previous,
      afterHeading,
      qOnly,
      afterOr,
      romanMain > 0 || oneFromI,
    );
    const wasAfterOr = afterOr;
    afterOr = false;
    if (
      wasAfterOr &&
      !current &&
      orPart &&
      label.number === null &&
      label.roman === null &&
      label.part !== null &&
      label.part === orPart.letter
    ) {
      const d = open(orPart.main, label.part, false, line.page);
      lastLetter = label.part;
      d.words.push(...label.rest.map((w) => w.text));
      d.marks = marks;
      continue;
    }
    // An upper-case Roman number under an Arabic-numbered question numbers its items (`(IV)` of
    // question 1 is 1(iv)); standing alone in the number column it numbers the questions.
    const romanItem =
      label.roman !== null &&
      current !== null &&
      romanMain === 0 &&
      previous > 0 &&
      !(oneFromI && label.roman === 'II' && previous === 1) &&
      romanValue(label.roman) === (current.roman ? lastRoman + 1 : 1) &&
      (current.part === null || current.roman) &&
      !dataOnly(label.rest);
    if (romanItem) {
      lastRoman++;
      const d = open(current.main, label.roman!.toLowerCase(), true, line.page);
      if (label.part) d.words.push(`${label.part})`);
      d.words.push(...label.rest.map((w) => w.text));
      d.marks = marks;
      continue;
    }
    const romanMainNext =
      label.roman !== null &&
      label.romanInColumn &&
      romanValue(label.roman) === romanMain + 1 + (oneFromI && previous === 1 ? 1 : 0);
    if (romanMainNext && oneFromI && previous === 1 && romanMain === 0) {
      // `I` was Roman, not a look-alike 1: the questions are numbered I, II, III…
      for (const d of [...drafts, ...(current ? [current] : [])]) if (d.main === '1') d.main = 'I';
      romanMain = 1;
      previous = 0;
    }
    if (label.number !== null || romanMainNext) {
      const main = label.number !== null ? String(label.number) : label.roman!;
      if (label.number !== null) previous = label.number;
      else romanMain++;
      oneFromI = label.number === 1 && Boolean(label.fromI);
      afterHeading = false;
      lastLetter = null;
      lastRoman = 0;
      lastItem = 0;
      upperParts = Boolean(label.upper);
      squareParts = Boolean(label.square);
      const part = label.part && !isRoman(label.part, null) ? label.part : null;
      const roman = label.part !== null && isRoman(label.part, null);
      const d = open(main, label.part, roman, line.page);
      if (part) lastLetter = part;
      if (roman) lastRoman = romanValue(label.part!) ?? 1;
      romanX = NaN;
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
      const x = label.x ?? NaN;
      // Items of one list stand in one column: an `i)` indented further is a sub-item.
      const aligned = !Number.isFinite(romanX) || !Number.isFinite(x) || x <= romanX + 0.03;
      const startsPart = letter
        ? label.part === nextLetter(lastLetter) &&
          !current.roman &&
          (lastLetter === null ||
            (Boolean(label.upper) === upperParts && Boolean(label.square) === squareParts))
        : (current.roman && romanValue(label.part) === lastRoman + 1 && aligned) ||
          (label.part === 'i' &&
            lastLetter === null &&
            current.part === null &&
            // Items `i)`, `ii)` under a stem that asks for them (`Answer the following:`) and
            // carries no marks of its own for the whole, or with no stem at all; under a
            // question's own text, or a stem that carries the question's marks, they are its
            // sub-items.
            (current.words.length === 0 ||
              (INSTRUCTION.test(current.words.join(' ')) &&
                (!current.marks || Boolean(current.marks.each)))));
      // A label whose line holds only data (`ii) r2(X); w1(X)`, `b) R(A, B, C)`) marks a row of
      // the question's data, not a part: it stays in the text.
      if (startsPart && !dataOnly(label.rest)) {
        const d = open(current.main, label.part, !letter, line.page);
        if (letter) {
          if (lastLetter === null) {
            upperParts = Boolean(label.upper);
            squareParts = Boolean(label.square);
          }
          lastLetter = label.part;
        } else {
          if (label.part === 'i') romanX = x;
          lastRoman = romanValue(label.part) ?? lastRoman + 1;
        }
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

/**
 * Whether a labelled line's text is only data: a schedule (`r1(X); w2(X)`), a relation
 * (`R(A, B, C)`), figures; no word of three letters or more. Empty text (the part's words on
 * the next line) is not.
 */
function dataOnly(words: { text: string }[]): boolean {
  const text = words.map((w) => w.text).join(' ');
  return text.length > 0 && !/\p{L}{3,}/u.test(text) && /[(;=,]|\d/.test(text);
}
