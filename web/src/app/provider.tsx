import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { subscribeToken } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client; the app creates one per page load. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  // Cached data belongs to whoever held the token: drop it on login, logout and on a 401, so
  // the next user on a shared device never sees someone else's downloads.
  useEffect(() => subscribeToken(() => queryClient.clear()), [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
