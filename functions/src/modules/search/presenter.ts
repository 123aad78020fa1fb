/**
 * Search hits → `GET /api/search` results (@notesea/contract/search): the note's or paper's catalog
 * fields, the page, and a plain-text snippet of that page around the first matched word.
 */
import type { SearchResultDto } from '@notesea/contract/search';
import type { PageHit } from './search-index.js';
import { WORD, normaliseTerm } from './terms.js';

/** Snippet length, characters (before the '…' marks). */
export const SNIPPET_LENGTH = 160;
/** How much text to show before the first matched word, characters. */
const LEAD = 50;

export function presentSearchHit(hit: PageHit): SearchResultDto {
  const { content } = hit;
  return {
    type: content.type,
    _id: content.id,
    title: content.title,
    subjectId: content.subjectId,
    subjectName: content.subjectName,
    semesterId: content.semesterId,
    semesterName: content.semesterName,
    ...(content.type === 'note' ? { unit: content.unit } : { year: content.year }),
    page: hit.page,
    snippet: snippet(hit.text, hit.terms),
    pdfUrl: content.pdfUrl,
    terms: hit.terms,
    ...(hit.ocr && { fromScan: true as const }),
  };
}

/**
 * About `length` characters of `text` (whitespace already collapsed) around the first word whose
 * index form is one of `terms`, starting LEAD characters before it; cut at word boundaries, with
 * '…' where text was left out at either end. The page's beginning when no word of the text
 * matched (a title-only match). Plain text: the caller must not render it as HTML.
 */
export function snippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  const wanted = new Set(terms);
  let at = 0;
  for (const word of text.matchAll(WORD)) {
    // Lower case is the index form of most words; normalise (accents) only when it is not.
    const lower = word[0].toLowerCase();
    // eslint-disable-next-line no-control-regex -- only non-ASCII words need more than that
    const term = /[^\x00-\x7f]/.test(lower) ? normaliseTerm(lower) : lower;
    if (term && wanted.has(term)) {
      at = word.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(at - LEAD, text.length - length));
  let end = Math.min(text.length, start + length);
  // Never cut a word in two: move the start to the next word, the end back to the last space.
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  const body = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
