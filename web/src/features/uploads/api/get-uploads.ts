import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Upload } from '../types';

/** `GET /uploads`: the signed-in student's own uploads, newest first. */
export function getUploads(signal?: AbortSignal): Promise<Upload[]> {
  return api.get<Upload[]>('/uploads', { signal });
}

export function uploadsQueryOptions() {
  return queryOptions({
    queryKey: ['uploads'],
    queryFn: ({ signal }) => getUploads(signal),
    // A review can land while the page sits open in another tab: ask again on return.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useUploads() {
  return useQuery(uploadsQueryOptions());
}
