import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnreadNotifications } from '../types';

/** How many notifications arrived since the signed-in student last opened /soon. */
export function getUnreadNotifications(signal?: AbortSignal): Promise<UnreadNotifications> {
  return api.get<UnreadNotifications>('/notifications/unread', { signal });
}

export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread'],
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    // Unlike the catalog, news can arrive while the tab sits in the background: ask again when
    // the student comes back to it (still at most once a minute, the default staleTime).
    refetchOnWindowFocus: true,
  });
}

/** The nav badge's count; signed-in pages only (401 for a visitor). */
export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions());
}
