import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The dashboard's revision progress, per subject the student opened.

beforeEach(() => {
  server.use(
    api.get('/api/projects', ({ ok }) => ok([])),
    api.get('/api/semesters', ({ ok }) => ok([])),
  );
});

describe('dashboard revision progress', () => {
  it('shows topics revised of topics per subject, each opening its Exam prep tab', async () => {
    server.use(
      api.get('/api/revision', ({ ok }) =>
        ok([
          { subjectId: 'dbms', subjectTitle: 'DBMS', semesterId: 'sem-3', done: 3, total: 12 },
          {
            subjectId: 'os',
            subjectTitle: 'Operating Systems',
            semesterId: 'sem-4',
            done: 0,
            total: 0,
          },
        ]),
      ),
    );

    await renderApp('/dashboard', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Revision by subject' });
    const dbms = within(list).getByRole('link', { name: /^DBMS/ });
    expect(dbms).toHaveTextContent('3 of 12 topics revised');
    expect(dbms).toHaveAttribute('href', '/subjects/dbms?tab=prep');
    // A subject without papers has nothing to revise yet: no "0 of 0".
    expect(within(list).getByRole('link', { name: /^Operating Systems/ })).toHaveTextContent(
      'No previous-year papers yet',
    );
  });

  it('says so when the student has opened no subject yet', async () => {
    await renderApp('/dashboard', { token: 't' });

    expect(await screen.findByText('No subjects opened yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Revision by subject' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the progress cannot load', async () => {
    let reachable = false;
    server.use(
      api.get('/api/revision', ({ ok, networkError }) =>
        !reachable
          ? networkError()
          : ok([
              { subjectId: 'dbms', subjectTitle: 'DBMS', semesterId: 'sem-3', done: 1, total: 2 },
            ]),
      ),
    );
    const { user } = await renderApp('/dashboard', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load revision progress.');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /^DBMS/ })).toHaveTextContent(
      '1 of 2 topics revised',
    );
  });
});
