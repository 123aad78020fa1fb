import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchParams, SearchResponse, SearchResult } from '../types';

/** The API refuses shorter queries (400), so none is sent. */
export const MIN_QUERY_LENGTH = 2;
/** The API refuses longer queries (400); the input stops there. */
export const MAX_QUERY_LENGTH = 200;
const DEFAULT_LIMIT = 20;

export function searchContent(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const query = new URLSearchParams({ q: params.q, limit: String(params.limit ?? DEFAULT_LIMIT) });
  if (params.type) query.set('type', params.type);
  if (params.semesterId) query.set('semesterId', params.semesterId);
  if (params.subjectId) query.set('subjectId', params.subjectId);
  return api.get<SearchResponse>(`/search?${query.toString()}`, { signal });
}

/** The results together with the search that produced them (see `useSearch`). */
export type SearchData = { params: SearchParams; results: SearchResult[] };

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: ['search', params],
    // Handing TanStack Query's signal to fetch makes it abort the request as soon as the query is
    // no longer wanted, i.e. when the user typed on and the key changed.
    queryFn: async ({ signal }): Promise<SearchData> => ({
      params,
      results: (await searchContent(params, signal)).results,
    }),
  });
}

/**
 * Results for `params`; nothing is requested below MIN_QUERY_LENGTH characters. While a new
 * search loads, the previous results stay (`isPlaceholderData`) so the list does not flash;
 * `data.params` says which search they belong to.
 */
export function useSearch(params: SearchParams) {
  return useQuery({
    ...searchQueryOptions(params),
    enabled: params.q.length >= MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
}
