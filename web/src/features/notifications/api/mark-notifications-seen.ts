import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';

/** Records that the student has seen every notification up to now (server time). */
export function markNotificationsSeen(): Promise<void> {
  return api.post<void>('/notifications/seen');
}

/**
 * Opening /soon: afterwards nothing is unread. The server has just recorded "seen up to now",
 * so the count is set to 0 here rather than fetched again (a refetch would answer 0).
 */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: () => {
      queryClient.setQueryData(unreadNotificationsQueryOptions().queryKey, { unread: 0 });
    },
  });
}
