import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BookmarkDto as Bookmark } from '@notesea/contract/notes';
import { bookmarkMutationKey, refetchWhenSettled } from './add-bookmark';
import { bookmarksQueryOptions } from './get-bookmarks';

export function removeBookmark(noteId: string): Promise<unknown> {
  return api.delete(`/bookmarks/${encodeURIComponent(noteId)}`);
}

/** Unsaves a note at once (optimistic); a failure puts back just this note, where it was. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  const { queryKey } = bookmarksQueryOptions();
  return useMutation({
    mutationKey: bookmarkMutationKey,
    mutationFn: (noteId: string) => removeBookmark(noteId),
    onMutate: async (noteId) => {
      await queryClient.cancelQueries({ queryKey });
      const list = queryClient.getQueryData(queryKey);
      const index = list?.findIndex((item) => item.noteId === noteId) ?? -1;
      const removed = index >= 0 ? list?.[index] : undefined;
      queryClient.setQueryData(
        queryKey,
        list?.filter((item) => item.noteId !== noteId),
      );
      return { removed, index };
    },
    onError: (_error, _noteId, context) => {
      const removed = context?.removed;
      if (!removed) return;
      queryClient.setQueryData(queryKey, (list) => list && putBack(list, removed, context.index));
    },
    onSettled: () => refetchWhenSettled(queryClient),
  });
}

function putBack(list: Bookmark[], bookmark: Bookmark, index: number): Bookmark[] {
  if (list.some((item) => item.noteId === bookmark.noteId)) return list;
  return [...list.slice(0, index), bookmark, ...list.slice(index)];
}
