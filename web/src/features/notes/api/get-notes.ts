import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogQuery } from '../utils/catalog-query';
import type { NoteDto as Note } from '@notesea/contract/notes';

export function getNotes(subjectId: string, signal?: AbortSignal): Promise<Note[]> {
  return api.get<Note[]>(`/semesters/subjects/${encodeURIComponent(subjectId)}/notes`, {
    signal,
  });
}

export function notesQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: ['subjects', subjectId, 'notes'],
    queryFn: ({ signal }) => getNotes(subjectId, signal),
    ...catalogQuery,
  });
}

export function useNotes(subjectId: string) {
  return useQuery(notesQueryOptions(subjectId));
}
