/**
 * What the note-card rules (note-cards.ts) accept as a front and as a back: a term a student can
 * be asked about, never a fragment, formula, caption or page furniture; a back that is a whole,
 * explaining sentence. Pure.
 */
import { FUNCTION_WORDS } from '../../lib/function-words.js';
import { stopRatio, wordsOf } from './note-text.js';

/** A back's length, chars: long enough to explain, short enough to recall. */
export const BACK_MIN = 40;
export const BACK_MAX = 400;

/** Words no sentence ends on: a sentence ending so was cut (at a page break, a figure). */
const DANGLING = new Set(
  'the a an of to in on at by for with from and or but is are was were be as than that which'.split(
    ' ',
  ),
);
/** Words that open a sentence about something else than its subject ("It is …", "This is …"). */
const NOT_A_TERM = new Set(
  (
    'it this that these those there here which each such one another other its our we they he ' +
    'she all some any most many both following above below then thus hence so also now let ' +
    'example examples figure fig table step solution answer result output input note case ' +
    'consider suppose given first second next last simplest easiest best'
  ).split(' '),
);
/** Content words of a text as comparable terms (lower case, plural -s dropped). */
export function contentTerms(text: string): string[] {
  return wordsOf(text)
    .filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** A sentence fit to be a back: prose, not a formula or a caption, of a readable length. */
export function explains(sentence: string): boolean {
  const words = wordsOf(sentence);
  if (words.length < 6 || sentence.length > BACK_MAX) return false;
  if (/^(?:fig(?:ure)?|table|example|consider|e\.g|for example|eg)\b/i.test(sentence)) return false;
  // "… is shown in the figure": the explanation is the figure, which a card cannot show.
  if (
    /\b(?:figs?|figures?|diagram|table)\b/i.test(sentence) &&
    /\b(?:shown|below|above|following|see)\b/i.test(sentence)
  ) {
    return false;
  }
  // A formula or code line ("R1 ← [LOC]"), or a sentence cut at a page break ("… memory are.").
  if (/[=←→{}|]/.test(sentence) || (sentence.match(/[<>;]/g) ?? []).length > 1) return false;
  if (DANGLING.has(words.at(-1)!)) return false;
  return stopRatio(sentence) >= 0.15;
}

/** A back as a clean sentence: starts upper-case, ends with a full stop. */
export function tidy(back: string): string {
  const text = back
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
  const upper = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.?!]$/.test(upper) ? upper : `${upper.replace(/[:;,]$/, '')}.`;
}

/**
 * A heading as a front: section numbers and a final colon dropped; an all-capitals heading in
 * sentence case, keeping the words the page itself writes in capitals (acronyms such as ALU).
 */
export function headingFront(heading: string, page: string): string {
  const bare = heading.replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s+/, '').trim();
  if (/\p{Ll}/u.test(bare)) return bare;
  const rest = page.replace(heading, '');
  const words = bare.split(' ').map((w) => {
    // Written in capitals elsewhere on the page, or 2–3 letters that are not a function word.
    const acronym = new RegExp(`(?<![\\p{L}])${escape(w)}(?![\\p{L}])`, 'u');
    const short = /^\p{Lu}{2,3}$/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase());
    return short || (w.length <= 5 && acronym.test(rest)) ? w : w.toLowerCase();
  });
  const joined = words.join(' ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** A term inside a question: Title Case words in lower case, acronyms (2+ capitals) kept. */
export function asTerm(term: string): string {
  return term
    .split(' ')
    .map((w) => (/\p{Lu}.*\p{Lu}/u.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

export function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a front is a term a student can be asked about (not a fragment or furniture). */
export function goodTerm(term: string): boolean {
  const words = wordsOf(term);
  if (words.length === 0 || words.length > 7 || term.length > 60) return false;
  if (NOT_A_TERM.has(words[0]!) || FUNCTION_WORDS.has(words[0]!)) return false;
  if (FUNCTION_WORDS.has(words.at(-1)!)) return false;
  // Numbers and register names ("constant 4", "R1") name an example, not a term.
  if (/\b\d+\b|\b[A-Z]\d\b|[=←→+*<>|@]/.test(term) || !/\p{L}{3}/u.test(term)) return false;
  if (/\b(?:figure|fig|shown|above|below|given|following|called|term|name)\b/i.test(term)) {
    return false;
  }
  return words.every((w) => !FUNCTION_WORDS.has(w) || ['of', 'and', 'in', 'for', 'to'].includes(w));
}

/**
 * Whether a sentence explains a heading: it names ⅔ of the heading's content words (a word
 * matches on its first 5 letters: "addressability" ~ "addressable"), or it opens with "It is" /
 * "This is"; and it does not open on a narrator's word ("We now have …", "After you …").
 */
export function about(sentence: string, heading: string, gloss = false): boolean {
  if (
    /^(?:we|you|i|let|now|then|thus|so|hence|here|after|before|in|also|but|and)\b/i.test(sentence)
  ) {
    return false;
  }
  // A gloss's explanation need not repeat its term, but must not start as a new list or example.
  if (gloss) return !/^(?:e\.g|eg|example|ex|note|ans|because|since|as|so|which)\b/i.test(sentence);
  if (/^(?:it|this|they)\s+(?:is|are|refers?)\b/i.test(sentence)) return true;
  const stem = (t: string) => t.slice(0, 5);
  const said = new Set(contentTerms(sentence).map(stem));
  const wanted = [...new Set(contentTerms(heading.replace(/\([^)]*\)/g, ' ')).map(stem))];
  const hits = wanted.filter((t) => said.has(t)).length;
  return wanted.length > 0 && hits >= Math.ceil((2 / 3) * wanted.length);
}

/** A list's items as a back's tail: each item's name (before a colon or dash), ≤ 8 of them. */
export function listTail(items: string[]): string | null {
  if (items.length < 2 || items.length > 8) return null;
  const names = items.map((i) =>
    i
      .split(/\s*[:–—]\s+|\s+-\s+/)[0]!
      .replace(/[.;,]$/, '')
      .trim(),
  );
  if (names.some((n) => wordsOf(n).length === 0 || wordsOf(n).length > 8)) return null;
  return names.join('; ');
}
