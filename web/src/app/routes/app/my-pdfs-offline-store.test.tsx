import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTE_HEADER, OFFLINE_NOTES_CACHE } from '@/features/offline/cache-names';
import { api } from '@/testing/api-handlers';
import { emptyLists } from '@/testing/empty-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Saving, listing, opening and removing through the real offline store (lib/offline-store.ts),
// with an in-memory Cache Storage in place of the browser's (jsdom has none): what is written is
// what a later version reads back, including entries an earlier version wrote.

// pdf.js cannot paint in jsdom: a fake engine records which file it was asked to open.
const engine = vi.hoisted(() => ({ opened: [] as string[] }));
vi.mock('@/features/reader/lib/pdf-engine', () => ({
  openPdf: async (url: string) => {
    engine.opened.push(url);
    return {
      numPages: 3,
      prefetch: () => undefined,
      destroy: () => undefined,
      renderPage: async ({ container }: { container: HTMLElement }) => {
        const textLayer = document.createElement('div');
        container.replaceChildren(textLayer);
        return { textLayer };
      },
    };
  },
}));

/** The one cache the offline store uses, by URL, as Cache Storage keeps it. */
const entries = new Map<string, Response>();
const urlOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
const cache = {
  keys: async () => [...entries.keys()].map((url) => new Request(url)),
  match: async (request: RequestInfo | URL) => entries.get(urlOf(request))?.clone(),
  put: async (request: RequestInfo | URL, response: Response) => {
    entries.set(urlOf(request), response);
  },
  delete: async (request: RequestInfo | URL) => entries.delete(urlOf(request)),
};
const caches = {
  open: async (name: string) => {
    expect(name).toBe(OFFLINE_NOTES_CACHE);
    return cache;
  },
};

/** What the cache holds: each URL with the details in its header. */
const stored = () =>
  [...entries].map(([url, response]) => [
    url,
    JSON.parse(decodeURIComponent(response.headers.get(OFFLINE_NOTE_HEADER) ?? '')),
  ]);

const paperUrl = 'https://files.example.test/p1.pdf';
const pdfBytes = new Uint8Array(2048);

beforeEach(() => {
  entries.clear();
  engine.opened = [];
  vi.stubGlobal('caches', caches);
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
        pdfUrl: paperUrl,
        pages: 3,
      }),
    ),
    // The PDF itself, from Storage: not an API answer.
    http.get(paperUrl, () =>
      HttpResponse.arrayBuffer(pdfBytes.buffer, { headers: { 'Content-Type': 'application/pdf' } }),
    ),
    ...emptyLists,
  );
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

/** The network goes, and nothing of the catalog was kept: the reader has only the device. */
function goOffline() {
  cleanup();
  onlineManager.setOnline(false);
  server.use(
    api.get('/api/pyqs/:pyqId', ({ networkError }) => networkError()),
    api.get('/api/notes/:noteId', ({ networkError }) => networkError()),
  );
}

describe('a question paper saved for offline', () => {
  it('is saved from the reader, listed in My PDFs, opens without a network, and is removed', async () => {
    const { user } = await renderApp('/pyqs/p1', { token: 't' });
    const save = await screen.findByRole('button', { name: 'Save for offline (May 2024)' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(stored()).toEqual([
      [
        paperUrl,
        {
          kind: 'pyq',
          id: 'p1',
          title: 'May 2024',
          subjectId: 'dbms',
          subjectName: 'Database Management Systems',
          semesterName: 'CSE Semester 3',
          unit: null,
          pdfUrl: paperUrl,
          pages: 3,
          bytes: 2048,
          savedAt: expect.any(String),
        },
      ],
    ]);

    goOffline();
    const offline = await renderApp('/mypdf', { token: 't' });
    const section = screen.getByRole('region', { name: 'Available offline' });
    const link = await within(section).findByRole('link', { name: /^May 2024/ });
    expect(link).toHaveAttribute('href', '/pyqs/p1');
    expect(within(link).getByText(/^Database Management Systems · Question paper · 2\.0 KB/));
    expect(within(section).getByText(/^1 paper, 2\.0 KB on this device\./)).toBeInTheDocument();

    await offline.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'May 2024' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(1));
    expect(engine.opened.at(-1)).toBe(paperUrl);
    expect(screen.queryByText(/Connect to the internet/)).not.toBeInTheDocument();

    cleanup();
    const again = await renderApp('/mypdf', { token: 't' });
    await again.user.click(
      await screen.findByRole('button', { name: 'Remove offline copy of May 2024' }),
    );
    expect(
      await screen.findByText(/^No notes or papers saved on this device yet\./),
    ).toBeInTheDocument();
    expect(entries.size).toBe(0);
  });
});

describe('a note saved by the version before papers could be saved', () => {
  // As that version wrote it: the note by `noteId`, no `kind`.
  const noteUrl = 'https://files.example.test/n1.pdf?token=saved';
  const before = {
    noteId: 'n1',
    title: 'Normal forms',
    subjectId: 'dbms',
    subjectName: 'Database Management Systems',
    semesterName: 'CSE Semester 3',
    unit: 2,
    pdfUrl: noteUrl,
    pages: 3,
    bytes: 2048,
    savedAt: '2025-10-05T09:00:00.000Z',
  };

  beforeEach(() => {
    entries.set(
      noteUrl,
      new Response(pdfBytes, {
        headers: {
          'Content-Type': 'application/pdf',
          [OFFLINE_NOTE_HEADER]: encodeURIComponent(JSON.stringify(before)),
        },
      }),
    );
  });

  it('is still listed, opens without a network, and can be removed', async () => {
    goOffline();
    const { user } = await renderApp('/mypdf', { token: 't' });
    const section = screen.getByRole('region', { name: 'Available offline' });
    const link = await within(section).findByRole('link', { name: /^Normal forms/ });
    expect(link).toHaveAttribute('href', '/notes/n1');
    expect(within(link).getByText(/^Database Management Systems · Unit 2 · 2\.0 KB/));

    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Normal forms' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Available offline')).toBeInTheDocument();
    await waitFor(() => expect(engine.opened).toEqual([noteUrl]));

    await user.click(screen.getByRole('button', { name: 'Remove offline copy of Normal forms' }));
    await waitFor(() => expect(entries.size).toBe(0));
  });
});
