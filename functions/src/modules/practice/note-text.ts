/**
 * Note page text as the note-card rules read it (note-cards.ts): PDF noise normalised, page
 * furniture dropped, and the lines grouped into headings, list items and running text. Pure.
 *
 * PDF text (pdf.js or OCR) carries ligatures (ﬁ), private-use bullet glyphs, words hyphenated
 * across lines, lines wrapped mid-sentence, and a note's running headers and footers on every
 * page ("Downloaded from …", "Module: 1", page numbers); a card must never be made of those.
 */
import { FUNCTION_WORDS } from '../../lib/function-words.js';
import { withoutRunningLines } from '../content/running-lines.js';

/** Words, at most, of a heading line ("Arithmetic Logical Unit (ALU)"). */
const HEADING_MAX_WORDS = 8;

const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;
/** A bullet or numbered item at the start of a line: •, -, *, ➢, 1., 2), (a), a), i). */
const ITEM_START =
  /^\s*(?:[•●▪■◦○➢►✓✔*–-]|o(?=\s+\p{Lu})|\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)])\s+/iu;
/** Lines that are page furniture wherever they appear (page numbers, sources, captions). */
const FURNITURE =
  /^(?:(?:page|slide|pg\.?)\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d{1,4}|[ivx]{1,5}|(?:fig(?:ure)?|table)\.?\s*[\d.:-]+.*)$|downloaded from|https?:\/\/|www\.|\.(?:com|in|org|edu)\b|all rights reserved|©/iu;
/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|fig|figs|eq|no|vs|approx|viz|cf|resp|sec|ch)\.$/i;

/** One run of a page's body: a heading line, a list item, or running text (sentences). */
export interface Segment {
  kind: 'heading' | 'item' | 'text';
  /** Whitespace collapsed; an item without its bullet. */
  text: string;
}

/**
 * Text as one comparable form: NFKC (ligatures ﬁ → fi), private-use bullets → •, soft hyphens
 * and zero-width characters dropped, a word hyphenated across a line break joined ("micro-\n
 * operation" → "microoperation" only when the next part starts in lower case).
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\uE000-\uF8FF]/gu, '•')
    .replace(/[\u00AD\u200B-\u200D\uFEFF]/gu, '')
    .replace(/[‐‑]/gu, '-')
    .replace(/(\p{Ll})-[ \t]*\n[ \t]*(\p{Ll})/gu, '$1$2')
    .replace(/[ \t]+/g, ' ');
}

/**
 * Each page's lines without furniture: lines repeated on many pages of the same note (running
 * headers, footers, watermarks; the rule of content/page-roles.ts) and FURNITURE lines.
 * @param texts one note's pages, in order
 */
export function bodyLines(texts: string[]): string[][] {
  const pageLines = texts.map((text) =>
    normaliseText(text)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return withoutRunningLines(pageLines);
}

/** Lower-case words of `text`. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/** Function words / words (0 without words). */
export function stopRatio(text: string): number {
  const words = wordsOf(text);
  return words.length ? words.filter((w) => FUNCTION_WORDS.has(w)).length / words.length : 0;
}

/**
 * Whether a line reads as a heading: short, starts with a capital or a section number, does not
 * end like a sentence or on a function word, holds a content word, and is not a formula.
 */
function looksLikeHeading(line: string): boolean {
  const bare = line.replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s+/, '');
  const words = wordsOf(bare);
  if (words.length === 0 || words.length > HEADING_MAX_WORDS || bare.length > 70) return false;
  if (!/^\p{Lu}/u.test(bare) || /[.,;?!=←→+*/]$/.test(bare) || /[=←→]/.test(bare)) return false;
  if (FUNCTION_WORDS.has(words.at(-1)!)) return false;
  return words.filter((w) => FUNCTION_WORDS.has(w)).length <= words.length / 3;
}

/**
 * A page's body as segments, in order. A heading is a short line that starts after a finished
 * sentence, an item or another heading (a short line after "… for the" continues a sentence);
 * an item runs over the lines that continue it; text runs until a heading or an item.
 */
export function segmentsOf(lines: string[]): Segment[] {
  const segments: Segment[] = [];
  let previous = '';
  for (const raw of lines) {
    if (FURNITURE.test(raw)) continue;
    const last = segments.at(-1);
    const afterBreak = !last || last.kind !== 'text' || /[.:?!]$/.test(previous);
    if (ITEM_START.test(raw)) {
      segments.push({ kind: 'item', text: raw.replace(ITEM_START, '').trim() });
    } else if (afterBreak && looksLikeHeading(raw)) {
      segments.push({ kind: 'heading', text: raw.replace(/:$/, '').trim() });
    } else if (last?.kind === 'text' || (last?.kind === 'item' && !/[.:?!]$/.test(previous))) {
      last.text = `${last.text} ${raw}`;
    } else {
      segments.push({ kind: 'text', text: raw });
    }
    previous = raw;
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  return segments.filter((s) => s.text);
}

/** The sentences of a run of text, split at . ? ! (not after e.g., etc., Fig.) and at ":". */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let current = '';
  // "unit.When": a full stop the PDF lost the space after.
  const spaced = text.replace(/(\p{Ll}{3}[.?!])(?=\p{Lu})/gu, '$1 ');
  for (const piece of spaced.split(/(?<=[.?!:])\s+(?=[\p{Lu}\p{N}(“"•])/u)) {
    current = current ? `${current} ${piece}` : piece;
    if (!ABBREVIATION.test(current)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
