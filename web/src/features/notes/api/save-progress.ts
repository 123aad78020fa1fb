import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressInput } from '@notesea/contract/notes';
import { api } from '@/lib/api-client';
import { userPdfsQueryOptions } from './get-user-pdfs';

/** The note (a path parameter) and the body of the progress update. */
export type SaveProgressInput = ProgressInput & { noteId: string };

/**
 * The page a reader is on, kept on the note's "My PDFs" entry. The note must have been logged
 * (POST /user-pdfs) first: the server answers 404 otherwise.
 */
export function saveProgress({ noteId, page }: SaveProgressInput): Promise<unknown> {
  return api.put(
    `/user-pdfs/${encodeURIComponent(noteId)}/progress`,
    { page },
    // The last save is often sent as the tab closes; keepalive lets it outlive the page.
    { keepalive: true },
  );
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userPdfsQueryOptions().queryKey }),
    // Losing a bookmark of the page is not worth interrupting the reading for.
    onError: (error) => console.error('Could not save the reading progress', error),
  });
}
