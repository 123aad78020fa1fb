import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RevisionProgress } from '../types';

export function getRevisionProgress(signal?: AbortSignal): Promise<RevisionProgress[]> {
  return api.get<RevisionProgress[]>('/revision', { signal });
}

export function revisionProgressQueryOptions() {
  return queryOptions({
    queryKey: ['revision', 'progress'],
    queryFn: ({ signal }) => getRevisionProgress(signal),
  });
}

export function useRevisionProgress() {
  return useQuery(revisionProgressQueryOptions());
}
