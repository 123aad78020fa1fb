import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Task } from '../types';
import { tasksQueryOptions } from './get-tasks';

export function createTask(title: string): Promise<Task> {
  return api.post<Task>('/tasks', { title });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // Show the new task at once (the list is oldest first, so it goes last), then re-read.
    onSuccess: (task) => {
      queryClient.setQueryData(tasksQueryOptions().queryKey, (tasks = []) => [...tasks, task]);
      return queryClient.invalidateQueries({ queryKey: tasksQueryOptions().queryKey });
    },
  });
}
