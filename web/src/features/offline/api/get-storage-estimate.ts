import { queryOptions, useQuery } from '@tanstack/react-query';
import { estimateStorage } from '../lib/offline-store';

export function storageEstimateQueryOptions() {
  return queryOptions({
    queryKey: ['offline-notes', 'storage-estimate'],
    // undefined is not allowed as query data.
    queryFn: async () => (await estimateStorage()) ?? null,
    networkMode: 'always',
  });
}

/** How much this site stores on the device, out of what the browser allows; null if unknown. */
export function useStorageEstimate() {
  return useQuery(storageEstimateQueryOptions());
}
