import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectDto } from '@notesea/contract/projects';
import { api } from '@/testing/api-handlers';
import { emptyLists } from '@/testing/empty-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { project } from './projects.fixtures';

describe('dashboard project level summary', () => {
  it('shows each level with the range from its lowest to its highest student or business price', async () => {
    const lists: Record<string, ProjectDto[]> = {
      easy: [
        project({ _id: 'e1', studentPrice: 599, businessPrice: 1799 }),
        project({ _id: 'e2', studentPrice: 499, businessPrice: 1999 }),
      ],
      medium: [project({ _id: 'm1', studentPrice: 1499, businessPrice: 5499 })],
      hard: [],
    };
    // The first matching handler answers: the projects before the other dashboard blocks.
    server.use(
      api.get('/api/projects', ({ request, ok }) =>
        ok(lists[new URL(request.url).searchParams.get('category') ?? ''] ?? []),
      ),
      ...emptyLists,
    );

    await renderApp('/dashboard', { token: 't' });

    const block = screen.getByRole('region', { name: 'Projects' });
    const easy = await within(block).findByRole('link', { name: /Easy Projects/ });
    expect(easy).toHaveAttribute('href', '/easy-projects');
    expect(await within(easy).findByText('₹499 – ₹1,999')).toBeInTheDocument();
    const medium = within(block).getByRole('link', { name: /Medium Projects/ });
    expect(medium).toHaveAttribute('href', '/medium-projects');
    expect(await within(medium).findByText('₹1,499 – ₹5,499')).toBeInTheDocument();
    const hard = within(block).getByRole('link', { name: /Advanced Projects/ });
    expect(hard).toHaveAttribute('href', '/hard-projects');
    expect(await within(hard).findByText('Coming soon')).toBeInTheDocument();
  });

  it('keeps the levels as plain links when prices fail to load, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      api.get('/api/projects', ({ fail }) => fail(500)),
      ...emptyLists,
    );

    await renderApp('/dashboard', { token: 't' });

    const block = screen.getByRole('region', { name: 'Projects' });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Could not load project prices', expect.anything()),
    );
    expect(within(block).getByRole('link', { name: 'Easy Projects' })).toBeInTheDocument();
    expect(within(block).queryByText(/₹/)).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
