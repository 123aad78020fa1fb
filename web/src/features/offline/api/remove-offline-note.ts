import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isOfflineNote,
  removeOfflineNote,
  type OfflineNote,
  type OfflineNoteKey,
} from '../lib/offline-store';
import { offlineNotesQueryOptions } from './get-offline-notes';
import { storageEstimateQueryOptions } from './get-storage-estimate';

/** Deletes a note's (or paper's) saved copy from the device, which frees its space. */
export function useRemoveOfflineNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: OfflineNoteKey) => removeOfflineNote(key),
    // Only the device's storage is touched: removing works offline too.
    networkMode: 'always',
    onSuccess: (_, key) => {
      queryClient.setQueryData(offlineNotesQueryOptions().queryKey, (notes: OfflineNote[] = []) =>
        notes.filter((note) => !isOfflineNote(note, key)),
      );
      void queryClient.invalidateQueries({ queryKey: storageEstimateQueryOptions().queryKey });
    },
    onError: (error) => console.error('Could not remove the offline copy', error),
  });
}
