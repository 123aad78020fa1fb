/**
 * How much of a page is running prose: sentences of several words held together by function
 * words ("the", "is", "of", "which" …), as against headings, topic names joined by dashes and
 * commas, and short lines. page-roles.ts uses it as its last check: a page that reads as prose
 * explains, whatever its heading. (Alone, it was the first listing rule; it flagged a third of
 * some slide decks, since slides explain in bullets: docs/partner-grounding.md.) Pure.
 */
import { FUNCTION_WORDS } from '../../lib/function-words.js';

/** Words of a sentence, at least, for it to count as running prose. */
export const PROSE_MIN_WORDS = 6;
/** Share of function words, at least, in a prose sentence (topic lists have almost none). */
export const PROSE_MIN_STOP_RATIO = 0.2;

const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;
/** A bullet or numbered-item start at the beginning of a line: •, ", -, *, 1., 2), (a), a), i). */
const ITEM_START = /^\s*(?:[•●▪■◦○➢►✓*"“-]|\(?[0-9ivx]{1,4}[.)]|\(?[a-h][.)])\s+/i;

/**
 * A page's sentences, in order, each as its lower-case words. A sentence runs across line
 * breaks (PDFs wrap lines) until . ? ! ; — or until a new item (bullet, number) or a heading (a
 * line of ≤ 4 words that does not end like a sentence) ends it.
 */
function sentencesOf(lines: string[]): string[][] {
  const sentences: string[][] = [];
  let words: string[] = [];
  const close = () => {
    if (words.length) sentences.push(words);
    words = [];
  };
  for (const line of lines) {
    // A heading: a short line without the punctuation that ends a wrapped sentence's last line.
    const heading = (line.match(WORD) ?? []).length <= 4 && !/[.?!;,]$/.test(line);
    if (ITEM_START.test(line) || heading) close();
    for (const piece of line.split(/(?<=[.?!;])\s+/)) {
      for (const raw of piece.match(WORD) ?? []) words.push(raw.toLowerCase());
      if (/[.?!;]$/.test(piece)) close();
    }
    if (heading) close();
  }
  close();
  return sentences;
}

function isProse(words: string[]): boolean {
  const stop = words.filter((w) => FUNCTION_WORDS.has(w)).length;
  return words.length >= PROSE_MIN_WORDS && stop >= PROSE_MIN_STOP_RATIO * words.length;
}

/**
 * Words in prose sentences / words (0 for a page without words).
 * @param text the page's extracted text (pdf.js or OCR), lines separated by '\n'
 */
export function proseShare(text: string): number {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const sentences = sentencesOf(lines);
  const words = sentences.reduce((n, s) => n + s.length, 0);
  const prose = sentences.filter(isProse).reduce((n, s) => n + s.length, 0);
  return words ? prose / words : 0;
}
