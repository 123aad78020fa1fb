/**
 * Headings of a paper: `PART A`, `SECTION B`, `GROUP C` set the section; `Module -1`,
 * `MODULE II`, `UNIT-III`, `Unit 4` (or a Module heading OCR garbled) the printed unit of the
 * questions under them. Pure; used by questions.ts (docs/exam-prep-papers.md, "Headings").
 */
import { lineText, type Word } from './paper-lines.js';
import { readHeading } from './paper-tokens.js';

/** What a heading line sets: the section, or the printed unit (null when it prints none). */
export type LineHeading = { section: string } | { unit: number | null };

/**
 * The heading a line prints, if it is one.
 * @param words the line's words; `text` is them single-spaced
 * @param geo whether the line has geometry (a garbled Module heading is read only then)
 * @param lastUnit the unit of the previous Module heading, if any: a heading whose unit cannot be
 *   read (garbled, or printing none) takes the next one
 */
export function lineHeading(
  words: Word[],
  text: string,
  geo: boolean,
  lastUnit: number | null,
): LineHeading | null {
  // A scan's specks before a heading (`, Module -4`, `r PART B`) are not part of it.
  const specks = words.findIndex((w) => w.text.length > 2);
  const headingText = specks > 0 && specks <= 2 ? lineText(words.slice(specks)) : '';
  const heading = words.length <= 7 ? (readHeading(text) ?? readHeading(headingText)) : null;
  const garbledModule: number | null =
    geo && lastUnit !== null && isGarbledModule(words) ? lastUnit + 1 : null;
  if (!heading && garbledModule === null) return null;
  if (heading?.kind === 'section') return { section: String(heading.value) };
  let unit = heading ? (heading.value as number | null) : garbledModule;
  if (unit === null && lastUnit !== null) unit = lastUnit + 1;
  return { unit };
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
