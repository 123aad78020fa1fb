import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient, queryConfig } from '@/lib/query-client';

type RenderAppOptions = {
  /** Stored as the session token before rendering; omit to render as a visitor. */
  token?: string;
};

/**
 * Reports the router's current path and query, for pages that keep state in the URL, and how
 * the last navigation got there (PUSH or REPLACE).
 */
function LocationProbe({ onLocation }: { onLocation: (url: string, type: string) => void }) {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    onLocation(pathname + search, type);
  }, [onLocation, pathname, search, type]);
  return null;
}

/**
 * Renders the real route table at `url` with the app's providers and a fresh QueryClient (no
 * retries, so error states show at once). Resolves once the first page has rendered; `location()`
 * is then the router's current URL (path and query), `navigationType()` how it was reached.
 */
export async function renderApp(url: string, { token }: RenderAppOptions = {}) {
  if (token) localStorage.setItem('token', token);
  const queryClient = createQueryClient({
    ...queryConfig,
    queries: { ...queryConfig.queries, retry: false },
  });
  const user = userEvent.setup();
  let currentUrl = url;
  let lastNavigation = 'POP';

  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe
          onLocation={(next, type) => {
            currentUrl = next;
            lastNavigation = type;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  // Layouts and pages are lazy chunks: wait until one has rendered its <main> and content.
  await screen.findByRole('main');
  await screen.findByRole('heading', { level: 1 });

  return {
    ...result,
    queryClient,
    user,
    location: () => currentUrl,
    navigationType: () => lastNavigation,
  };
}
