import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogQuery } from '../utils/catalog-query';
import type { NoteDetailDto as NoteDetail } from '@notesea/contract/notes';

export function getNote(noteId: string, signal?: AbortSignal): Promise<NoteDetail> {
  return api.get<NoteDetail>(`/notes/${encodeURIComponent(noteId)}`, { signal });
}

export function noteQueryOptions(noteId: string) {
  return queryOptions({
    queryKey: ['notes', noteId],
    queryFn: ({ signal }) => getNote(noteId, signal),
    ...catalogQuery,
  });
}

export function useNote(noteId: string) {
  return useQuery(noteQueryOptions(noteId));
}
