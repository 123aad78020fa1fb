import type { SearchResult } from '../types';

/**
 * Where a result opens: the reader at the matching page, with the search so the reader can
 * highlight it (DESIGN §11 reader routes). encodeURIComponent rather than URLSearchParams, whose
 * '+' for spaces only URLSearchParams decodes back.
 */
export function readerHref(result: Pick<SearchResult, 'type' | '_id' | 'page'>, query: string) {
  const base = result.type === 'pyq' ? '/pyqs' : '/notes';
  return `${base}/${encodeURIComponent(result._id)}?page=${result.page}&q=${encodeURIComponent(query)}`;
}
