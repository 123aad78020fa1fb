import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('semester page', () => {
  it('lists the subjects of the semester, each linking to its notes', async () => {
    server.use(
      http.get('/api/semesters/cse-3/subjects', () =>
        HttpResponse.json([
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
    server.use(http.get('/api/semesters/cse-8/subjects', () => HttpResponse.json([])));

    await renderApp('/semesters/cse-8', { token: 't' });

    expect(await screen.findByText('No subjects found for this semester.')).toBeInTheDocument();
  });

  it('shows an error with a retry when loading fails', async () => {
    server.use(
      http.get('/api/semesters/cse-8/subjects', () => new HttpResponse(null, { status: 500 })),
    );

    await renderApp('/semesters/cse-8', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load subjects.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
