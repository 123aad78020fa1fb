import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { practiceStatsQueryOptions } from '../api/get-practice-stats';
import { sendQueuedReviews } from '../lib/review-queue';

/**
 * Sends the device's queued reviews; once any reached the server, the stats (streak, counts) are
 * read again, and `afterSend` runs (a session refreshing a card it shows again).
 */
export function useSendReviews(): (afterSend?: () => void) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (afterSend?: () => void) => {
      void sendQueuedReviews().then((sent) => {
        if (sent === 0) return;
        void queryClient.invalidateQueries({ queryKey: practiceStatsQueryOptions().queryKey });
        afterSend?.();
      });
    },
    [queryClient],
  );
}
