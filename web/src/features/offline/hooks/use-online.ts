import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network, re-rendering when that changes. TanStack Query's
 * onlineManager is the single source: lib/query-client.ts seeds it from navigator.onLine at
 * start-up, and it follows the browser's online/offline events from there.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
