import { onlineManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isClientError } from './api-client';

const MAX_RETRIES = 1;

// onlineManager starts out online and changes only on an online/offline event, which a page load
// does not fire: seed it from the browser once, so a page loaded offline starts offline. From here
// on onlineManager is the single source of the online state (retries below, useOnline).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export const queryConfig = {
  queries: {
    // Catalog data (semesters, subjects, notes) changes rarely; avoid refetching on every visit.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // Network errors and 5xx may pass on a second try; a 4xx will not. Offline, a read that runs
    // anyway (networkMode 'offlineFirst', answered by the service worker's cache or not at all)
    // fails at once: a retry would pause until the network is back, a spinner for that long.
    retry: (failureCount, error) =>
      !isClientError(error) && failureCount < MAX_RETRIES && onlineManager.isOnline(),
  },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({ defaultOptions });
}
