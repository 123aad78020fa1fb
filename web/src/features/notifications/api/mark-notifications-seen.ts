import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';

/** Records that the student has seen every notification up to now (server time). */
export function markNotificationsSeen(): Promise<void> {
  return api.post<void>('/notifications/seen');
}

/** Opening /soon: afterwards the unread count is fetched again (0 unless news arrived). */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryOptions().queryKey }),
  });
}
