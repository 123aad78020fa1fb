import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BookmarkDto as Bookmark } from '@notesea/contract/notes';
import { bookmarksQueryOptions } from './get-bookmarks';

/**
 * What a star knows about its note: enough to list it under "Saved" before the server answers.
 * A note of the subject's list (plus its subject's id) or the reader's note fits it.
 */
export type BookmarkNote = Omit<Bookmark, 'noteId' | 'createdAt' | 'pages'> & {
  pages?: number | null;
};

/** Shared by saving and unsaving, so the list refetches only once the last toggle settles. */
export const bookmarkMutationKey = ['bookmarks', 'toggle'] as const;

export function addBookmark(noteId: string): Promise<Bookmark> {
  return api.put<Bookmark>(`/bookmarks/${encodeURIComponent(noteId)}`);
}

/**
 * Saves a note, showing it saved at once (optimistic). A failure takes out just this note again,
 * not a snapshot of the whole list, so a second star toggled meanwhile keeps its own state.
 */
export function useAddBookmark() {
  const queryClient = useQueryClient();
  const { queryKey } = bookmarksQueryOptions();
  return useMutation({
    mutationKey: bookmarkMutationKey,
    mutationFn: (note: BookmarkNote) => addBookmark(note._id),
    onMutate: async (note) => {
      // An answer already on its way would overwrite the optimistic entry with the old list.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(
        queryKey,
        (list) =>
          list && [pendingBookmark(note), ...list.filter((item) => item.noteId !== note._id)],
      );
    },
    onError: (_error, note) =>
      queryClient.setQueryData(queryKey, (list) =>
        list?.filter((item) => item.noteId !== note._id),
      ),
    onSettled: () => refetchWhenSettled(queryClient),
  });
}

/** The entry as the server will list it, until it does. */
function pendingBookmark(note: BookmarkNote): Bookmark {
  return {
    _id: note._id,
    noteId: note._id,
    title: note.title,
    unit: note.unit,
    subjectId: note.subjectId,
    subjectName: note.subjectName,
    semesterName: note.semesterName,
    pdfUrl: note.pdfUrl,
    pages: note.pages ?? null,
    createdAt: new Date().toISOString(),
  };
}

/** Refetches the list after the last of overlapping toggles, not between them (flicker). */
export function refetchWhenSettled(queryClient: QueryClient) {
  // This mutation still counts itself while onSettled runs.
  if (queryClient.isMutating({ mutationKey: bookmarkMutationKey }) > 1) return;
  return queryClient.invalidateQueries({ queryKey: bookmarksQueryOptions().queryKey });
}
