import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/**
 * Whether the device has a network, as TanStack Query sees it (the browser's online and offline
 * events): the same signal that pauses requests, so what the page says matches what it does.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}
