/**
 * Splits a question paper's text into questions (issue 16, "Questions out of papers"): the
 * number as printed (`3`, `2(b)`), the marks when printed, the text and the page it starts on.
 * Pure: no I/O, so the rules are unit-tested (questions.test.ts).
 *
 * What it reads, as pdf.js gives RTU-style papers (one text line per printed line):
 * - a question starts a line with `Q.3`, `Q3.`, `Q 3`, `Question 3` or `3.` / `3)`, optionally
 *   followed by its first part `(a)`; a later part starts a line with `(b)` / `b)` / `(ii)`;
 * - `PART B`, `SECTION C`, `UNIT 2` headings close the current question, and the instruction
 *   lines after a heading are skipped until the next question starts;
 * - marks are printed at the end: `[4]`, `(4 marks)`, `[4 marks]`;
 * - `Page 2 of 4` footers are ignored; a question that runs onto the next page keeps the page
 *   it started on.
 */

export interface PaperQuestion {
  /** As printed, without the `Q.`: '3', '2(b)', '5(ii)'. */
  number: string;
  /** Marks when printed at the end of the question, else null. */
  marks: number | null;
  /** Whitespace-collapsed, marks removed. */
  text: string;
  /** 1-based page the question starts on. */
  page: number;
}

/** Longest question text kept (characters); a paper's question is far shorter. */
export const MAX_QUESTION_CHARS = 1_000;
/** Most questions kept from one paper; a real paper has 15–40. */
export const MAX_QUESTIONS = 200;

const MAIN = /^(?:Q(?:uestion)?\s*\.?\s*(\d{1,2})\s*[.):]?|(\d{1,2})\s*[.)])\s*(.*)$/i;
const PART = /^\(?([a-h]|i{1,3}|iv|vi{0,3}|ix|x)\)\s*(.*)$/i;
const LEADING_PART = /^\(([a-h]|i{1,3}|iv|vi{0,3}|ix|x)\)\s*(.*)$/i;
const HEADING =
  /^(?:(?:PART|SECTION|UNIT|GROUP)\b|(?:Part|Section|Unit|Group)\s*[-–:]?\s*(?:[A-E]|[IVX]{1,4}|\d{1,2})\s*(?:[-–:.(]|$))/;
const FOOTER = /^page\s+\d+(?:\s+of\s+\d+)?$/i;
const MARKS = /\s*(?:\[\s*(\d{1,2})\s*(?:marks?)?\s*\]|\(\s*(\d{1,2})\s*marks?\s*\))\s*$/i;
/** A question must say something: at least this many letters. */
const MIN_LETTERS = 3;

interface Draft {
  main: string;
  part: string | null;
  page: number;
  lines: string[];
}

/**
 * The questions of a paper, in printed order.
 * @param pages text of each page (index 0 = page 1), as the content pipeline stores it
 * @returns [] when no question can be found (the pipeline then records `pyq-unparsed`)
 */
export function splitQuestions(pages: string[]): PaperQuestion[] {
  const questions: PaperQuestion[] = [];
  let draft: Draft | null = null;
  let main: string | null = null;

  const close = () => {
    if (draft) {
      const question = finish(draft);
      if (question && questions.length < MAX_QUESTIONS) questions.push(question);
    }
    draft = null;
  };

  pages.forEach((text, index) => {
    const page = index + 1;
    for (const raw of text.split('\n')) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (!line || FOOTER.test(line)) continue;
      if (HEADING.test(line) && !MAIN.test(line)) {
        close();
        main = null;
        continue;
      }
      const mainMatch = MAIN.exec(line);
      if (mainMatch) {
        close();
        main = mainMatch[1] ?? mainMatch[2]!;
        const rest = mainMatch[3] ?? '';
        const part = LEADING_PART.exec(rest);
        draft = part
          ? { main, part: part[1]!.toLowerCase(), page, lines: [part[2] ?? ''] }
          : { main, part: null, page, lines: [rest] };
        continue;
      }
      const partMatch = main !== null ? PART.exec(line) : null;
      if (partMatch && main !== null) {
        close();
        draft = { main, part: partMatch[1]!.toLowerCase(), page, lines: [partMatch[2] ?? ''] };
        continue;
      }
      // A continuation line; instruction lines (no question open) are skipped.
      if (draft) (draft as Draft).lines.push(line);
    }
  });
  close();
  return questions;
}

function finish(draft: Draft): PaperQuestion | null {
  let text = draft.lines.join(' ').replace(/\s+/g, ' ').trim();
  const marks = MARKS.exec(text);
  if (marks) text = text.slice(0, marks.index).trim();
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  return {
    number: draft.part ? `${draft.main}(${draft.part})` : draft.main,
    marks: marks ? Number(marks[1] ?? marks[2]) : null,
    text: text.slice(0, MAX_QUESTION_CHARS),
    page: draft.page,
  };
}
