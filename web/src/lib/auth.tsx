import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { getToken, subscribeToken } from './api-client';

/** The stored token, re-rendering when it changes (login, logout, a 401, another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** docs/product.md §6: protected screens send a visitor without a stored token to the landing page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}
