import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Offline when either says so: TanStack Query's onlineManager (which tests and the app can set)
 * or the browser. The browser's word is needed on a page loaded offline: onlineManager starts
 * out online and changes only on an online/offline event, which a load does not fire.
 */
const isOnline = () => onlineManager.isOnline() && navigator.onLine;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = onlineManager.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

/** Whether the device has a network, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
