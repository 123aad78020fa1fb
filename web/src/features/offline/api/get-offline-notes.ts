import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOfflineNotes, type OfflineNote, type OfflineNoteKey } from '../lib/offline-store';

const keyOf = ({ kind, id }: OfflineNoteKey) => `${kind}/${id}`;

/** By kind and id; module-level so the query's `select` keeps its result between renders. */
const byKey = (notes: OfflineNote[]) => new Map(notes.map((note) => [keyOf(note), note]));

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

/** The notes and papers saved on this device, most recently saved first. */
export function useOfflineNotes() {
  return useQuery(offlineNotesQueryOptions());
}

/**
 * This note's (or paper's) saved copy: `data` is undefined when it has none (or while the list
 * loads).
 */
export function useOfflineNote(key: OfflineNoteKey) {
  const query = useQuery({ ...offlineNotesQueryOptions(), select: byKey });
  return { ...query, data: query.data?.get(keyOf(key)) };
}
