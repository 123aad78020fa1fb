import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SubjectRequest } from '../types';

/** `GET /semesters/subjects/{id}/requests`: the subject's open requests with their votes. */
export function getSubjectRequests(
  subjectId: string,
  signal?: AbortSignal,
): Promise<SubjectRequest[]> {
  return api.get<SubjectRequest[]>(
    `/semesters/subjects/${encodeURIComponent(subjectId)}/requests`,
    { signal },
  );
}

export function subjectRequestsQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: ['subjects', subjectId, 'requests'],
    queryFn: ({ signal }) => getSubjectRequests(subjectId, signal),
  });
}

export function useSubjectRequests(subjectId: string) {
  return useQuery(subjectRequestsQueryOptions(subjectId));
}
