// Shapes of GET /api/search (the search module's contract): ranked best first, one entry per
// matching page of a note or question paper.

// Type-only: the contract lives once in @notesea/contract/search; importing its values would pull zod in.
import type { SearchResponseDto, SearchResultDto, SearchType } from '@notesea/contract/search';

export type { SearchType };
export type SearchResult = SearchResultDto;
export type SearchResponse = SearchResponseDto;

export type SearchParams = {
  /** Trimmed, at least MIN_QUERY_LENGTH characters (the API answers 400 below that). */
  q: string;
  type?: SearchType;
  semesterId?: string;
  subjectId?: string;
  limit?: number;
};
