import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Task } from '../types';

/** The user's tasks, oldest first. */
export function getTasks(signal?: AbortSignal): Promise<Task[]> {
  return api.get<Task[]>('/tasks', { signal });
}

export function tasksQueryOptions() {
  return queryOptions({
    queryKey: ['tasks'],
    queryFn: ({ signal }) => getTasks(signal),
    // A user's own list changes only through this page's mutations, which refresh it.
    staleTime: 30_000,
  });
}

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
