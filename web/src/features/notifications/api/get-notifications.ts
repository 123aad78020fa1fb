import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Notification } from '../types';

/** Site-wide announcements, newest first. */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api.get<Notification[]>('/notifications', { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
