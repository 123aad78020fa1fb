import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tasksQueryOptions } from './get-tasks';

export function deleteTask(id: string): Promise<unknown> {
  return api.delete(`/tasks/${encodeURIComponent(id)}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  const { queryKey } = tasksQueryOptions();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(queryKey, (tasks = []) => tasks.filter((task) => task._id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
