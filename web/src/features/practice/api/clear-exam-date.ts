import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeExamDto } from '@notesea/contract/practice-rules';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './get-practice-stats';

export function clearExamDate(subjectId: string): Promise<PracticeExamDto> {
  return api.delete<PracticeExamDto>(`/practice/subjects/${encodeURIComponent(subjectId)}/exam`);
}

export function useClearExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearExamDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceQueryKey }),
  });
}
