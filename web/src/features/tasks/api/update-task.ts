import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Task } from '../types';
import { tasksQueryOptions } from './get-tasks';

/** docs/product.md §7: one change per request, either the checkbox or the inline title edit. */
export type TaskChange = { completed: boolean } | { title: string };

export function updateTask(id: string, change: TaskChange): Promise<Task> {
  return api.put<Task>(`/tasks/${encodeURIComponent(id)}`, change);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const { queryKey } = tasksQueryOptions();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TaskChange }) => updateTask(id, change),
    // Optimistic: a ticked checkbox or a saved title should not wait for the network.
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (tasks = []) =>
        tasks.map((task) => (task._id === id ? { ...task, ...change } : task)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
