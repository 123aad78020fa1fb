import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeStatsDto } from '@notesea/contract/practice-rules';
import { api } from '@/lib/api-client';

/** The prefix of every practice read: a review, an exam date or new limits refresh them. */
export const practiceQueryKey = ['practice'] as const;

export function getPracticeStats(signal?: AbortSignal): Promise<PracticeStatsDto> {
  return api.get<PracticeStatsDto>('/practice/stats', { signal });
}

export function practiceStatsQueryOptions() {
  return queryOptions({
    queryKey: [...practiceQueryKey, 'stats'],
    queryFn: ({ signal }) => getPracticeStats(signal),
    // Changes with every review: read again on each visit.
    staleTime: 0,
  });
}

/** The student's streak, today's counts, daily limits and the subjects they practise. */
export function usePracticeStats() {
  return useQuery(practiceStatsQueryOptions());
}
