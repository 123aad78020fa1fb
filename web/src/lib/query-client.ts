import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 1;

export const queryConfig = {
  queries: {
    // Catalog data (semesters, subjects, notes) changes rarely; avoid refetching on every visit.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // A 4xx will not change on retry (not found, not allowed); network and 5xx might.
    retry: (failureCount, error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return failureCount < MAX_RETRIES;
    },
  },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({ defaultOptions });
}
