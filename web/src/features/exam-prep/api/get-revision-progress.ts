import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RevisionProgress } from '../types';

export function getRevisionProgress(signal?: AbortSignal): Promise<RevisionProgress[]> {
  return api.get<RevisionProgress[]>('/revision', { signal });
}

/**
 * The prefix of every revision read (the dashboard's progress, each subject's ticks): a tick
 * invalidates them together.
 */
export const revisionQueryKey = ['revision'] as const;

export function revisionProgressQueryOptions() {
  return queryOptions({
    queryKey: [...revisionQueryKey, 'progress'],
    queryFn: ({ signal }) => getRevisionProgress(signal),
  });
}

export function useRevisionProgress() {
  return useQuery(revisionProgressQueryOptions());
}
