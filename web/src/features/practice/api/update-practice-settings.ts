import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeStatsDto } from '@notesea/contract/practice-rules';
import { api } from '@/lib/api-client';
import { practiceQueryKey, practiceStatsQueryOptions } from './get-practice-stats';

export type PracticeSettings = { newPerDay?: number; reviewsPerDay?: number };

/** The student's daily limits; answered with the stats they change. */
export function updatePracticeSettings(settings: PracticeSettings): Promise<PracticeStatsDto> {
  return api.put<PracticeStatsDto>('/practice/settings', settings);
}

export function useUpdatePracticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePracticeSettings,
    onSuccess: (stats) => {
      queryClient.setQueryData(practiceStatsQueryOptions().queryKey, stats);
      // New limits change how many new cards each queue holds.
      return queryClient.invalidateQueries({ queryKey: practiceQueryKey });
    },
  });
}
