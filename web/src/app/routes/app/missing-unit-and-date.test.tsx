// The API sends `unit: null` for a note filed without a unit, and `uploadedAt` / `createdAt`
// null where the time is unknown: the pages show no unit and no date then, never "Unit null",
// "Invalid Date" or a made-up value.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NoteDto } from '@notesea/contract/notes';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const note = (id: string, title: string, unit: number | null): NoteDto => ({
  _id: id,
  title,
  unit,
  semesterName: 'CSE Semester 3',
  subjectName: 'Database Management Systems',
  pdfUrl: `https://files.example.test/${id}.pdf`,
  pages: null,
  bytes: null,
});

describe('a note without a unit', () => {
  it('is listed after the units under "Other notes"', async () => {
    server.use(
      api.get('/api/user-pdfs', ({ ok }) => ok([])),
      api.get('/api/bookmarks', ({ ok }) => ok([])),
      api.get('/api/semesters/subjects/dbms/notes', ({ ok }) =>
        ok([
          note('n9', 'Syllabus', null),
          note('n2', 'Normalization', 2),
          note('n1', 'ER Model', 1),
        ]),
      ),
    );

    await renderApp('/subjects/dbms', { token: 't' });

    const panel = await screen.findByRole('tabpanel', { name: 'Notes' });
    await within(panel).findByRole('link', { name: /Syllabus/ });
    const headings = within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Unit 1', 'Unit 2', 'Other notes']);
    const other = screen.getByRole('region', { name: 'Other notes' });
    expect(within(other).getByRole('link', { name: /Syllabus/ })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/Unit null|Unit undefined/);
  });

  it('is saved with its subject and no unit', async () => {
    server.use(
      api.get('/api/user-pdfs', ({ ok }) => ok([])),
      api.get('/api/bookmarks', ({ ok }) =>
        ok([
          {
            _id: 'n9',
            noteId: 'n9',
            title: 'Syllabus',
            unit: null,
            subjectId: 'dbms',
            subjectName: 'Database Management Systems',
            semesterName: 'CSE Semester 3',
            pdfUrl: 'https://files.example.test/n9.pdf',
            pages: null,
            createdAt: null,
          },
        ]),
      ),
    );

    await renderApp('/mypdf', { token: 't' });

    const saved = await screen.findByRole('list', { name: 'Saved notes' });
    const link = within(saved).getByRole('link', { name: /Syllabus/ });
    expect(link).toHaveAttribute('href', '/notes/n9');
    expect(link).toHaveTextContent(/^SyllabusDatabase Management Systems$/);
  });
});

describe('an opened note without a date', () => {
  it('is listed without "Last opened"', async () => {
    server.use(
      api.get('/api/bookmarks', ({ ok }) => ok([])),
      api.get('/api/user-pdfs', ({ ok }) =>
        ok([
          {
            _id: 'n1',
            noteId: 'n1',
            subject: 'Operating Systems',
            semester: 'CSE Semester 4',
            fileUrl: 'https://files.example.test/n1.pdf',
            uploadedAt: null,
            lastPage: null,
            pages: null,
          },
        ]),
      ),
    );

    await renderApp('/mypdf', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Opened notes' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Operating Systems' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Read Operating Systems' })).toBeInTheDocument();
    expect(item).not.toHaveTextContent(/Last opened|Invalid Date/);
  });
});
