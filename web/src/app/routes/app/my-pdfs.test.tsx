import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('My PDFs', () => {
  it('lists the opened notes with subject, semester, date and a link to the file', async () => {
    server.use(
      http.get('/api/user-pdfs', () =>
        HttpResponse.json([
          {
            _id: 'n2',
            noteId: 'n2',
            subject: 'Operating Systems',
            semester: 'CSE Semester 4',
            fileUrl: 'https://files.example.test/n2.pdf',
            uploadedAt: '2025-10-05T09:00:00.000Z',
          },
          {
            _id: 'n1',
            noteId: 'n1',
            subject: 'Database Management Systems',
            semester: 'CSE Semester 3',
            fileUrl: 'https://files.example.test/n1.pdf',
            uploadedAt: '2025-10-01T09:00:00.000Z',
          },
        ]),
      ),
    );

    await renderApp('/mypdf', { token: 't' });

    expect(screen.getByRole('heading', { level: 1, name: 'My PDFs' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Opened notes' });
    const items = within(list).getAllByRole('listitem');
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Operating Systems' })).toBeInTheDocument();
    expect(first.getByText('CSE Semester 4')).toBeInTheDocument();
    // en-IN medium date; the time depends on the machine's time zone.
    expect(first.getByText(/5 Oct 2025/)).toBeInTheDocument();
    const link = first.getByRole('link', { name: /Open PDF/ });
    expect(link).toHaveAttribute('href', 'https://files.example.test/n2.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(items[1]!).getByText('Database Management Systems')).toBeInTheDocument();
  });

  it('shows the empty state with a way back to the notes', async () => {
    server.use(http.get('/api/user-pdfs', () => HttpResponse.json([])));

    await renderApp('/mypdf', { token: 't' });

    expect(await screen.findByText('You have not opened any notes yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse semesters' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
