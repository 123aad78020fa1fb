/**
 * Search contract shared by the API and the web app (`@notesea/contract/search`): the query of
 * `GET /api/search` and its answer. Import nothing but 'zod' (and sibling shared files) here:
 * this file is bundled into the browser.
 */
import { z } from 'zod';
import { docId, queryCount } from './common.js';

/** Shortest and longest query text accepted, in characters after trimming. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 200;
/** Results per answer when `limit` is absent, and the largest `limit` accepted. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

export const SEARCH_MESSAGES = {
  tooShort: `Type at least ${SEARCH_QUERY_MIN} characters to search`,
  tooLong: `Search text must be at most ${SEARCH_QUERY_MAX} characters`,
  type: 'type must be note or pyq',
  limit: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`,
} as const;

export const SEARCH_TYPES = ['note', 'pyq'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** An optional query parameter: '' (an "All" option of a select) counts as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/**
 * Query of `GET /api/search?q=…&semesterId=&subjectId=&type=note|pyq&limit=20`. Query values
 * arrive as strings; a repeated parameter (an array) is refused with the parameter's message.
 * Messages are shown to the student as they are (first failing field wins, in this order).
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .trim()
    .min(SEARCH_QUERY_MIN, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong),
  type: optional(z.enum(SEARCH_TYPES, { error: SEARCH_MESSAGES.type })),
  semesterId: optional(docId('semesterId')),
  subjectId: optional(docId('subjectId')),
  limit: queryCount(SEARCH_MAX_LIMIT, SEARCH_MESSAGES.limit).default(SEARCH_DEFAULT_LIMIT),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * One `GET /api/search` result: the best-matching page of one note or paper. `unit` is present
 * for notes only and `year` for papers only (each null when the upload did not say).
 * `snippet` is plain text (~160 characters around the first matched word, '…' where cut);
 * `terms` are the indexed words that matched (after spelling tolerance and prefix completion),
 * lower-case, for the web app to highlight in the snippet as text, never as HTML.
 */
export interface SearchResultDto {
  type: SearchType;
  _id: string;
  title: string;
  subjectId: string;
  subjectName: string;
  semesterId: string;
  semesterName: string;
  unit?: number | null;
  year?: number | null;
  /** 1-based page of the PDF the snippet comes from. */
  page: number;
  snippet: string;
  pdfUrl: string;
  terms: string[];
  /**
   * Present (true) when the page's text was read by OCR from a scan, so the snippet may carry
   * recognition errors; the web app marks the hit "from a scan".
   */
  fromScan?: true;
}

/** `GET /api/search` answer, best first. */
export interface SearchResponseDto {
  results: SearchResultDto[];
}
