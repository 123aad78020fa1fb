import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Bookmark } from '../types';

export function getBookmarks(signal?: AbortSignal): Promise<Bookmark[]> {
  return api.get<Bookmark[]>('/bookmarks', { signal });
}

export function bookmarksQueryOptions() {
  return queryOptions({
    queryKey: ['bookmarks'],
    queryFn: ({ signal }) => getBookmarks(signal),
  });
}

/** `enabled: false` for a visitor, who has no bookmarks to ask for. */
export function useBookmarks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookmarksQueryOptions(), enabled });
}
