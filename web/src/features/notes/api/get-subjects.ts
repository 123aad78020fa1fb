import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogQuery } from '../utils/catalog-query';
import type { SubjectDto as Subject } from '@notesea/contract/notes';

export function getSubjects(semesterId: string, signal?: AbortSignal): Promise<Subject[]> {
  return api.get<Subject[]>(`/semesters/${encodeURIComponent(semesterId)}/subjects`, { signal });
}

export function subjectsQueryOptions(semesterId: string) {
  return queryOptions({
    queryKey: ['semesters', semesterId, 'subjects'],
    queryFn: ({ signal }) => getSubjects(semesterId, signal),
    ...catalogQuery,
  });
}

export function useSubjects(semesterId: string) {
  return useQuery(subjectsQueryOptions(semesterId));
}
