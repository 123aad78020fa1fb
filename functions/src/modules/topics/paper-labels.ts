/**
 * Question numbers and part labels at a paper line's start: which number comes next, how far it
 * may skip, what a scan's garbled number or label reads as, and which labels start a part. Pure;
 * used by questions.ts (docs/exam-prep-papers.md, "Questions" and "Parts").
 */
import type { Word } from './paper-lines.js';
import { readBareRoman, readNumber, readPart, readRomanNumber } from './paper-tokens.js';

/** How far a number may stray from its column (fraction of the page width). */
export const NUMBER_SLACK = 0.05;
/**
 * One character that is no letter, then `)`: how a scan's text layer or OCR garbles a small `a)`
 * (`2)`). Read as part a only when it opens a question's text and that question's next label is b.
 */
export const GARBLED_PART = /^\(?[^A-Za-z\s()]\)$/;

/** What starts a line: a number (or a multiple-choice item's Roman number), a part, the rest. */
export interface Label {
  number: number | null;
  /** An upper-case Roman number (`(IV)`, `IV.`, `IV`); questions.ts decides what it numbers. */
  roman: string | null;
  /** Whether that Roman number stands in the number column. */
  romanInColumn?: boolean;
  part: string | null;
  /** The part label was printed in upper case (`A)`). */
  upper?: boolean;
  /** The part label closes with a square bracket (`a]`). */
  square?: boolean;
  /** Left edge of the label's word (NaN without geometry). */
  x?: number;
  /** The number was read from a bare `I` (a look-alike 1 that may be Roman I). */
  fromI?: boolean;
  rest: Word[];
}

/** A line's question number and part label, if it starts with them. */
export function readLabel(
  words: Word[],
  geo: boolean,
  numberX: number | null,
  previous: number,
  afterHeading: boolean,
  qOnly = false,
  afterOr = false,
  romanPaper = false,
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
    !/^Q\.?$/i.test(words[i]!.text) &&
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
  // A paper that prints `Q.1`, `Q2` numbers its questions so: a bare `1.` is an item, or at
  // most the very next question (questions.ts reads items first).
  const bareInQPaper = qOnly && !/^Q/i.test(first.text);
  if (inColumn && (!bareInQPaper || previous > 0)) {
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
    // After an `OR`, the alternative may repeat the question's number (`Q.3 (a)` OR `Q.3 (a)`).
    const forward =
      (number > previous && number <= previous + reach) || (afterOr && number === previous);
    const restart = number === 1 && (afterHeading || previous === 0);
    if (!forward && !restart) continue;
    if (bareInQPaper && used === 1 && number !== previous + 1 && !(afterOr && number === previous))
      continue;
    const rest = words.slice(i + used);
    const bare = /^\d{1,2}$|^[^A-Za-z0-9]*[A-Za-z|!]+[^A-Za-z0-9]*$/.test(first.text);
    if (!geo && bare && !startsText(rest)) continue;
    const part = rest[0] ? readPart(rest[0].text) : null;
    // A garbled number with its part label glued on (`19-e'a)`): the label is the part.
    const glued = !part && !clean && used === 1 ? /[^A-Za-z]([a-h])\)$/.exec(first.text) : null;
    const fromI = /^I[.)]?$/.test(first.text);
    if (glued) return { number, roman: null, part: glued[1]!, rest, fromI };
    if (part) {
      const after = part.rest
        ? [{ ...rest[0]!, text: part.rest }, ...rest.slice(1)]
        : rest.slice(1);
      return {
        number,
        roman: null,
        part: part.label,
        upper: part.upper,
        square: part.square,
        rest: after,
        fromI,
      };
    }
    return { number, roman: null, part: null, rest, fromI };
  }
  // In a paper numbered I, II, III a scan's text layer may print `l` or `1` for I (`Il`, `lV`):
  // read so in the number column only, and only with a true Roman letter in the word.
  const romanText =
    romanPaper &&
    inColumn &&
    geo &&
    /^[([]?[IVXl1|]{1,5}[.)\]]?$/.test(first.text) &&
    /[IVX]/.test(first.text)
      ? first.text.replace(/[l1|]/g, 'I')
      : first.text;
  const roman = readRomanNumber(romanText) ?? (inColumn && geo ? readBareRoman(romanText) : null);
  if (roman && (!geo || first.x < 0.45)) {
    const rest = words.slice(i + 1);
    const label: Label = { number: null, roman, romanInColumn: inColumn, part: null, rest };
    const part = rest[0] ? readPart(rest[0].text) : null;
    if (!part) return label;
    const after = part.rest ? [{ ...rest[0]!, text: part.rest }, ...rest.slice(1)] : rest.slice(1);
    return { ...label, part: part.label, upper: part.upper, square: part.square, rest: after };
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
    return {
      number: null,
      roman: null,
      part: part.label,
      upper: part.upper,
      square: part.square,
      x: labelWord.x,
      rest: after,
    };
  }
  return none;
}

/** Plain text after a bare number must look like a question's start (a capital, or a part). */
function startsText(rest: Word[]): boolean {
  const first = rest[0]?.text ?? '';
  return first === '' || /^[A-Z(]/.test(first) || readPart(first) !== null;
}

export function nextLetter(letter: string | null): string {
  return letter ? String.fromCharCode(letter.charCodeAt(0) + 1) : 'a';
}
