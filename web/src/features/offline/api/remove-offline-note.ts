import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeOfflineNote, type OfflineNote } from '../lib/offline-store';
import { offlineNotesQueryOptions } from './get-offline-notes';
import { storageEstimateQueryOptions } from './get-storage-estimate';

/** Deletes a note's saved copy from the device, which frees its space. */
export function useRemoveOfflineNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => removeOfflineNote(noteId),
    // Only the device's storage is touched: removing works offline too.
    networkMode: 'always',
    onSuccess: (_, noteId) => {
      queryClient.setQueryData(offlineNotesQueryOptions().queryKey, (notes: OfflineNote[] = []) =>
        notes.filter((note) => note.noteId !== noteId),
      );
      void queryClient.invalidateQueries({ queryKey: storageEstimateQueryOptions().queryKey });
    },
    onError: (error) => console.error('Could not remove the offline copy', error),
  });
}
