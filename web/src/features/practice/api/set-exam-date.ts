import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeExamDto } from '@notesea/contract/practice-rules';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './get-practice-stats';

/** Sets the subject's exam date (YYYY-MM-DD); the server refuses a past or unreal day (400). */
export function setExamDate(subjectId: string, date: string): Promise<PracticeExamDto> {
  return api.put<PracticeExamDto>(`/practice/subjects/${encodeURIComponent(subjectId)}/exam`, {
    date,
  });
}

export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, date }: { subjectId: string; date: string }) =>
      setExamDate(subjectId, date),
    // The exam date reshapes the schedule: stats and every queue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceQueryKey }),
  });
}
