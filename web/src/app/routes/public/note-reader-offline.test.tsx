import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineNote } from '@/features/offline/lib/offline-store';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

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

// The device's storage (Cache Storage) is replaced at its module boundary: jsdom has none.
const store = vi.hoisted(() => ({ saved: [] as OfflineNote[] }));
vi.mock('@/features/offline/lib/offline-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/lib/offline-store')>()),
  isOfflineStorageSupported: () => true,
  listOfflineNotes: async () => [...store.saved],
}));

const savedNote: OfflineNote = {
  kind: 'note',
  id: 'n1',
  title: 'Normal forms',
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  unit: 2,
  pdfUrl: 'https://files.example.test/n1.pdf?token=saved',
  pages: 3,
  bytes: 52_000,
  savedAt: '2025-10-05T09:00:00.000Z',
};

const savedPaper: OfflineNote = {
  kind: 'pyq',
  id: 'p1',
  title: 'May 2024',
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  unit: null,
  pdfUrl: 'https://files.example.test/p1.pdf?token=saved',
  pages: 3,
  bytes: 40_000,
  savedAt: '2025-10-05T09:00:00.000Z',
};

beforeEach(() => {
  store.saved = [];
  engine.opened = [];
  // Offline, and no cached catalog answer either: the request fails like a dropped network.
  server.use(
    api.get('/api/notes/:noteId', ({ networkError }) => networkError()),
    api.get('/api/pyqs/:pyqId', ({ networkError }) => networkError()),
  );
  onlineManager.setOnline(false);
});

afterEach(() => onlineManager.setOnline(true));

describe('The note reader offline', () => {
  it('opens a saved note from its saved copy', async () => {
    store.saved = [savedNote];

    await renderApp('/notes/n1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Normal forms' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Available offline')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'PDF pages' })).toBeInTheDocument();
    expect(engine.opened).toEqual([savedNote.pdfUrl]);
    expect(screen.queryByText(/Connect to the internet/)).not.toBeInTheDocument();
  });

  it('says an unsaved note needs a connection, and does not try to open it', async () => {
    await renderApp('/notes/n2', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This note isn't saved for offline. Connect to the internet to open it.",
    );
    expect(
      screen.getByRole('link', { name: 'Notes and papers saved on this device' }),
    ).toHaveAttribute('href', '/mypdf');
    expect(engine.opened).toEqual([]);
  });
});

describe('The paper reader offline', () => {
  it('opens a saved paper from its saved copy, at the page asked for', async () => {
    // A note with the paper's id is another document: it does not open the paper.
    store.saved = [{ ...savedNote, id: 'p1' }, savedPaper];

    await renderApp('/pyqs/p1?page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'May 2024' })).toBeInTheDocument();
    expect(
      screen.getByText('Question paper · Database Management Systems · CSE Semester 3'),
    ).toBeInTheDocument();
    expect(screen.getByText('Available offline')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(2));
    expect(engine.opened).toEqual([savedPaper.pdfUrl]);
    // Download and Open in new tab would fetch from the network.
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('says an unsaved paper needs a connection, and does not try to open it', async () => {
    store.saved = [{ ...savedNote, id: 'p2' }];

    await renderApp('/pyqs/p2', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This paper isn't saved for offline. Connect to the internet to open it.",
    );
    expect(
      screen.getByRole('link', { name: 'Notes and papers saved on this device' }),
    ).toHaveAttribute('href', '/mypdf');
    expect(engine.opened).toEqual([]);
  });
});
