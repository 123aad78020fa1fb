import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The dashboard's practice card: today's due count and the streak, never in the way.

beforeEach(() => {
  server.use(
    api.get('/api/projects', ({ ok }) => ok([])),
    api.get('/api/semesters', ({ ok }) => ok([])),
  );
});

describe('dashboard practice card', () => {
  it('shows the cards due today and the streak, linking to /practice', async () => {
    server.use(
      api.get('/api/practice/stats', ({ ok }) =>
        ok({
          streak: 6,
          reviewedToday: 3,
          dueToday: 14,
          newToday: 2,
          retention30d: null,
          newPerDay: 20,
          reviewsPerDay: 200,
          subjects: [{ subjectId: 'dbms', title: 'DBMS', examDate: null, dueToday: 14 }],
        }),
      ),
    );
    await renderApp('/dashboard', { token: 't' });

    const link = await screen.findByRole('link', { name: /14 cards due today/ });
    expect(link).toHaveTextContent('6-day streak');
    expect(link).toHaveAttribute('href', '/practice');
    expect(screen.getByRole('heading', { name: 'Practice' })).toBeInTheDocument();
  });

  it('is left out when the stats fail, and the rest of the dashboard shows', async () => {
    server.use(api.get('/api/practice/stats', ({ fail }) => fail(500)));
    await renderApp('/dashboard', { token: 't' });

    expect(await screen.findByRole('heading', { name: 'Semesters' })).toBeInTheDocument();
    expect(await screen.findByText('No subjects opened yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Practice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
