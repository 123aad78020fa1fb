import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isClientError } from './api-client';

const MAX_RETRIES = 1;

export const queryConfig = {
  queries: {
    // Catalog data (semesters, subjects, notes) changes rarely; avoid refetching on every visit.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // Network errors and 5xx may pass on a second try; a 4xx will not.
    retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
  },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({ defaultOptions });
}
