/**
 * Page roles (issue 31, docs/partner-grounding.md): which pages of a note LIST topics (a
 * syllabus, contents, course outcomes, a module overview, a title or section-divider slide, a
 * blank page) rather than explain them. Search and the Assignment Partner never lead with a
 * listing page (modules/search, modules/chatbot).
 *
 * A page's role is read from its place in its document, not from its typography: slides explain
 * in bullets, so "little running prose" (content/prose.ts) never makes a listing on
 * its own. The signals, each a thing a listing page does that an explaining page does not:
 * - **empty**: after the document's running headers and footers are removed, nothing is left
 *   to explain with (a cover, a divider slide, a blank or watermark-only page);
 * - **duplicate**: it nearly repeats another, non-adjacent page of the document (the syllabus
 *   slide shown again 28 pages later, a divider repeated through a deck); adjacent near-copies
 *   are a slide's animation builds and keep their role;
 * - **heading**: it is headed SYLLABUS, CONTENTS, COURSE OUTCOMES, REFERENCES … and is not
 *   running prose, or it is headed MODULE n, OUTLINE, AGENDA, OVERVIEW … with a topic list;
 * - **topic list**: its terms are named once each, with almost no function words, and each is
 *   found on several other pages of the document, where it is explained.
 * A page of numbers (a worked example, a truth table) is never a listing page.
 *
 * Pure and fast (linear in the document's words): the pipeline runs it over a note's pages at
 * ingest and the search index runs it again per document when it is built.
 */
import { withoutRunningLines } from './running-lines.js';
import { FUNCTION_WORDS } from '../../lib/function-words.js';
import { proseShare } from './prose.js';

/**
 * The rule's version, stored as `contentPages.listingRule` beside `listing`: the search index
 * trusts a stored flag only from this rule (1 was a per-page prose rule, docs/partner-grounding.md).
 */
export const PAGE_ROLES_RULE = 2;

/** Why a page was found to be a listing page (null: it explains). */
export type ListingWhy = 'empty' | 'duplicate' | 'heading' | 'topic-list';

export interface PageRole {
  listing: boolean;
  why: ListingWhy | null;
}

/**
 * Fewer content words than this, once headers are gone, and the page explains nothing (a cover,
 * a blank or watermark-only page). Kept low: a figure with its caption ("Instruction queue and
 * prefetching") explains with the figure, and a divider slide is found by its heading instead.
 */
export const EMPTY_MAX_CONTENT_WORDS = 3;
/** Word-pair Jaccard similarity, at least, for two pages to be near-duplicates. */
export const DUPLICATE_MIN_SIMILARITY = 0.6;
/** Content words, at most, of a near-duplicate that counts as a repeated listing. */
export const DUPLICATE_MAX_CONTENT_WORDS = 150;
/** Share of a topic list's distinct terms that other pages must also hold, at least. */
export const TOPIC_LIST_MIN_COVERAGE = 0.85;
/** …each on at least this many other pages. */
export const TOPIC_LIST_MIN_OTHER_PAGES = 2;
/** Function words per word, at most, in a topic list (names, not sentences). */
export const TOPIC_LIST_MAX_STOP_RATIO = 0.12;
/** Function words per word, at most, in the short pieces of a name list (nameList). */
export const NAME_LIST_MAX_STOP_RATIO = 0.25;
/** Numbers per word, at least, on a worked example or a table (never a listing page). */
export const WORKED_EXAMPLE_NUMBER_RATIO = 1.5;
/** Share of running prose, at most, on a listing page. */
export const LISTING_MAX_PROSE_SHARE = 0.4;

/**
 * Headings that give a page its role whatever its terms (the page only has to be no prose): a
 * short line of at most HEADING_MAX_WORDS words that names one of them ("Module 3 Syllabus").
 */
const STRONG_HEADING =
  /\b(?:syllabus|(?:table of )?contents|course (?:outcomes?|objectives?)|learning (?:outcomes?|objectives?)|references|bibliography|reference books|text ?books)\b/i;
const HEADING_MAX_WORDS = 6;
/** Headings that also start explaining pages ("Overview of routing"): need a topic list too. */
const WEAK_HEADING =
  /^(?:(?:module|unit|chapter|part)\s*[-:–]?\s*(?:\d{1,2}|[ivx]{1,4})\b|outline|agenda|overview|topics(?: covered)?|index|objectives|contents of)/i;
const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;
const NUMBER = /(?<![\p{L}\p{N}])[+-]?\p{N}+(?:[.,]\p{N}+)*/gu;
const LEADING_MARK = /^[\s•●▪■◦○➢►✓*"“\-–—>]+/u;

/** The term a word counts as: lower case, a plural's -s dropped. */
function termOf(word: string): string {
  const w = word.toLowerCase();
  return w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

interface PageBody {
  lines: string[];
  text: string;
  /** Content words (not function words), in order, as terms. */
  content: string[];
  words: number;
  /** Function words / words (0 without words). */
  stopRatio: number;
  numbers: number;
}

/** Each page's lines without the document's running headers, footers and watermarks. */
function bodies(texts: string[]): PageBody[] {
  const pageLines = texts.map((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return withoutRunningLines(pageLines).map((kept) => {
    const text = kept.join('\n');
    const words = (text.match(WORD) ?? []).map(termOf);
    const content = words.filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w));
    const stop = words.filter((w) => FUNCTION_WORDS.has(w)).length;
    return {
      lines: kept,
      text,
      content,
      words: words.length,
      stopRatio: words.length ? stop / words.length : 0,
      numbers: text.match(NUMBER)?.length ?? 0,
    };
  });
}

function pairs(terms: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < terms.length; i++) out.add(`${terms[i - 1]} ${terms[i]}`);
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Pages that nearly repeat a page at least 2 pages away. */
function duplicated(body: PageBody[]): boolean[] {
  const shingles = body.map((b) => pairs(b.content));
  return body.map((b, i) => {
    const own = shingles[i]!;
    if (b.content.length > DUPLICATE_MAX_CONTENT_WORDS || own.size === 0) return false;
    // A title of one or two word pairs repeats only when it repeats exactly.
    const least = own.size < 3 ? 1 : DUPLICATE_MIN_SIMILARITY;
    // Jaccard ≥ least needs the smaller set to be ≥ least × the larger: a cheap test first.
    return shingles.some((other, j) => {
      const [small, large] =
        own.size <= other.size ? [own.size, other.size] : [other.size, own.size];
      return Math.abs(i - j) >= 2 && small >= least * large && jaccard(own, other) >= least;
    });
  });
}

/** Share of a page's distinct terms that TOPIC_LIST_MIN_OTHER_PAGES other pages also hold. */
function coverage(body: PageBody[]): number[] {
  const pagesWith = new Map<string, number>();
  for (const b of body)
    for (const t of new Set(b.content)) pagesWith.set(t, (pagesWith.get(t) ?? 0) + 1);
  return body.map((b) => {
    const terms = new Set(b.content);
    if (terms.size === 0) return 0;
    let covered = 0;
    for (const t of terms) if ((pagesWith.get(t) ?? 1) - 1 >= TOPIC_LIST_MIN_OTHER_PAGES) covered++;
    return covered / terms.size;
  });
}

/**
 * A syllabus-style run of names: the text after the heading splits at dashes, commas,
 * semicolons, bullets and line ends into pieces, 4 in 5 of them at most 5 words long, and those
 * short pieces hold almost no function words ("Log based recovery – Checkpoints – Shadow
 * paging"; a cover's "In this unit" bullets beside a one-sentence notice).
 */
function nameList(b: PageBody): boolean {
  const pieces = b.lines
    .slice(1)
    .join('\n')
    .split(/[–—,;•\n]|\s-\s/)
    .map((piece) => (piece.match(WORD) ?? []).map(termOf))
    .filter((words) => words.length > 0);
  const short = pieces.filter((words) => words.length <= 5);
  const words = short.flat();
  const stop = words.filter((w) => FUNCTION_WORDS.has(w)).length;
  return (
    short.length >= 2 &&
    short.length >= 0.8 * pieces.length &&
    stop <= NAME_LIST_MAX_STOP_RATIO * words.length
  );
}

function headingOf(lines: string[]): 'strong' | 'weak' | null {
  for (const line of lines.slice(0, 3)) {
    const bare = line.replace(LEADING_MARK, '');
    if (STRONG_HEADING.test(bare) && (bare.match(WORD) ?? []).length <= HEADING_MAX_WORDS) {
      return 'strong';
    }
    if (WEAK_HEADING.test(bare)) return 'weak';
  }
  return null;
}

/**
 * The role of every page of one document (a note, or a paper), in page order.
 * @param texts each page's extracted text (pdf.js or OCR), lines separated by '\n'
 * @returns one PageRole per page; `why` names the signal that made it a listing page
 */
export function pageRoles(texts: string[]): PageRole[] {
  const body = bodies(texts);
  const repeats = duplicated(body);
  const covered = coverage(body);
  return body.map((b, i) => {
    const why = listingWhy(b, repeats[i]!, covered[i]!);
    return { listing: why !== null, why };
  });
}

function listingWhy(b: PageBody, repeat: boolean, covered: number): ListingWhy | null {
  // A worked example or a table of values explains with numbers, not words.
  if (b.words > 0 && b.numbers >= WORKED_EXAMPLE_NUMBER_RATIO * b.words) return null;
  if (b.content.length < EMPTY_MAX_CONTENT_WORDS) return 'empty';
  if (repeat) return 'duplicate';
  // Named once each: a list names a topic, an explanation comes back to its terms.
  const topicList =
    b.stopRatio <= TOPIC_LIST_MAX_STOP_RATIO &&
    covered >= TOPIC_LIST_MIN_COVERAGE &&
    b.content.length <= 1.5 * new Set(b.content).size;
  const heading = headingOf(b.lines);
  const candidate =
    heading === 'strong'
      ? 'heading'
      : heading === 'weak' && (topicList || nameList(b) || (covered >= 0.7 && b.stopRatio <= 0.2))
        ? 'heading'
        : topicList
          ? 'topic-list'
          : null;
  if (!candidate) return null;
  // Running prose explains, whatever its heading (the sentence measure is the costly part, so
  // it is taken only here).
  const prose = proseShare(b.text);
  return prose >= LISTING_MAX_PROSE_SHARE ? null : candidate;
}

/**
 * The fields the pipeline stores on `contentPages/{id}-p{n}` for a page: `listing` (its role,
 * pageRoles), `listingRule` (PAGE_ROLES_RULE: the search index trusts the flag only from this
 * rule) and `listingWhy` (the signal that made it a listing page; absent on explaining pages).
 */
export function listingFields(role: PageRole): {
  listing: boolean;
  listingRule: number;
  listingWhy?: ListingWhy;
} {
  return {
    listing: role.listing,
    listingRule: PAGE_ROLES_RULE,
    ...(role.why && { listingWhy: role.why }),
  };
}
