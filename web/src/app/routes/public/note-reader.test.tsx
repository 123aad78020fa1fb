import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkDto, NoteDetailDto } from '@notesea/contract/notes';
import type { RenderPageOptions } from '@/features/reader/lib/pdf-engine';
import { api } from '@/testing/api-handlers';
import { openedNote } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// pdf.js cannot paint in jsdom: the engine module is replaced by a fake that "renders" a page as
// a canvas and a text layer holding one line, and records what it was asked to draw.
const engine = vi.hoisted(() => ({
  pageCount: 5,
  fail: false,
  /** Resolves the open when set; the open waits for it (loading-state tests). */
  hold: undefined as Promise<void> | undefined,
  opened: [] as string[],
  renders: [] as { pageNumber: number; zoom: number }[],
}));

vi.mock('@/features/reader/lib/pdf-engine', () => ({
  openPdf: async (
    url: string,
    { onProgress }: { onProgress?: (p: { loaded: number; total?: number }) => void },
  ) => {
    engine.opened.push(url);
    onProgress?.({ loaded: 40, total: 100 });
    await engine.hold;
    if (engine.fail) throw new Error('Invalid PDF structure');
    return {
      numPages: engine.pageCount,
      prefetch: () => undefined,
      destroy: () => undefined,
      renderPage: async ({ pageNumber, container, zoom }: RenderPageOptions) => {
        engine.renders.push({ pageNumber, zoom });
        const textLayer = document.createElement('div');
        textLayer.className = 'textLayer';
        const line = document.createElement('span');
        // Markup in a PDF's text must stay text.
        line.textContent = `Page ${pageNumber}: Binary search trees <img src=x onerror=alert(1)>`;
        textLayer.append(line);
        container.replaceChildren(document.createElement('canvas'), textLayer);
        return { textLayer };
      },
    };
  },
}));

const note: NoteDetailDto = {
  _id: 'n1',
  title: 'Normal forms',
  unit: 2,
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterId: 'sem-3',
  semesterName: 'CSE Semester 3',
  pdfUrl: 'https://files.example.test/n1.pdf',
  pages: 5,
  bytes: 52_000,
};

type Calls = { logs: unknown[]; progress: unknown[] };

/** The note, and (signed in) the endpoints the reader writes to, recording what they receive. */
function readerApi({ bookmarks = [] as BookmarkDto[] } = {}): Calls {
  const calls: Calls = { logs: [], progress: [] };
  server.use(
    api.get('/api/notes/n1', ({ ok }) => ok(note)),
    api.post('/api/user-pdfs', async ({ request, created }) => {
      calls.logs.push(await request.json());
      return created(openedNote('n1', { pages: note.pages }));
    }),
    api.put('/api/user-pdfs/n1/progress', async ({ request, ok }) => {
      const body = (await request.json()) as { page: number };
      calls.progress.push(body);
      return ok(openedNote('n1', { pages: note.pages, lastPage: body.page }));
    }),
    api.get('/api/bookmarks', ({ ok }) => ok(bookmarks)),
  );
  return calls;
}

const pageField = () => screen.getByRole('spinbutton', { name: 'Page' });

/** The reader is up once the page field shows the page and the fake engine drew it. */
async function pageShown(page: number) {
  await waitFor(() => expect(pageField()).toHaveValue(page));
  await waitFor(() => expect(engine.renders.at(-1)?.pageNumber).toBe(page));
}

beforeEach(() => {
  engine.pageCount = 5;
  engine.fail = false;
  engine.hold = undefined;
  engine.opened = [];
  engine.renders = [];
});

afterEach(async () => {
  // Unmounting the reader saves the page it was on (as leaving it does); let that request reach
  // this test's handlers before the shared setup resets them.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.restoreAllMocks();
});

describe('note reader', () => {
  it('shows the title bar: note, subject, unit, back link, download and new-tab links', async () => {
    readerApi();

    await renderApp('/notes/n1', { token: 't' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Normal forms' })).toBeVisible();
    expect(
      screen.getByText('Database Management Systems · CSE Semester 3 · Unit 2'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Database Management Systems' })).toHaveAttribute(
      'href',
      '/subjects/dbms',
    );
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', note.pdfUrl);
    expect(download).toHaveAttribute('download', 'Normal forms.pdf');
    const newTab = screen.getByRole('link', { name: 'Open in new tab' });
    expect(newTab).toHaveAttribute('href', note.pdfUrl);
    expect(newTab).toHaveAttribute('target', '_blank');
    await pageShown(1);
    expect(engine.opened).toEqual([note.pdfUrl]);
    expect(screen.getByText('of 5')).toBeInTheDocument();
  });

  it('opens at ?page=N and renders only that page', async () => {
    readerApi();

    await renderApp('/notes/n1?page=3', { token: 't' });

    await pageShown(3);
    expect(engine.renders.map((r) => r.pageNumber)).toEqual([3]);
  });

  it('turns pages with Prev and Next, replacing ?page= in the URL, within the bounds', async () => {
    readerApi();
    const { user, location, navigationType } = await renderApp('/notes/n1?page=4&q=trees', {
      token: 't',
    });
    await pageShown(4);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageShown(5);
    // Other parameters stay; the page is replaced, not pushed onto the history.
    expect(location()).toBe('/notes/n1?page=5&q=trees');
    expect(navigationType()).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await pageShown(4);
    expect(location()).toBe('/notes/n1?page=4&q=trees');
  });

  it('cannot go before the first page', async () => {
    readerApi();

    await renderApp('/notes/n1', { token: 't' });

    await pageShown(1);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('turns pages with ←/→ and PageUp/PageDown, but not while typing or with Alt', async () => {
    readerApi();
    const { user, location } = await renderApp('/notes/n1?page=2', { token: 't' });
    await pageShown(2);

    await user.keyboard('{ArrowRight}');
    await pageShown(3);
    await user.keyboard('{PageDown}');
    await pageShown(4);
    await user.keyboard('{PageUp}');
    await pageShown(3);
    await user.keyboard('{ArrowLeft}');
    await pageShown(2);
    expect(location()).toBe('/notes/n1?page=2');

    // Alt+← is the browser's Back.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    // In the page field the arrows belong to the field.
    await user.click(pageField());
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    await user.tab();
    expect(location()).toBe('/notes/n1?page=2');
    expect(engine.renders.at(-1)?.pageNumber).toBe(2);
  });

  it('goes to the page typed in the field, kept within 1 and the page count', async () => {
    readerApi();
    const { user, location } = await renderApp('/notes/n1', { token: 't' });
    await pageShown(1);

    await user.clear(pageField());
    await user.type(pageField(), '4{Enter}');
    await pageShown(4);
    expect(location()).toBe('/notes/n1?page=4');

    await user.clear(pageField());
    await user.type(pageField(), '99{Enter}');
    await pageShown(5);

    await user.clear(pageField());
    await user.type(pageField(), '0{Enter}');
    await pageShown(1);

    // Nothing usable typed: leaving the field puts the current page back.
    await user.clear(pageField());
    await user.tab();
    expect(pageField()).toHaveValue(1);
    expect(pageField()).toHaveAttribute('max', '5');
    expect(location()).toBe('/notes/n1?page=1');
  });

  it('shows the last page for a ?page= past the end, and corrects the URL', async () => {
    readerApi();
    engine.pageCount = 3;

    const { location } = await renderApp('/notes/n1?page=42', { token: 't' });

    await pageShown(3);
    await waitFor(() => expect(location()).toBe('/notes/n1?page=3'));
    expect(engine.renders.map((r) => r.pageNumber)).not.toContain(42);
  });

  it('shares the page on screen: the link to the reader at that page, on this origin', async () => {
    readerApi();
    engine.pageCount = 3;
    const { user } = await renderApp('/notes/n1?page=42');
    await pageShown(3);
    // user-event installs its own clipboard stub on setup; spy on that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Share page 3 of Normal forms' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/notes/n1?page=3`);
    writeText.mockRestore();
  });

  it('marks the searched words (?q=) in the text layer, as text, never as HTML', async () => {
    readerApi();

    const { container } = await renderApp('/notes/n1?page=2&q=binary%20TREES%20x', {
      token: 't',
    });
    await pageShown(2);

    const layer = container.querySelector('.textLayer')!;
    await waitFor(() => expect(layer.querySelectorAll('mark')).toHaveLength(2));
    expect([...layer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Binary',
      'trees',
    ]);
    // The PDF's "<img …>" is still text, and one-letter words are not marked.
    expect(layer.querySelector('img')).toBeNull();
    expect(layer.textContent).toBe('Page 2: Binary search trees <img src=x onerror=alert(1)>');
  });

  it('zooms with the buttons and ctrl/⌘ +/-', async () => {
    readerApi();
    const { user } = await renderApp('/notes/n1', { token: 't' });
    await pageShown(1);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(engine.renders.at(-1)?.zoom).toBe(1.25));
    expect(screen.getByRole('button', { name: /^Zoom 125%/ })).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: '=', ctrlKey: true });
    await waitFor(() => expect(engine.renders.at(-1)?.zoom).toBe(1.5));
    fireEvent.keyDown(document.body, { key: '-', metaKey: true });
    fireEvent.keyDown(document.body, { key: '-', metaKey: true });
    await waitFor(() => expect(engine.renders.at(-1)?.zoom).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(engine.renders.at(-1)?.zoom).toBe(0.75));
    await user.click(screen.getByRole('button', { name: /^Zoom 75%/ }));
    await waitFor(() => expect(engine.renders.at(-1)?.zoom).toBe(1));
    // Zooming never changes the page.
    expect(new Set(engine.renders.map((r) => r.pageNumber))).toEqual(new Set([1]));
  });

  it('shows the download progress while the PDF loads', async () => {
    readerApi();
    let release!: () => void;
    engine.hold = new Promise<void>((resolve) => (release = resolve));

    await renderApp('/notes/n1', { token: 't' });

    expect(await screen.findByText('Loading PDF… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading PDF' })).toHaveAttribute(
      'value',
      '0.4',
    );
    release();
    await pageShown(1);
    expect(screen.queryByText(/Loading PDF/)).not.toBeInTheDocument();
  });

  it('says it could not load the PDF and offers it in a new tab', async () => {
    readerApi();
    engine.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await renderApp('/notes/n1', { token: 't' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this PDF.');
    expect(within(alert).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      note.pdfUrl,
    );
    expect(screen.queryByRole('spinbutton', { name: 'Page' })).not.toBeInTheDocument();
  });

  it('says so when the note does not exist', async () => {
    server.use(
      api.get('/api/notes/gone', ({ fail }) =>
        fail(404, { message: 'Note not found', code: 'not_found' }),
      ),
    );

    await renderApp('/notes/gone');

    expect(
      screen.getByRole('heading', { level: 1, name: 'This note is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Note not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(engine.opened).toEqual([]);
  });
});

describe('note reader: reading trail (signed in)', () => {
  it('logs the open once, then saves the page once it has stayed put for a second', async () => {
    const calls = readerApi();
    const { user } = await renderApp('/notes/n1?page=2', { token: 't' });
    await pageShown(2);

    await waitFor(() =>
      expect(calls.logs).toEqual([
        {
          noteId: 'n1',
          subjectName: 'Database Management Systems',
          semesterName: 'CSE Semester 3',
          pdfUrl: note.pdfUrl,
        },
      ]),
    );
    // The save follows PROGRESS_DELAY_MS after the page settles; the suite's 10 s wait covers it.
    await waitFor(() => expect(calls.progress).toEqual([{ page: 2 }]));

    // Flicking through pages: one save, of the page the reader stopped at.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await pageShown(3);
    expect(calls.progress).toEqual([{ page: 2 }]);
    await waitFor(() => expect(calls.progress).toEqual([{ page: 2 }, { page: 3 }]));
    // Turning pages never logs the open again.
    expect(calls.logs).toHaveLength(1);
  });

  it('saves the page at once when the reader is left', async () => {
    const calls = readerApi();
    server.use(
      api.get('/api/semesters/subjects/dbms/notes', ({ ok }) => ok([note])),
      api.get('/api/user-pdfs', ({ ok }) => ok([])),
    );
    const { user } = await renderApp('/notes/n1?page=2', { token: 't' });
    await pageShown(2);
    await waitFor(() => expect(calls.logs).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageShown(3);
    await user.click(screen.getByRole('link', { name: 'Database Management Systems' }));

    await waitFor(() => expect(calls.progress).toEqual([{ page: 3 }]));
  });

  it('saves the note from the title bar', async () => {
    readerApi();
    const saved: BookmarkDto[] = [];
    server.use(
      api.get('/api/bookmarks', ({ ok }) => ok(saved)),
      api.put('/api/bookmarks/n1', ({ created }) => {
        const { _id, title, unit, subjectId, subjectName, semesterName, pdfUrl, pages } = note;
        saved.push({
          _id,
          noteId: _id,
          title,
          unit,
          subjectId,
          subjectName,
          semesterName,
          pdfUrl,
          pages,
          createdAt: '2025-10-05T09:00:00Z',
        });
        return created(saved[0]!);
      }),
    );
    const { user } = await renderApp('/notes/n1', { token: 't' });

    const star = await screen.findByRole('button', { name: 'Save note', pressed: false });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);

    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAccessibleName('Saved');
    // Still saved once the list is fetched again after the save.
    await waitFor(() => expect(saved).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the practice session of the note’s unit', async () => {
    readerApi();
    await renderApp('/notes/n1', { token: 't' });

    expect(await screen.findByRole('link', { name: 'Practise this unit' })).toHaveAttribute(
      'href',
      '/practice/dbms?unit=2',
    );
    await pageShown(1);
  });

  it('logs nothing and offers no star to a visitor', async () => {
    // Only the note: a log, progress or bookmarks request would fail the test (unhandled).
    server.use(api.get('/api/notes/n1', ({ ok }) => ok(note)));
    const { user } = await renderApp('/notes/n1');
    await pageShown(1);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageShown(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));

    expect(screen.queryByRole('button', { name: 'Save note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Practise this unit' })).not.toBeInTheDocument();
  });
});

describe('question paper reader', () => {
  it('shows the paper with a way back to the PYQs tab, and logs nothing', async () => {
    server.use(
      api.get('/api/pyqs/p1', ({ ok }) =>
        ok({
          _id: 'p1',
          title: 'May 2024',
          year: 2024,
          session: 'may',
          subjectId: 'dbms',
          subjectName: 'Database Management Systems',
          semesterId: 'sem-3',
          semesterName: 'CSE Semester 3',
          pdfUrl: 'https://files.example.test/p1.pdf',
          pages: 2,
        }),
      ),
    );
    engine.pageCount = 2;

    const { user, location } = await renderApp('/pyqs/p1?page=2', { token: 't' });

    expect(screen.getByRole('heading', { level: 1, name: 'May 2024' })).toBeInTheDocument();
    expect(
      screen.getByText('Question paper · Database Management Systems · CSE Semester 3'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Database Management Systems' })).toHaveAttribute(
      'href',
      '/subjects/dbms?tab=pyqs',
    );
    expect(screen.queryByRole('button', { name: 'Save note' })).not.toBeInTheDocument();
    await pageShown(2);
    await user.keyboard('{ArrowLeft}');
    await pageShown(1);
    expect(location()).toBe('/pyqs/p1?page=1');
    expect(
      screen.getByRole('button', { name: 'Share page 1 of the May 2024 paper' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
  });

  it('says so when the paper does not exist', async () => {
    server.use(
      api.get('/api/pyqs/gone', ({ fail }) =>
        fail(404, { message: 'Paper not found', code: 'not_found' }),
      ),
    );

    await renderApp('/pyqs/gone');

    expect(screen.getByRole('alert')).toHaveTextContent('Paper not found');
  });
});

describe('a note filed without a unit', () => {
  it('shows no unit in its header', async () => {
    server.use(api.get('/api/notes/n1', ({ ok }) => ok({ ...note, unit: null })));

    await renderApp('/notes/n1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Normal forms' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Unit null|Unit undefined/);
  });
});
