import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookmarkDto, DownloadDto } from '@notesea/contract/notes';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const entry = (
  noteId: string,
  subject: string,
  semester: string,
  uploadedAt: string,
  progress: Partial<Pick<DownloadDto, 'lastPage' | 'pages'>> = {},
): DownloadDto => ({
  _id: noteId,
  noteId,
  subject,
  semester,
  fileUrl: `https://files.example.test/${noteId}.pdf`,
  uploadedAt,
  lastPage: null,
  pages: null,
  ...progress,
});

const bookmark = (noteId: string, title: string, unit: number): BookmarkDto => ({
  _id: noteId,
  noteId,
  title,
  unit,
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  pdfUrl: `https://files.example.test/${noteId}.pdf`,
  pages: 12,
  createdAt: '2025-10-05T09:00:00.000Z',
});

const noBookmarks = () => api.get('/api/bookmarks', ({ ok }) => ok([]));

describe('My PDFs', () => {
  it('lists the opened notes with subject, semester, date, the reader and the file', async () => {
    server.use(
      noBookmarks(),
      api.get('/api/user-pdfs', ({ ok }) =>
        ok([
          // Local time: the date shown is the viewer's calendar day.
          entry('n2', 'Operating Systems', 'CSE Semester 4', new Date(2025, 9, 5, 9).toISOString()),
          entry('n1', 'Database Management Systems', 'CSE Semester 3', '2025-10-01T09:00:00Z'),
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
    // en-IN medium date.
    expect(first.getByText(/5 Oct 2025/)).toBeInTheDocument();
    // No page saved yet: the reader opens at the start.
    expect(first.getByRole('link', { name: 'Read Operating Systems' })).toHaveAttribute(
      'href',
      '/notes/n2',
    );
    expect(first.queryByText(/^Page \d/)).not.toBeInTheDocument();
    const link = first.getByRole('link', { name: /Open PDF/ });
    expect(link).toHaveAttribute('href', 'https://files.example.test/n2.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      within(items[1]!).getByRole('heading', { name: 'Database Management Systems' }),
    ).toBeInTheDocument();
  });

  it('shows where reading stopped and continues there', async () => {
    server.use(
      noBookmarks(),
      api.get('/api/user-pdfs', ({ ok }) =>
        ok([
          entry('n1', 'Database Management Systems', 'CSE Semester 3', '2025-10-05T09:00:00Z', {
            lastPage: 7,
            pages: 20,
          }),
          entry('n2', 'Operating Systems', 'CSE Semester 4', '2025-10-04T09:00:00Z', {
            lastPage: 4,
            pages: null,
          }),
        ]),
      ),
    );

    await renderApp('/mypdf', { token: 't' });

    const items = within(await screen.findByRole('list', { name: 'Opened notes' })).getAllByRole(
      'listitem',
    );
    const first = within(items[0]!);
    expect(first.getByText('Page 7 of 20')).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Continue reading Database Management Systems' }),
    ).toHaveAttribute('href', '/notes/n1?page=7');
    // Page count unknown: the page alone.
    const second = within(items[1]!);
    expect(second.getByText('Page 4')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /Continue reading/ })).toHaveAttribute(
      'href',
      '/notes/n2?page=4',
    );
  });

  it('shows the empty state with a way back to the notes', async () => {
    server.use(
      noBookmarks(),
      api.get('/api/user-pdfs', ({ ok }) => ok([])),
    );

    await renderApp('/mypdf', { token: 't' });

    expect(await screen.findByText('You have not opened any notes yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse semesters' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('My PDFs: Saved', () => {
  it('lists saved notes first, newest first, each opening the reader', async () => {
    server.use(
      api.get('/api/user-pdfs', ({ ok }) => ok([])),
      api.get('/api/bookmarks', ({ ok }) =>
        ok([bookmark('n3', 'Normalization', 2), bookmark('n1', 'ER Model', 1)]),
      ),
    );

    await renderApp('/mypdf', { token: 't' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Saved', 'Recently opened']);
    const saved = await screen.findByRole('list', { name: 'Saved notes' });
    const links = within(saved).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/notes/n3', '/notes/n1']);
    expect(links[0]).toHaveTextContent('Normalization');
    expect(links[0]).toHaveTextContent('Database Management Systems · Unit 2');
  });

  it('says so when nothing is saved', async () => {
    server.use(
      noBookmarks(),
      api.get('/api/user-pdfs', ({ ok }) => ok([])),
    );

    await renderApp('/mypdf', { token: 't' });

    const section = screen.getByRole('region', { name: 'Saved' });
    expect(await within(section).findByText('No saved notes yet.')).toBeInTheDocument();
  });
});
