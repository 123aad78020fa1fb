import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BookmarkDto as Bookmark } from '@notesea/contract/notes';

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
