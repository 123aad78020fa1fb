import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/soon (notifications)', () => {
  it('shows the empty state', async () => {
    server.use(http.get('/api/notifications', () => HttpResponse.json([])));
    await renderApp('/soon', { token: 't' });

    expect(
      await screen.findByText('No new notifications right now. Stay tuned!'),
    ).toBeInTheDocument();
  });

  it('lists notifications in the order the API sends them (newest first)', async () => {
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json([
          {
            _id: 'n2',
            title: 'Final-year project bookings are open',
            message: 'Book your major project early.',
            createdAt: '2026-01-10T05:00:00.000Z',
          },
          {
            _id: 'n1',
            title: 'Welcome to NoteSea',
            message: 'Semester-wise notes are now live.',
            createdAt: '2025-07-01T04:30:00.000Z',
          },
        ]),
      ),
    );
    await renderApp('/soon', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Final-year project bookings are open', 'Welcome to NoteSea']);
    expect(within(list).getByText('Book your major project early.')).toBeInTheDocument();
  });

  it('shows the server message when loading fails', async () => {
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    await renderApp('/soon', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  });
});
