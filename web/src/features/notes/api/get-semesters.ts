import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogQuery } from '../utils/catalog-query';
import type { SemesterDto as Semester } from '@notesea/contract/notes';

export function getSemesters(signal?: AbortSignal): Promise<Semester[]> {
  return api.get<Semester[]>('/semesters', { signal });
}

export function semestersQueryOptions() {
  return queryOptions({
    queryKey: ['semesters'],
    queryFn: ({ signal }) => getSemesters(signal),
    ...catalogQuery,
  });
}

export function useSemesters() {
  return useQuery(semestersQueryOptions());
}
