import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api, clearToken } from './api-client';

/** Long enough for a slow phone network, short enough that Logout never feels stuck. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Ends the session: the server revokes it (docs/architecture.md §2), then this device forgets it and its data.
 * The server call is awaited so a quick re-login cannot be revoked by a late logout; its failure
 * is ignored, because the user asked to be logged out here whatever the server says.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await api.post('/users/logout', undefined, {
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch {
      // Offline, timed out or already expired: the local session is dropped below regardless.
    }
    clearToken();
    queryClient.clear();
    void navigate(paths.home.getHref(), { replace: true });
  }, [queryClient, navigate]);
}
