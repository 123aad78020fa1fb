import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const note = (id: string, title: string, unit: number) => ({
  _id: id,
  title,
  unit,
  semesterName: 'CSE Semester 3',
  subjectName: 'Database Management Systems',
  pdfUrl: `https://files.example.test/${id}.pdf`,
});

describe('subject page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the subject and semester names and groups notes by unit', async () => {
    server.use(
      http.get('/api/semesters/subjects/dbms/notes', () =>
        HttpResponse.json([
          note('n3', 'Normalization', 2),
          note('n1', 'ER Model', 1),
          note('n2', 'Relational Algebra', 1),
        ]),
      ),
    );

    await renderApp('/subjects/dbms', { token: 't' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Database Management Systems' }),
    ).toBeInTheDocument();
    expect(screen.getByText('CSE Semester 3')).toBeInTheDocument();

    const units = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(units).toEqual(['Unit 1', 'Unit 2']);

    const unit1 = screen.getByRole('region', { name: 'Unit 1' });
    expect(
      within(unit1)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('ER Model'), expect.stringContaining('Relational Algebra')]);
    const unit2 = screen.getByRole('region', { name: 'Unit 2' });
    expect(within(unit2).getByRole('button', { name: /Normalization/ })).toBeInTheDocument();
  });

  it('says so when the subject has no notes', async () => {
    server.use(http.get('/api/semesters/subjects/empty/notes', () => HttpResponse.json([])));

    await renderApp('/subjects/empty', { token: 't' });

    expect(await screen.findByText('No notes found for this subject.')).toBeInTheDocument();
  });

  it('shows "Subject not found" for an unknown subject', async () => {
    server.use(
      http.get('/api/semesters/subjects/nope/notes', () =>
        HttpResponse.json({ message: 'Subject not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );

    await renderApp('/subjects/nope', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Subject not found');
    // Asking again cannot help with a 404, so no retry is offered.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('opens the PDF in a new tab first, then logs the download', async () => {
    const events: string[] = [];
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      events.push('open');
      return null;
    });
    let logged: unknown;
    server.use(
      http.get('/api/semesters/subjects/dbms/notes', () =>
        HttpResponse.json([note('n1', 'ER Model', 1)]),
      ),
      http.post('/api/user-pdfs', async ({ request }) => {
        events.push('post');
        logged = await request.json();
        return HttpResponse.json({ _id: 'n1' }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(
      await screen.findByRole('button', {
        name: 'ER Model',
        description: 'Opens PDF in a new tab',
      }),
    );

    expect(open).toHaveBeenCalledWith('https://files.example.test/n1.pdf', '_blank', 'noopener');
    await waitFor(() => expect(events).toEqual(['open', 'post']));
    expect(logged).toEqual({
      noteId: 'n1',
      subjectName: 'Database Management Systems',
      semesterName: 'CSE Semester 3',
      pdfUrl: 'https://files.example.test/n1.pdf',
    });
  });
});
