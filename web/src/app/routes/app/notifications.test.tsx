import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { emptyLists } from '@/testing/empty-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** Opening /soon marks everything seen; these tests are about the list, so just accept it. */
const acceptSeen = api.post('/api/notifications/seen', ({ noContent }) => noContent());

describe('/soon (notifications)', () => {
  it('shows the empty state', async () => {
    server.use(
      acceptSeen,
      api.get('/api/notifications', ({ ok }) => ok([])),
    );
    await renderApp('/soon', { token: 't' });

    expect(
      await screen.findByText('No new notifications right now. Stay tuned!'),
    ).toBeInTheDocument();
  });

  it('lists notifications in the order the API sends them (newest first)', async () => {
    server.use(
      acceptSeen,
      api.get('/api/notifications', ({ ok }) =>
        ok([
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
      acceptSeen,
      api.get('/api/notifications', ({ fail }) => fail(500)),
    );
    await renderApp('/soon', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});

describe('Notification nav item: unread count', () => {
  /** A signed-in dashboard whose API reports `unread`; POST /seen clears it like the server. */
  function serveUnread(initial: number) {
    const state = { unread: initial, seenPosts: 0 };
    server.use(
      api.get('/api/notifications/unread', ({ ok }) => ok({ unread: state.unread })),
      api.post('/api/notifications/seen', ({ noContent }) => {
        state.seenPosts += 1;
        state.unread = 0;
        return noContent();
      }),
      api.get('/api/notifications', ({ ok }) => ok([])),
      ...emptyLists,
    );
    return state;
  }

  it('shows the count in the top nav and the side menu, labelled for screen readers', async () => {
    serveUnread(3);
    const { user } = await renderApp('/dashboard', { token: 't' });

    const main = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(main).findByRole('link', { name: 'Notification, 3 unread' });
    // The badge shows the number; the name says what it is.
    expect(link).toHaveTextContent(/^Notification3$/);

    // On a phone the count is inside the closed menu: the hamburger says there is something.
    await user.click(
      await screen.findByRole('button', { name: 'Open menu, 3 unread notifications' }),
    );
    const drawer = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(drawer).getByRole('link', { name: 'Notification, 3 unread' })).toBeVisible();
  });

  it('shows 9+ above 9 and still announces the exact number', async () => {
    serveUnread(12);
    await renderApp('/dashboard', { token: 't' });

    const main = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(main).findByRole('link', { name: 'Notification, 12 unread' });
    expect(link).toHaveTextContent(/^Notification9\+$/);
  });

  it('hides the badge once the student opens /soon', async () => {
    const state = serveUnread(2);
    const { user, location } = await renderApp('/dashboard', { token: 't' });
    const main = screen.getByRole('navigation', { name: 'Main' });

    await user.click(await within(main).findByRole('link', { name: 'Notification, 2 unread' }));

    // The /soon route's code may still be on its way (a lazy route): the URL changes once it is in.
    await waitFor(() => expect(location()).toBe('/soon'));
    await waitFor(() =>
      expect(within(main).getByRole('link', { name: 'Notification' })).toHaveTextContent(
        /^Notification$/,
      ),
    );
    expect(state.seenPosts).toBe(1);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('/soon, personal notifications', () => {
  it("links a student's own notification to what it concerns, and only inside the app", async () => {
    server.use(
      acceptSeen,
      api.get('/api/notifications', ({ ok }) =>
        ok([
          {
            _id: 'p1',
            title: 'Your paper is published',
            message: 'May 2024 of Database Management Systems is now on NoteSea.',
            createdAt: '2026-03-03T05:00:00.000Z',
            link: '/pyqs/pyq-dbms-2024-may',
          },
          {
            _id: 'p0',
            title: 'Odd link',
            message: 'A link elsewhere is not followed.',
            createdAt: '2026-03-02T05:00:00.000Z',
            link: '//evil.example/phish',
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
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(
      within(list).getByRole('link', { name: 'Open it: Your paper is published' }),
    ).toHaveAttribute('href', '/pyqs/pyq-dbms-2024-may');
  });
});
