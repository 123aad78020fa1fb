import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isOfflineNote,
  saveOfflineNote,
  type OfflineNote,
  type OfflineNoteDetails,
} from '../lib/offline-store';
import { offlineNotesQueryOptions } from './get-offline-notes';
import { storageEstimateQueryOptions } from './get-storage-estimate';

/** Downloads a note's (or paper's) PDF onto the device (Cache Storage) and lists it as available offline. */
export function useSaveOfflineNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: OfflineNoteDetails) => saveOfflineNote(details),
    // Tried at once even offline: the download then fails and the button says why, instead of
    // a save that waits, paused, for a network the user may not get back soon.
    networkMode: 'always',
    onSuccess: (saved) => {
      queryClient.setQueryData(offlineNotesQueryOptions().queryKey, (notes: OfflineNote[] = []) => [
        saved,
        ...notes.filter((note) => !isOfflineNote(note, saved)),
      ]);
      void queryClient.invalidateQueries({ queryKey: storageEstimateQueryOptions().queryKey });
    },
    onError: (error) => console.error('Could not save the note for offline', error),
  });
}
