import { useSyncExternalStore } from 'react';
import { isSendingStalled, readQueuedReviews, subscribeQueuedReviews } from '../lib/review-queue';

/**
 * The reviews this device still has to send: how many, and whether the last try left them
 * behind (rather than their being on their way).
 */
export function useQueuedReviews(): { count: number; stalled: boolean } {
  const count = useSyncExternalStore(
    subscribeQueuedReviews,
    () => readQueuedReviews().length,
    () => 0,
  );
  const stalled = useSyncExternalStore(subscribeQueuedReviews, isSendingStalled, () => false);
  return { count, stalled };
}
