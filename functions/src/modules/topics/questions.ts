/**
 * Splits a question paper into questions: the number as printed (`3`, `11(a)`,
 * `5(ii)`), the marks, the text with its sub-parts and data, the page it starts on, and the
 * section and unit printed above it. Pure: no I/O, unit-tested on small synthetic layouts of
 * many universities' styles (questions.test.ts) and measured on real papers (`npm run
 * eval:topics`, docs/exam-prep-papers.md).
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
import {
  hasGeometry,
  numberXAt,
  pageColumns,
  paperLines,
  type PaperPage,
  type Word,
} from './paper-lines.js';
import {
  isNeverQuestion,
  isOrLine,
  isOutcomeWord,
  isRoman,
  readBareMarks,
  readHeading,
  readNumber,
  readPart,
  readRomanNumber,
  romanValue,
  trailingMarks,
  type Marks,
} from './paper-tokens.js';

export type { PaperPage } from './paper-lines.js';

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
/** How far a number may stray from its column (fraction of the page width). */
const NUMBER_SLACK = 0.05;
/**
 * One character that is no letter, then `)`: how a scan's text layer or OCR garbles a small `a)`
 * (`2)`). Read as part a only when it opens a question's text and that question's next label is b.
 */
const GARBLED_PART = /^\(?[^A-Za-z\s()]\)$/;
/** How far left of its column a marks figure may start (estimated word positions). */
const MARKS_SLACK = 0.04;
/** Options of a multiple-choice item are at most this long. */
const MAX_OPTION_CHARS = 60;

interface Draft {
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

interface Label {
  number: number | null;
  roman: string | null;
  part: string | null;
  rest: Word[];
}

/**
 * The questions of a paper, in printed order.
 * @param pages each page's layout (or, for pages stored before layouts, its text); index 0 = page 1
 * @returns [] when no question can be found (the caller records why)
 */
export function splitQuestions(pages: PaperPage[]): PaperQuestion[] {
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
    // A scan's specks before a heading (`, Module -4`, `r PART B`) are not part of it.
    const specks = line.words.findIndex((w) => w.text.length > 2);
    const headingText = specks > 0 && specks <= 2 ? lineText(line.words.slice(specks)) : '';
    const heading = line.words.length <= 7 ? (readHeading(text) ?? readHeading(headingText)) : null;
    const garbledModule: number | null =
      geo && lastUnit !== null && isGarbledModule(line.words) ? lastUnit + 1 : null;
    if (heading || garbledModule !== null) {
      close();
      if (heading?.kind === 'section') {
        section = String(heading.value);
        unit = null;
      } else {
        unit = heading ? (heading.value as number | null) : garbledModule;
        if (unit === null && lastUnit !== null) unit = lastUnit + 1;
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
  return finish(mergeOptions(drafts));
}

/** Text of words, single-spaced. */
function lineText(words: Word[] | { words: Word[] }): string {
  const list = Array.isArray(words) ? words : words.words;
  return list.map((w) => w.text).join(' ');
}

/**
 * Removes the marks (and CO/BL columns) from the end of a line.
 * @param marksX the page's marks column, when it has one
 * @param textColumn whether plain-text lines end with bare marks figures (a marks column whose
 *   geometry was not stored)
 */
function takeMarks(
  words: Word[],
  geo: boolean,
  marksX: number | null,
  textColumn: boolean,
): { words: Word[]; marks: Marks | null } {
  let rest = dropOutcomes(words);
  let marks: Marks | null = null;
  const text = lineText(rest);
  const printed = trailingMarks(text);
  if (printed) {
    marks = printed.marks;
    const keep = printed.before.split(' ').filter(Boolean).length;
    rest = rest.slice(0, keep);
  } else if (rest.length) {
    const last = rest.at(-1)!;
    const inColumn = geo && marksX !== null && last.x >= marksX - MARKS_SLACK;
    const bare = inColumn
      ? readBareMarks(last.text, true)
      : !geo && textColumn && rest.length > 1
        ? readBareMarks(last.text, false)
        : null;
    if (bare !== null) {
      marks = { total: bare, shares: null };
      rest = rest.slice(0, -1);
    }
  }
  return { words: dropOutcomes(rest), marks };
}

function dropOutcomes(words: Word[]): Word[] {
  let end = words.length;
  while (end > 0 && isOutcomeWord(words[end - 1]!.text)) end--;
  return words.slice(0, end);
}

/** Whether plain-text paper lines end with a bare marks figure often enough to be a column. */
function bareMarksInText(lines: string[]): boolean {
  let labelled = 0;
  let withFigure = 0;
  for (const line of lines) {
    if (!/^(?:Q\.?\s*)?\d{1,2}[.)]?\s|^[(]?[a-h][).]\s/i.test(line)) continue;
    labelled++;
    if (/\s\d{1,2}$/.test(line)) withFigure++;
  }
  return withFigure >= 3 && withFigure >= labelled / 2;
}

/** A line's question number and part label, if it starts with them. */
function readLabel(
  words: Word[],
  geo: boolean,
  numberX: number | null,
  previous: number,
  afterHeading: boolean,
  romanMain: number,
): Label {
  const none: Label = { number: null, roman: null, part: null, rest: words };
  let i = 0;
  // Specks left of the number column, and punctuation-only specks (scan noise), are skipped.
  while (
    i < words.length - 1 &&
    (!/[A-Za-z0-9]/.test(words[i]!.text) ||
      (geo &&
        numberX !== null &&
        words[i]!.x2 < numberX - 0.01 &&
        readNumber(words[i]!.text, previous + 1, true) === null))
  ) {
    i++;
  }
  // A speck in the column just before the number (`I 13 a)`) is skipped too.
  if (
    geo &&
    words[i + 1] &&
    words[i]!.text.length <= 2 &&
    /^\d{1,2}$/.test(words[i + 1]!.text) &&
    readNumber(words[i]!.text, previous + 1, true) === null
  ) {
    i++;
  }
  const first = words[i];
  if (!first) return none;
  // Where the first letter or digit starts (a scan's `'10` starts with a speck).
  const lead = first.text.search(/[A-Za-z0-9]/);
  const x = first.x + ((first.x2 - first.x) * Math.max(0, lead)) / first.text.length;
  const inColumn = !geo || (numberX !== null ? Math.abs(x - numberX) <= NUMBER_SLACK : x < 0.3);
  const expected = previous + 1;
  const candidates: { number: number | null; used: number }[] = [];
  if (/^(?:Q\.?|Question)$/i.test(first.text) && words[i + 1]) {
    candidates.push({ number: readNumber(words[i + 1]!.text, expected, false), used: 2 });
  }
  if (inColumn) {
    const noisy = geo && numberX !== null;
    // A garbled number reads as the expected one, or the one after (when the scan lost one).
    const read = readNumber(first.text, expected, noisy);
    candidates.push({ number: read ?? readNumber(first.text, expected + 1, noisy), used: 1 });
    const second = words[i + 1];
    if (noisy && second && first.text.length === 1 && second.text.length === 1) {
      candidates.push({ number: readNumber(first.text + second.text, expected, true), used: 2 });
    }
  }
  for (const { number, used } of candidates) {
    if (number === null) continue;
    // A clean number in the column may skip ahead (a paper printing only some questions);
    // elsewhere only a few, so a data line (`35 12 99`) is not read as a question.
    const clean = /^(?:Q(?:uestion)?\.?)?\d{1,2}[.):]?$/i.test(first.text) || used === 2;
    const reach = geo && clean ? 20 : 6;
    const forward = number > previous && number <= previous + reach;
    const restart = number === 1 && (afterHeading || previous === 0);
    if (!forward && !restart) continue;
    const rest = words.slice(i + used);
    const bare = /^\d{1,2}$|^[^A-Za-z0-9]*[A-Za-z|!]+[^A-Za-z0-9]*$/.test(first.text);
    if (!geo && bare && !startsText(rest)) continue;
    const part = rest[0] ? readPart(rest[0].text) : null;
    // A garbled number with its part label glued on (`19-e'a)`): the label is the part.
    const glued = !part && !clean && used === 1 ? /[^A-Za-z]([a-h])\)$/.exec(first.text) : null;
    if (glued) return { number, roman: null, part: glued[1]!, rest };
    if (part) {
      const after = part.rest
        ? [{ ...rest[0]!, text: part.rest }, ...rest.slice(1)]
        : rest.slice(1);
      return { number, roman: null, part: part.label, rest: after };
    }
    return { number, roman: null, part: null, rest };
  }
  const roman = inColumn ? readRomanNumber(first.text) : null;
  if (roman && romanValue(roman) === romanMain + 1) {
    return { number: null, roman, part: null, rest: words.slice(i + 1) };
  }
  // A one-character speck before a part label (`q b)`) is a scan's, not the question's.
  const speck = geo && first.text.length === 1 && words[i + 1] && readPart(words[i + 1]!.text);
  const at = speck ? i + 1 : i;
  const labelWord = words[at]!;
  const part = readPart(labelWord.text);
  if (part && (!geo || labelWord.x < 0.45)) {
    const after = part.rest
      ? [{ ...labelWord, text: part.rest }, ...words.slice(at + 1)]
      : words.slice(at + 1);
    return { number: null, roman: null, part: part.label, rest: after };
  }
  return none;
}

/** Plain text after a bare number must look like a question's start (a capital, or a part). */
function startsText(rest: Word[]): boolean {
  const first = rest[0]?.text ?? '';
  return first === '' || /^[A-Z(]/.test(first) || readPart(first) !== null;
}

function nextLetter(letter: string | null): string {
  return letter ? String.fromCharCode(letter.charCodeAt(0) + 1) : 'a';
}

/**
 * Options of multiple-choice items are parts `a`…`d` of one question that carry no marks and are
 * short, following an item with text: they go back into that item's text.
 */
function mergeOptions(drafts: Draft[]): Draft[] {
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

function finish(drafts: Draft[]): PaperQuestion[] {
  const questions: PaperQuestion[] = [];
  // Split marks (`[4+3+2+6]`) are shared in order among the parts of their question.
  const byMain = new Map<string, Draft[]>();
  for (const d of drafts) byMain.set(d.main, [...(byMain.get(d.main) ?? []), d]);
  const shares = new Map<Draft, number>();
  for (const group of byMain.values()) {
    const split = group.find((d) => d.marks?.shares && d.marks.shares.length === group.length);
    if (split && group.length > 1) group.forEach((d, k) => shares.set(d, split.marks!.shares![k]!));
  }
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

/** A centred one- or two-word line ending in `-4` / `-S`: a Module heading OCR garbled. */
function isGarbledModule(words: Word[]): boolean {
  if (words.length > 2) return false;
  const first = words[0]!;
  const last = words.at(-1)!;
  return (
    first.x > 0.3 &&
    last.x2 < 0.7 &&
    /^\S{4,}/.test(first.text) &&
    /[-–]\s*[0-9lISJ]$/.test(lineText(words))
  );
}
