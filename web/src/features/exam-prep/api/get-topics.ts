import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Topic } from '../types';

export function getTopics(subjectId: string, signal?: AbortSignal): Promise<Topic[]> {
  return api.get<Topic[]>(`/semesters/subjects/${encodeURIComponent(subjectId)}/topics`, {
    signal,
  });
}

export function topicsQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: ['subjects', subjectId, 'topics'],
    queryFn: ({ signal }) => getTopics(subjectId, signal),
    // Public and cached like the catalog: the service worker's last answer shows offline.
    networkMode: 'offlineFirst',
  });
}

export function useTopics(subjectId: string) {
  return useQuery(topicsQueryOptions(subjectId));
}
