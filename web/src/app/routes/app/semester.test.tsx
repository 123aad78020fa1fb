import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('semester page', () => {
  it('lists the subjects of the semester, each linking to its notes', async () => {
    server.use(
      api.get('/api/semesters/cse-3/subjects', ({ ok }) =>
        ok([
          { _id: 'dbms', title: 'Database Management Systems' },
          { _id: 'os', title: 'Operating Systems' },
        ]),
      ),
    );

    await renderApp('/semesters/cse-3', { token: 't' });

    expect(
      await screen.findByRole('link', { name: 'Database Management Systems' }),
    ).toHaveAttribute('href', '/subjects/dbms');
    expect(screen.getByRole('link', { name: 'Operating Systems' })).toHaveAttribute(
      'href',
      '/subjects/os',
    );
  });

  it('says so when the semester has no subjects', async () => {
    server.use(api.get('/api/semesters/cse-8/subjects', ({ ok }) => ok([])));

    await renderApp('/semesters/cse-8', { token: 't' });

    expect(await screen.findByText('No subjects found for this semester.')).toBeInTheDocument();
  });

  it('shows an error with a retry when loading fails', async () => {
    server.use(api.get('/api/semesters/cse-8/subjects', ({ networkError }) => networkError()));

    await renderApp('/semesters/cse-8', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load subjects.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
