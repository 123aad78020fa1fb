import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkDto, DownloadDto, NoteDto, PyqDto } from '@notesea/contract/notes';
import { api } from '@/testing/api-handlers';
import { openedNote } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const note = (id: string, title: string, unit: number): NoteDto => ({
  _id: id,
  title,
  unit,
  semesterName: 'CSE Semester 3',
  subjectName: 'Database Management Systems',
  pdfUrl: `https://files.example.test/${id}.pdf`,
  pages: null,
  bytes: null,
});

const pyq = (year: number, session: string, pages: number | null = null): PyqDto => ({
  _id: `pyq-dbms-${year}-${session}`,
  title: `${session[0]!.toUpperCase()}${session.slice(1)} ${year}`,
  year,
  session,
  pdfUrl: `https://files.example.test/pyqs/${year}-${session}.pdf`,
  pages,
});

const bookmark = (noteId: string, title: string): BookmarkDto => ({
  _id: noteId,
  noteId,
  title,
  unit: 1,
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  pdfUrl: `https://files.example.test/${noteId}.pdf`,
  pages: null,
  createdAt: '2025-10-05T09:00:00.000Z',
});

const notesOf = (subjectId: string, notes: NoteDto[]) =>
  api.get(`/api/semesters/subjects/${subjectId}/notes`, ({ ok }) => ok(notes));

const pyqsOf = (subjectId: string, pyqs: PyqDto[]) =>
  api.get(`/api/semesters/subjects/${subjectId}/pyqs`, ({ ok }) => ok(pyqs));

// The notes tab also asks which notes this user opened and saved; by default, none.
beforeEach(() => {
  server.use(
    api.get('/api/user-pdfs', ({ ok }) => ok([])),
    api.get('/api/bookmarks', ({ ok }) => ok([])),
  );
});

describe('subject page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the subject and semester names and groups notes by unit', async () => {
    server.use(
      api.get('/api/semesters/subjects/dbms/notes', ({ ok }) =>
        ok([
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

    // The Notes panel's headings (the "Missing something?" block below it has its own).
    const units = within(screen.getByRole('tabpanel', { name: 'Notes' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(units).toEqual(['Unit 1', 'Unit 2']);

    const unit1 = screen.getByRole('region', { name: 'Unit 1' });
    expect(
      within(unit1)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('ER Model'), expect.stringContaining('Relational Algebra')]);
    const unit2 = screen.getByRole('region', { name: 'Unit 2' });
    expect(within(unit2).getByRole('link', { name: /Normalization/ })).toBeInTheDocument();
  });

  it('says so when the subject has no notes', async () => {
    server.use(api.get('/api/semesters/subjects/empty/notes', ({ ok }) => ok([])));

    await renderApp('/subjects/empty', { token: 't' });

    expect(await screen.findByText('No notes found for this subject.')).toBeInTheDocument();
  });

  it('shows "Subject not found" for an unknown subject', async () => {
    server.use(
      api.get('/api/semesters/subjects/nope/notes', ({ fail }) =>
        fail(404, { message: 'Subject not found', code: 'not_found' }),
      ),
    );

    await renderApp('/subjects/nope', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Subject not found');
    // Asking again cannot help with a 404, so no retry is offered.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('opens a note in the reader, leaving the logging to the reader', async () => {
    const posted = vi.fn();
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      api.post('/api/user-pdfs', ({ created }) => {
        posted();
        return created(opened('n1', null, null));
      }),
    );

    await renderApp('/subjects/dbms', { token: 't' });

    const link = await screen.findByRole('link', { name: /^ER Model\b/ });
    expect(link).toHaveAttribute('href', '/notes/n1');
    // Same tab: the reader is part of the app now.
    expect(link).not.toHaveAttribute('target');
    expect(posted).not.toHaveBeenCalled();
  });

  it('shows the page count of a note when the API sends one', async () => {
    server.use(notesOf('dbms', [{ ...note('n1', 'ER Model', 1), pages: 12, bytes: 524288 }]));

    await renderApp('/subjects/dbms', { token: 't' });

    expect(await screen.findByRole('link', { name: 'ER Model 12 pages' })).toBeInTheDocument();
  });
});

describe('subject page tabs', () => {
  it('opens on Notes and loads the papers only once PYQs is chosen', async () => {
    let pyqRequests = 0;
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      api.get('/api/semesters/subjects/dbms/pyqs', ({ ok }) => {
        pyqRequests += 1;
        return ok([pyq(2024, 'may', 2)]);
      }),
    );
    const { user, location } = await renderApp('/subjects/dbms', { token: 't' });

    expect(await screen.findByRole('link', { name: /^ER Model\b/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notes', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PYQs', selected: false })).toBeInTheDocument();
    expect(pyqRequests).toBe(0);

    await user.click(screen.getByRole('tab', { name: 'PYQs' }));

    expect(await screen.findByRole('link', { name: /^May 2024\b/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PYQs', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^ER Model\b/ })).not.toBeInTheDocument();
    expect(location()).toBe('/subjects/dbms?tab=pyqs');
    expect(pyqRequests).toBe(1);

    // Back to Notes: the unit list as before, and the canonical URL without a tab.
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('region', { name: 'Unit 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^May 2024\b/ })).not.toBeInTheDocument();
    expect(location()).toBe('/subjects/dbms');
  });

  it('lists papers newest first, each opening in the reader, its file a link away', async () => {
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      // Years out of order on purpose; within 2024 the server's order (dec, then may) stands.
      pyqsOf('dbms', [
        pyq(2023, 'dec', 3),
        pyq(2024, 'dec'),
        pyq(2022, 'may', 1),
        pyq(2024, 'may', 2),
      ]),
    );

    await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Question papers' });
    // Each paper: its link to the reader, then "Open the PDF".
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(8);
    const papers = links.filter((link) => !/^Open the PDF/.test(link.textContent ?? ''));
    ['Dec 2024', 'May 2024', 'Dec 2023', 'May 2022'].forEach((name, index) =>
      expect(papers[index]).toHaveAccessibleName(new RegExp(`^${name}\\b`)),
    );
    // The app's reader at page 1, in this tab (page turns, highlights, Share, Download).
    const may2024 = screen.getByRole('link', { name: 'May 2024 2 pages' });
    expect(may2024).toHaveAttribute('href', '/pyqs/pyq-dbms-2024-may');
    expect(may2024).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'May 2022 1 page' })).toBeInTheDocument();
    // Unknown page count: no count, no "undefined pages".
    expect(screen.getByRole('link', { name: 'Dec 2024' })).toHaveAttribute(
      'href',
      '/pyqs/pyq-dbms-2024-dec',
    );
    // The file itself stays one click away, in a new tab.
    const file = screen.getByRole('link', { name: 'Open the PDF of the May 2024 paper (new tab)' });
    expect(file).toHaveAttribute('href', 'https://files.example.test/pyqs/2024-may.pdf');
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Each paper can be shared: its reader, from the first page.
    const share = within(list).getAllByRole('button', { name: /^Share/ });
    expect(share.map((button) => button.textContent)).toEqual([
      'Share the Dec 2024 paper',
      'Share the May 2024 paper',
      'Share the Dec 2023 paper',
      'Share the May 2022 paper',
    ]);
  });

  it('opens the PYQs tab straight from a ?tab=pyqs link', async () => {
    server.use(notesOf('dbms', [note('n1', 'ER Model', 1)]), pyqsOf('dbms', [pyq(2024, 'may')]));

    await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    expect(await screen.findByRole('link', { name: /^May 2024\b/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PYQs', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'PYQs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unit 1' })).not.toBeInTheDocument();
    // The heading still names the subject.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Database Management Systems' }),
    ).toBeInTheDocument();
  });

  it('says so when the subject has no question papers', async () => {
    server.use(notesOf('dbms', [note('n1', 'ER Model', 1)]), pyqsOf('dbms', []));

    await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    expect(
      await screen.findByText('No question papers yet for this subject.', { exact: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Question papers' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the papers cannot load', async () => {
    let reachable = false;
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      api.get('/api/semesters/subjects/dbms/pyqs', ({ ok, networkError }) =>
        reachable ? ok([pyq(2024, 'may')]) : networkError(),
      ),
    );
    const { user } = await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load question papers.');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /^May 2024\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not link a paper whose address is not a web URL', async () => {
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      pyqsOf('dbms', [{ ...pyq(2024, 'may'), pdfUrl: 'javascript:alert(1)' }]),
    );

    await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    expect(await screen.findByText('May 2024')).toBeInTheDocument();
    expect(screen.getByText('PDF not available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^May 2024\b/ })).not.toBeInTheDocument();
  });

  it('names a paper without a title after its session and year, and lists it last without a year', async () => {
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      pyqsOf('dbms', [
        { ...pyq(2021, 'jun'), year: null, title: '' },
        { ...pyq(2023, 'dec'), title: '' },
      ]),
    );

    await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Question papers' });
    const links = within(list)
      .getAllByRole('link')
      .filter((link) => !/^Open the PDF/.test(link.textContent ?? ''));
    expect(links[0]).toHaveAccessibleName(/^Dec 2023\b/);
    expect(links[1]).toHaveAccessibleName(/^Jun\b/);
  });

  it('moves between the tabs with the arrow keys', async () => {
    server.use(notesOf('dbms', [note('n1', 'ER Model', 1)]), pyqsOf('dbms', [pyq(2024, 'may')]));
    const { user, location } = await renderApp('/subjects/dbms', { token: 't' });
    await screen.findByRole('link', { name: /^ER Model\b/ });

    // Tab lands on the selected tab (Radix keeps the other out of the Tab order); start there.
    screen.getByRole('tab', { name: 'Notes' }).focus();
    await user.keyboard('{ArrowRight}');

    // Selecting follows focus; the URL update behind it lands a moment later (a transition).
    expect(await screen.findByRole('tab', { name: 'PYQs', selected: true })).toHaveFocus();
    expect(await screen.findByRole('link', { name: /^May 2024\b/ })).toBeInTheDocument();
    expect(location()).toBe('/subjects/dbms?tab=pyqs');

    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Notes', selected: true })).toHaveFocus();
    expect(location()).toBe('/subjects/dbms');
  });

  it('keeps the Notes fallback heading when the subject has papers but no notes', async () => {
    server.use(notesOf('dbms', []), pyqsOf('dbms', [pyq(2024, 'may')]));

    await renderApp('/subjects/dbms?tab=pyqs', { token: 't' });

    expect(await screen.findByRole('link', { name: /^May 2024\b/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
  });
});

function opened(noteId: string, lastPage: number | null, pages: number | null): DownloadDto {
  return openedNote(noteId, { lastPage, pages });
}

describe('subject page reading marks', () => {
  it('marks the notes this user opened, with their page, from one request', async () => {
    let requests = 0;
    server.use(
      notesOf('dbms', [
        { ...note('n1', 'ER Model', 1), pages: 20 },
        { ...note('n2', 'Relational Algebra', 1), pages: 8 },
        note('n3', 'Normalization', 2),
      ]),
      api.get('/api/user-pdfs', ({ ok }) => {
        requests += 1;
        return ok([opened('n1', 3, 20), opened('n3', null, null)]);
      }),
    );

    await renderApp('/subjects/dbms', { token: 't' });

    const er = await screen.findByRole('link', {
      name: 'ER Model 20 pages Opened page 3 of 20',
    });
    // Opening it again continues where the reader stopped.
    expect(er).toHaveAttribute('href', '/notes/n1?page=3');
    // Opened before progress was kept: marked, and opens at the start.
    expect(screen.getByRole('link', { name: 'Normalization Opened' })).toHaveAttribute(
      'href',
      '/notes/n3',
    );
    // Never opened: no mark.
    expect(screen.getByRole('link', { name: 'Relational Algebra 8 pages' })).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('still lists the notes when the opened list cannot load', async () => {
    server.use(
      notesOf('dbms', [{ ...note('n1', 'ER Model', 1), pages: 20 }]),
      api.get('/api/user-pdfs', ({ fail }) => fail(500)),
    );

    await renderApp('/subjects/dbms', { token: 't' });

    expect(await screen.findByRole('link', { name: 'ER Model 20 pages' })).toHaveAttribute(
      'href',
      '/notes/n1',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('subject page bookmark star', () => {
  it('saves a note at once and keeps it saved when the server agrees', async () => {
    let saved: string[] = [];
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1), note('n2', 'Relational Algebra', 1)]),
      api.get('/api/bookmarks', ({ ok }) => ok(saved.map((noteId) => bookmark(noteId, noteId)))),
      api.put('/api/bookmarks/:noteId', ({ params, created }) => {
        saved = [params.noteId, ...saved];
        return created(bookmark(params.noteId, params.noteId));
      }),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });
    const unit1 = await screen.findByRole('region', { name: 'Unit 1' });

    const stars = await within(unit1).findAllByRole('button', {
      name: 'Save note',
      pressed: false,
    });
    expect(stars).toHaveLength(2);
    await waitFor(() => expect(stars[0]).toBeEnabled());
    await user.click(stars[0]!);

    expect(within(unit1).getByRole('button', { name: 'Saved', pressed: true })).toBe(stars[0]);
    // The list refetched after the save still has it.
    await waitFor(() => expect(saved).toEqual(['n1']));
    expect(await within(unit1).findByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(stars[1]).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the star back and says so when saving fails', async () => {
    // The refusal waits until the optimistic state has been checked (a fixed delay can run out
    // first on a loaded machine).
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      api.put('/api/bookmarks/n1', async ({ fail }) => {
        await refused;
        return fail(500);
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp('/subjects/dbms', { token: 't' });
    const star = await screen.findByRole('button', { name: 'Save note' });
    await waitFor(() => expect(star).toBeEnabled());

    await user.click(star);
    // Optimistic: pressed before the server answers…
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAccessibleName('Saved');

    // …and back when it refuses.
    refuse();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(star).toHaveAccessibleName('Save note');
    expect(await screen.findByText('Could not save. Try again.')).toBeInTheDocument();
  });

  it('unsaves a saved note, and restores it when the server refuses', async () => {
    server.use(
      notesOf('dbms', [note('n1', 'ER Model', 1)]),
      api.get('/api/bookmarks', ({ ok }) => ok([bookmark('n1', 'ER Model')])),
      api.delete('/api/bookmarks/n1', ({ fail }) => fail(500)),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp('/subjects/dbms', { token: 't' });
    const star = await screen.findByRole('button', { name: 'Saved', pressed: true });

    await user.click(star);

    expect(await screen.findByText('Could not unsave. Try again.')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAccessibleName('Saved');
  });
});

describe('contributions by students', () => {
  it('credits a note and a paper a student shared by first name, and nothing else', async () => {
    server.use(
      notesOf('dbms', [
        { ...note('n1', 'ER Model', 1), pages: 3, sharedBy: 'Asha' },
        note('n2', 'Keys', 1),
      ]),
      pyqsOf('dbms', [{ ...pyq(2024, 'may', 2), sharedBy: 'Ravi' }, pyq(2023, 'dec')]),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    expect(
      await screen.findByRole('link', { name: 'ER Model 3 pages Shared by Asha' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Keys/ })).not.toHaveTextContent('Shared by');

    await user.click(screen.getByRole('tab', { name: 'PYQs' }));
    expect(
      await screen.findByRole('link', { name: 'May 2024 2 pages Shared by Ravi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Dec 2023/ })).not.toHaveTextContent('Shared by');
  });
});
