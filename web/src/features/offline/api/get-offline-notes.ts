import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOfflineNotes, type OfflineNote } from '../lib/offline-store';

/** By note id; module-level so the query's `select` keeps its result between renders. */
const byNoteId = (notes: OfflineNote[]) => new Map(notes.map((note) => [note.noteId, note]));

export function offlineNotesQueryOptions() {
  return queryOptions({
    queryKey: ['offline-notes'],
    queryFn: listOfflineNotes,
    // The device's own storage: it answers without a network, and only this app changes it
    // (every save and removal updates the query).
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** The notes saved on this device, most recently saved first. */
export function useOfflineNotes() {
  return useQuery(offlineNotesQueryOptions());
}

/** This note's saved copy: `data` is undefined when it has none (or while the list loads). */
export function useOfflineNote(noteId: string) {
  const query = useQuery({ ...offlineNotesQueryOptions(), select: byNoteId });
  return { ...query, data: query.data?.get(noteId) };
}
