import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteDetailDto } from '@notesea/contract/notes';
import type { RenderPageOptions } from '@/features/reader/lib/pdf-engine';
import { api } from '@/testing/api-handlers';
import { openedNote } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The reader's phone bar and touch page turns. pdf.js cannot paint in jsdom: a fake engine
// records the pages it was asked to draw.
const engine = vi.hoisted(() => ({ renders: [] as number[] }));
vi.mock('@/features/reader/lib/pdf-engine', () => ({
  openPdf: async () => ({
    numPages: 5,
    prefetch: () => undefined,
    destroy: () => undefined,
    renderPage: async ({ pageNumber, container }: RenderPageOptions) => {
      engine.renders.push(pageNumber);
      const textLayer = document.createElement('div');
      container.replaceChildren(document.createElement('canvas'), textLayer);
      return { textLayer };
    },
  }),
}));

// Cache Storage, which jsdom lacks, is what "Save for offline" needs to be offered.
vi.mock('@/features/offline/lib/offline-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/lib/offline-store')>()),
  isOfflineStorageSupported: () => true,
  listOfflineNotes: async () => [],
}));

const note: NoteDetailDto = {
  _id: 'n1',
  title: 'Normal forms and the dependency theory behind them',
  unit: 2,
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterId: 'sem-3',
  semesterName: 'CSE Semester 3',
  pdfUrl: 'https://files.example.test/n1.pdf',
  pages: 5,
  bytes: 52_000,
};

beforeEach(() => {
  engine.renders = [];
  server.use(
    api.get('/api/notes/n1', ({ ok }) => ok(note)),
    api.post('/api/user-pdfs', ({ created }) => created(openedNote('n1', { pages: 5 }))),
    api.put('/api/user-pdfs/n1/progress', ({ ok }) => ok(openedNote('n1', { pages: 5 }))),
    api.get('/api/bookmarks', ({ ok }) => ok([])),
  );
});

afterEach(async () => {
  // Unmounting the reader saves the page it was on: let that request reach this test's handlers
  // before the shared setup resets them.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.restoreAllMocks();
});

const pageField = () => screen.getByRole('spinbutton', { name: 'Page' });

async function pageShown(page: number) {
  await waitFor(() => expect(pageField()).toHaveValue(page));
  await waitFor(() => expect(engine.renders.at(-1)).toBe(page));
}

describe("the reader's title bar on a phone", () => {
  it('keeps the full title, and the actions behind one "More actions" button', async () => {
    await renderApp('/notes/n1', { token: 't' });

    // Cut to one line by CSS on a phone: the heading keeps the whole title, also as its tooltip.
    const heading = await screen.findByRole('heading', { level: 1, name: note.title });
    expect(heading).toHaveAttribute('title', note.title);

    const more = screen.getByRole('button', { name: 'More actions', expanded: false });
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const actions = within(panel!);
    expect(actions.getByRole('button', { name: 'Save note' })).toBeInTheDocument();
    expect(
      actions.getByRole('button', { name: `Save for offline (${note.title})` }),
    ).toBeInTheDocument();
    expect(
      actions.getByRole('button', { name: `Share page 1 of ${note.title}` }),
    ).toBeInTheDocument();
    expect(actions.getByRole('link', { name: 'Download' })).toHaveAttribute('href', note.pdfUrl);
    expect(actions.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      note.pdfUrl,
    );
    await pageShown(1);
  });

  it('opens and closes "More actions" from the keyboard, and closes on a press outside', async () => {
    const { user } = await renderApp('/notes/n1', { token: 't' });
    await pageShown(1);
    const more = screen.getByRole('button', { name: 'More actions' });

    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '')!;
    expect(panel).toHaveClass('reader-header__actions--open');
    // Open, it shows the whole title (the bar cuts it), hidden from screen readers (the heading
    // says it already).
    expect(within(panel).getByText(note.title).closest('[aria-hidden="true"]')).not.toBeNull();

    // Tab goes into the actions, in order; Escape closes and puts the focus back on the button.
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Save note' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('spinbutton', { name: 'Page' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes "More actions" when the focus leaves the bar', async () => {
    const { user } = await renderApp('/notes/n1', { token: 't' });
    await pageShown(1);
    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');

    act(() => screen.getByRole('link', { name: 'Open in new tab' }).focus());
    expect(more).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'Next page' }).focus());
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it("keeps the app's bottom bar and search on the reader when signed in", async () => {
    await renderApp('/notes/n1', { token: 't' });
    await pageShown(1);

    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getAllByRole('link').length).toBeGreaterThan(1);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('shows a visitor the public frame', async () => {
    server.use(api.get('/api/notes/n1', ({ ok }) => ok(note)));
    await renderApp('/notes/n1');
    await pageShown(1);

    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('touch page turns', () => {
  /** The page's box, which jsdom does not lay out: 400 px wide. */
  function viewport(): HTMLElement {
    const element = document.querySelector<HTMLElement>('.reader__viewport')!;
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 400, 560));
    return element;
  }

  function touch(element: HTMLElement, from: [number, number], to: [number, number] = from) {
    fireEvent.touchStart(element, { touches: [{ clientX: from[0], clientY: from[1] }] });
    fireEvent.touchEnd(element, {
      touches: [],
      changedTouches: [{ clientX: to[0], clientY: to[1] }],
    });
  }

  it('turns the page by a swipe, and by a tap on its left or right edge', async () => {
    const { location } = await renderApp('/notes/n1?page=2', { token: 't' });
    await pageShown(2);
    const page = viewport();

    touch(page, [300, 300], [120, 310]); // swipe left: next
    await pageShown(3);
    touch(page, [100, 300], [280, 290]); // swipe right: previous
    await pageShown(2);
    touch(page, [380, 300]); // tap on the right edge
    await pageShown(3);
    touch(page, [20, 300]); // tap on the left edge
    await pageShown(2);
    expect(location()).toBe('/notes/n1?page=2');
  });

  it('leaves the middle of the page, scrolls and pinches alone', async () => {
    await renderApp('/notes/n1?page=2', { token: 't' });
    await pageShown(2);
    const page = viewport();
    const rendersBefore = engine.renders.length;

    touch(page, [200, 300]); // a tap in the middle
    touch(page, [200, 500], [160, 200]); // a scroll: more up than sideways
    // Two fingers: a pinch.
    fireEvent.touchStart(page, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchMove(page, {
      touches: [
        { clientX: 300, clientY: 300 },
        { clientX: 100, clientY: 300 },
      ],
    });
    fireEvent.touchEnd(page, { touches: [], changedTouches: [{ clientX: 100, clientY: 300 }] });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageField()).toHaveValue(2);
    expect(engine.renders.length).toBe(rendersBefore);
  });
});

describe('the question paper reader on a phone', () => {
  it('has Save for offline, Share, Download and Open in new tab behind "More actions"', async () => {
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
    await renderApp('/pyqs/p1', { token: 't' });
    await pageShown(1);

    const more = screen.getByRole('button', { name: 'More actions' });
    const panel = within(document.getElementById(more.getAttribute('aria-controls') ?? '')!);
    expect(panel.getByRole('button', { name: 'Save for offline (May 2024)' })).toBeInTheDocument();
    expect(
      panel.getByRole('button', { name: 'Share page 1 of the May 2024 paper' }),
    ).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Database Management Systems May 2024.pdf',
    );
    expect(panel.getByRole('link', { name: 'Open in new tab' })).toBeInTheDocument();
  });
});
