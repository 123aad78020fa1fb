import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient, queryConfig } from '@/lib/query-client';

type RenderAppOptions = {
  /** Stored as the session token before rendering; omit to render as a visitor. */
  token?: string;
};

/**
 * Renders the real route table at `url` with the app's providers and a fresh QueryClient (no
 * retries, so error states show at once). Resolves once the first page has rendered.
 */
export async function renderApp(url: string, { token }: RenderAppOptions = {}) {
  if (token) localStorage.setItem('token', token);
  const queryClient = createQueryClient({
    ...queryConfig,
    queries: { ...queryConfig.queries, retry: false },
  });
  const user = userEvent.setup();

  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  // Layouts and pages are lazy chunks: wait until one has rendered its <main> and content.
  await screen.findByRole('main');
  await screen.findByRole('heading', { level: 1 });

  return { ...result, queryClient, user };
}
