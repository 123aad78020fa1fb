import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogQuery } from '../utils/catalog-query';
import type { PyqDto as Pyq } from '@notesea/contract/notes';

export function getPyqs(subjectId: string, signal?: AbortSignal): Promise<Pyq[]> {
  return api.get<Pyq[]>(`/semesters/subjects/${encodeURIComponent(subjectId)}/pyqs`, {
    signal,
  });
}

export function pyqsQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: ['subjects', subjectId, 'pyqs'],
    queryFn: ({ signal }) => getPyqs(subjectId, signal),
    ...catalogQuery,
  });
}

export function usePyqs(subjectId: string) {
  return useQuery(pyqsQueryOptions(subjectId));
}
