/**
 * The page-shape measures that page-roles.ts builds on (how much of a page is running prose),
 * and the first, per-page listing rule (rule 1), kept for comparison in the listing eval and
 * for the informational `listingScore`. A page's role is decided by page-roles.ts.
 *
 * Rule 1 (docs/partner-grounding.md): does a page of a note list topics
 * (a syllabus, contents, module overview, title or index page, or a page that is only a
 * watermark or a heading) rather than explain them? Search and the Assignment Partner rank such
 * pages below the pages that explain (modules/search, modules/chatbot).
 *
 * The rule reads only the page's text, the same for any college's notes: an explaining page has
 * running prose — sentences of several words held together by function words ("the", "is",
 * "of", "which" …) — while a listing page is headings, topic names joined by dashes and commas,
 * and short lines. So the page's words are split into sentences (at . ? ! ; at bullets and at
 * numbered items), and a sentence counts as prose when it has at least PROSE_MIN_WORDS words and
 * at least PROSE_MIN_STOP_RATIO of them are function words. The page is a listing page when its
 * prose words are fewer than LISTING_MIN_PROSE_WORDS, or make up less than
 * LISTING_MIN_PROSE_SHARE of its words — unless it is a worked example (see classifyPage). Thresholds chosen on the real corpus (docs: measurements
 * and the pages checked by eye). Rule 1 flagged a third of some slide decks'
 * pages as listings (slides explain in bullets), which is why a page's role is now read from its
 * document.
 */
/** Words of a sentence, at least, for it to count as running prose. */
export const PROSE_MIN_WORDS = 6;
/** Share of function words, at least, in a prose sentence (topic lists have almost none). */
export const PROSE_MIN_STOP_RATIO = 0.2;
/** Prose words a page needs, at least, to explain something (a slide's two sentences). */
export const LISTING_MIN_PROSE_WORDS = 25;
/** Share of a page's words that must be prose, at least (a syllabus with a footer line). */
export const LISTING_MIN_PROSE_SHARE = 0.3;

/** Numbers per word, at least, on a worked example or a table (never a listing page). */
export const WORKED_EXAMPLE_NUMBER_RATIO = 1.5;

/** English function words: frequent in any prose, rare in a list of topic names. */
const FUNCTION_WORDS = new Set(
  (
    'a an the is are was were be been being am it its this that these those there here of to in ' +
    'on at by for with from into onto as and or but if then than so not no nor can could may ' +
    'might must shall should will would do does did has have had which who whom whose what when ' +
    'where while how why we you they he she them their our your his her one each all any some ' +
    'such only also very more most other same both either neither after before because since ' +
    'until about over under between through during per via i'
  ).split(' '),
);

/** What the rule measured on a page (stored only as `listingScore`; the rest is for docs/tests). */
export interface PageShape {
  /** Word tokens (letters, optionally with digits), any length. */
  words: number;
  /** Sentences found (split at . ? ! ; bullets, numbered items and line breaks of short lines). */
  sentences: number;
  /** Words in prose sentences. */
  proseWords: number;
  /** Function words / words (0 when the page has no word). */
  stopRatio: number;
  /** Non-empty lines of at most 4 words / non-empty lines (0 without lines). */
  shortLineShare: number;
  /** Number tokens (digits, binary strings, values of a worked example or a table). */
  numbers: number;
}

/** The verdict for one page. */
export interface ListingVerdict {
  listing: boolean;
  /**
   * 0..1, how little of the page is running prose: 1 − strength / 2, where strength =
   * min(prose share / LISTING_MIN_PROSE_SHARE, prose words / LISTING_MIN_PROSE_WORDS, 2). Above
   * 0.5 exactly when a threshold is missed; 1 for an empty page, 0 for a page of plain prose.
   */
  score: number;
  shape: PageShape;
}

const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;
const NUMBER = /(?<![\p{L}\p{N}])[+-]?\p{N}+(?:[.,]\p{N}+)*/gu;
/** A bullet or numbered-item start at the beginning of a line: •, ", -, *, 1., 2), (a), a), i). */
const ITEM_START = /^\s*(?:[•●▪■◦○➢►✓*"“-]|\(?[0-9ivx]{1,4}[.)]|\(?[a-h][.)])\s+/i;

/** One sentence of a page: its text as printed (line breaks as spaces) and its words, lower-case. */
interface Sentence {
  text: string;
  words: string[];
}

/**
 * A page's sentences, in order. A sentence runs across line breaks (PDFs wrap lines) until
 * . ? ! ; — or until a new item (bullet, number) or a heading (a line of ≤ 4 words that does not
 * end like a sentence) ends it.
 */
function sentencesOf(lines: string[]): Sentence[] {
  const sentences: Sentence[] = [];
  let text: string[] = [];
  let words: string[] = [];
  const close = () => {
    if (words.length) sentences.push({ text: text.join(' '), words });
    text = [];
    words = [];
  };
  for (const line of lines) {
    // A heading: a short line without the punctuation that ends a wrapped sentence's last line.
    const heading = (line.match(WORD) ?? []).length <= 4 && !/[.?!;,]$/.test(line);
    if (ITEM_START.test(line) || heading) close();
    for (const piece of line.split(/(?<=[.?!;])\s+/)) {
      text.push(piece);
      for (const raw of piece.match(WORD) ?? []) words.push(raw.toLowerCase());
      if (/[.?!;]$/.test(piece)) close();
    }
    if (heading) close();
  }
  close();
  return sentences;
}

function nonEmptyLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function stopShare(words: string[]): number {
  return words.length ? words.filter((w) => FUNCTION_WORDS.has(w)).length / words.length : 0;
}

function isProse(sentence: Sentence): boolean {
  return (
    sentence.words.length >= PROSE_MIN_WORDS && stopShare(sentence.words) >= PROSE_MIN_STOP_RATIO
  );
}

/**
 * Measures a page's text: words, sentences, prose words, function-word ratio, short lines.
 * @param text the page's extracted text (pdf.js or OCR), lines separated by '\n'
 */
export function pageShape(text: string): PageShape {
  const lines = nonEmptyLines(text);
  const sentences = sentencesOf(lines);
  const words = sentences.flatMap((s) => s.words);
  return {
    words: words.length,
    sentences: sentences.length,
    proseWords: sentences.filter(isProse).reduce((n, s) => n + s.words.length, 0),
    stopRatio: stopShare(words),
    shortLineShare: lines.length
      ? lines.filter((l) => (l.match(WORD) ?? []).length <= 4).length / lines.length
      : 0,
    numbers: text.match(NUMBER)?.length ?? 0,
  };
}

/**
 * Whether a page lists topics rather than explains them (see the module docstring for the rule).
 * An empty page (a scanned cover with no text yet) is a listing page: it explains nothing. A
 * page of numbers (a worked example: Booth's multiplication step by step, a truth table) is not,
 * however little prose it has: its numbers outnumber its words WORKED_EXAMPLE_NUMBER_RATIO times,
 * which a contents or index page (a page number per entry) does not reach.
 * @param text the page's extracted text
 */
export function classifyPage(text: string): ListingVerdict {
  const shape = pageShape(text);
  const share = shape.words ? shape.proseWords / shape.words : 0;
  const strength = Math.min(
    share / LISTING_MIN_PROSE_SHARE,
    shape.proseWords / LISTING_MIN_PROSE_WORDS,
    2,
  );
  const score = Math.round((1 - strength / 2) * 1000) / 1000;
  const workedExample =
    shape.words > 0 && shape.numbers >= WORKED_EXAMPLE_NUMBER_RATIO * shape.words;
  return { listing: score > 0.5 && !workedExample, score, shape };
}
