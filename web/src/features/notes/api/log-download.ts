import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserPdfInput as LogDownloadInput } from '@notesea/contract/notes';
import { userPdfsQueryOptions } from './get-user-pdfs';

export function logDownload(input: LogDownloadInput): Promise<unknown> {
  return api.post('/user-pdfs', input);
}

export function useLogDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userPdfsQueryOptions().queryKey }),
    // docs/product.md §8: a failed log is only logged; the PDF has already opened for the user.
    onError: (error) => console.error('Could not log the download', error),
  });
}
