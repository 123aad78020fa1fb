import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineNote, OfflineNoteKey } from '@/features/offline/lib/offline-store';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The device's storage (Cache Storage) is replaced at its module boundary: jsdom has none.
const store = vi.hoisted(() => ({ saved: [] as OfflineNote[] }));

vi.mock('@/features/offline/lib/offline-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/lib/offline-store')>()),
  isOfflineStorageSupported: () => true,
  listOfflineNotes: async () => [...store.saved],
  saveOfflineNote: async (details: Omit<OfflineNote, 'bytes' | 'savedAt'>) => {
    const note = { ...details, bytes: 1024, savedAt: '2025-10-06T09:00:00.000Z' };
    store.saved = [note, ...store.saved];
    return note;
  },
  removeOfflineNote: async ({ kind, id }: OfflineNoteKey) => {
    store.saved = store.saved.filter((note) => note.kind !== kind || note.id !== id);
  },
  estimateStorage: async () => ({ usage: 3 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 }),
}));

const saved = (id: string, title: string, bytes: number, savedAt: string): OfflineNote => ({
  kind: 'note',
  id,
  title,
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  unit: 2,
  pdfUrl: `https://files.example.test/${id}.pdf`,
  pages: 12,
  bytes,
  savedAt,
});

beforeEach(() => {
  store.saved = [];
  server.use(
    api.get('/api/bookmarks', ({ ok }) => ok([])),
    api.get('/api/user-pdfs', ({ ok }) => ok([])),
  );
});

describe('My PDFs: Available offline', () => {
  it('lists the notes saved on this device, with their size and the space used', async () => {
    store.saved = [
      // Local time: the date shown is the viewer's calendar day.
      saved('n2', 'Transactions', 2 * 1024 * 1024, new Date(2025, 9, 5, 9).toISOString()),
      saved('n1', 'Normal forms', 512 * 1024, '2025-10-01T09:00:00.000Z'),
    ];

    await renderApp('/mypdf', { token: 't' });

    const section = screen.getByRole('region', { name: 'Available offline' });
    const list = await within(section).findByRole('list', {
      name: 'Notes and papers available offline',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: /^Transactions/ })).toHaveAttribute('href', '/notes/n2');
    expect(first.getByText(/Database Management Systems · Unit 2 · 2\.0 MB/)).toBeInTheDocument();
    expect(first.getByText('5 Oct 2025')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: /^Normal forms/ })).toHaveAttribute(
      'href',
      '/notes/n1',
    );
    expect(
      await within(section).findByText(
        '2 notes, 2.5 MB on this device. NoteSea uses 3.0 MB of the 2.0 GB this browser allows it.',
      ),
    ).toBeInTheDocument();
  });

  it('removes a saved note from the device and from the list', async () => {
    store.saved = [
      saved('n2', 'Transactions', 2 * 1024 * 1024, '2025-10-05T09:00:00.000Z'),
      saved('n1', 'Normal forms', 512 * 1024, '2025-10-01T09:00:00.000Z'),
    ];
    const { user } = await renderApp('/mypdf', { token: 't' });

    await user.click(
      await screen.findByRole('button', { name: 'Remove offline copy of Transactions' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Transactions/ })).not.toBeInTheDocument(),
    );
    expect(store.saved.map((note) => note.id)).toEqual(['n1']);
    expect(screen.getByText(/^1 note, 512 KB on this device\./)).toBeInTheDocument();
  });

  it('lists a saved question paper with the notes, opening the paper reader', async () => {
    store.saved = [
      {
        ...saved('p1', 'May 2024', 1024 * 1024, '2025-10-05T09:00:00.000Z'),
        kind: 'pyq',
        unit: null,
      },
      saved('n1', 'Normal forms', 512 * 1024, '2025-10-01T09:00:00.000Z'),
    ];

    await renderApp('/mypdf', { token: 't' });

    const section = screen.getByRole('region', { name: 'Available offline' });
    const list = await within(section).findByRole('list', {
      name: 'Notes and papers available offline',
    });
    const [paper, note] = within(list).getAllByRole('listitem');
    expect(within(paper!).getByRole('link', { name: /^May 2024/ })).toHaveAttribute(
      'href',
      '/pyqs/p1',
    );
    expect(
      within(paper!).getByText(/Database Management Systems · Question paper · 1\.0 MB/),
    ).toBeInTheDocument();
    expect(within(note!).getByRole('link', { name: /^Normal forms/ })).toHaveAttribute(
      'href',
      '/notes/n1',
    );
    expect(
      await within(section).findByText(/^1 note and 1 paper, 1\.5 MB on this device\./),
    ).toBeInTheDocument();
  });

  it('removes a saved paper, and only the paper', async () => {
    store.saved = [
      {
        ...saved('n1', 'May 2024', 1024 * 1024, '2025-10-05T09:00:00.000Z'),
        kind: 'pyq',
        unit: null,
      },
      saved('n1', 'Normal forms', 512 * 1024, '2025-10-01T09:00:00.000Z'),
    ];
    const { user } = await renderApp('/mypdf', { token: 't' });

    await user.click(
      await screen.findByRole('button', { name: 'Remove offline copy of May 2024' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^May 2024/ })).not.toBeInTheDocument(),
    );
    expect(store.saved.map((note) => [note.kind, note.id])).toEqual([['note', 'n1']]);
    expect(screen.getByRole('link', { name: /^Normal forms/ })).toBeInTheDocument();
    expect(screen.getByText(/^1 note, 512 KB on this device\./)).toBeInTheDocument();
  });

  it('says how to save a note when none is saved', async () => {
    await renderApp('/mypdf', { token: 't' });

    const section = screen.getByRole('region', { name: 'Available offline' });
    expect(
      await within(section).findByText(/^No notes or papers saved on this device yet\./),
    ).toBeInTheDocument();
  });
});

describe('My PDFs: Save for offline on a starred note', () => {
  it('saves it to the device, says Available offline, and lists it there', async () => {
    server.use(
      api.get('/api/bookmarks', ({ ok }) =>
        ok([
          {
            _id: 'b1',
            noteId: 'n3',
            title: 'Indexing',
            unit: 4,
            subjectId: 'dbms',
            subjectName: 'Database Management Systems',
            semesterName: 'CSE Semester 3',
            pdfUrl: 'https://files.example.test/n3.pdf',
            pages: 9,
            createdAt: '2025-10-02T09:00:00.000Z',
          },
        ]),
      ),
    );
    const { user } = await renderApp('/mypdf', { token: 't' });

    const starred = screen.getByRole('region', { name: 'Saved' });
    await user.click(
      await within(starred).findByRole('button', { name: 'Save for offline (Indexing)' }),
    );

    expect(await within(starred).findByText('Available offline')).toBeInTheDocument();
    expect(store.saved.map((note) => [note.kind, note.id, note.title, note.pdfUrl])).toEqual([
      ['note', 'n3', 'Indexing', 'https://files.example.test/n3.pdf'],
    ]);
    const offline = screen.getByRole('region', { name: 'Available offline' });
    expect(await within(offline).findByRole('link', { name: /^Indexing/ })).toHaveAttribute(
      'href',
      '/notes/n3',
    );
  });
});
