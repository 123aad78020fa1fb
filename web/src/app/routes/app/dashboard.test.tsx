import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The project level summary (dashboard-projects.test.tsx) is not what these tests are about.
beforeEach(() => {
  server.use(api.get('/api/projects', ({ ok }) => ok([])));
});

describe('dashboard', () => {
  it("greets a student who signs in 'Welcome back' (a first visit comes from verify-email)", async () => {
    server.use(api.get('/api/semesters', ({ ok }) => ok([])));

    await renderApp('/dashboard', { token: 't' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
  });

  it('lists the semesters from the API, each linking to its subjects', async () => {
    server.use(
      api.get('/api/semesters', ({ ok }) =>
        ok([
          { _id: 'cse-1', title: 'CSE Semester 1' },
          { _id: 'cse-2', title: 'CSE Semester 2' },
        ]),
      ),
    );

    await renderApp('/dashboard', { token: 't' });

    expect(await screen.findByRole('link', { name: 'CSE Semester 1' })).toHaveAttribute(
      'href',
      '/semesters/cse-1',
    );
    expect(screen.getByRole('link', { name: 'CSE Semester 2' })).toHaveAttribute(
      'href',
      '/semesters/cse-2',
    );
  });

  it('shows a loading state, then the server message when the request fails', async () => {
    // Hold the answer until the loading state has been seen, so the test does not race it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.get('/api/semesters', async ({ fail }) => {
        await answered;
        return fail(500);
      }),
    );

    await renderApp('/dashboard', { token: 't' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading semesters');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
