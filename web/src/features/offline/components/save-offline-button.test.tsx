import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryConfig } from '@/lib/query-client';
import type { OfflineNote, OfflineNoteDetails, OfflineNoteKey } from '../lib/offline-store';
import { SaveOfflineButton } from './save-offline-button';

// The device's storage (Cache Storage) is replaced at its module boundary: jsdom has none.
const store = vi.hoisted(() => ({
  saved: [] as OfflineNote[],
  /** When set, a save waits for it (to see "Saving…"). */
  hold: undefined as Promise<void> | undefined,
  saveError: undefined as Error | undefined,
}));

vi.mock('../lib/offline-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/offline-store')>();
  return {
    ...actual,
    isOfflineStorageSupported: () => true,
    listOfflineNotes: vi.fn(async () => [...store.saved]),
    saveOfflineNote: vi.fn(async (details: OfflineNoteDetails) => {
      await store.hold;
      if (store.saveError) throw store.saveError;
      const note = {
        ...details,
        pages: details.pages ?? null,
        bytes: 52_000,
        savedAt: '2025-10-05T09:00:00.000Z',
      };
      store.saved.push(note);
      return note;
    }),
    removeOfflineNote: vi.fn(async ({ kind, id }: OfflineNoteKey) => {
      store.saved = store.saved.filter((note) => note.kind !== kind || note.id !== id);
    }),
    estimateStorage: vi.fn(async () => undefined),
  };
});

const { saveOfflineNote, removeOfflineNote } = await import('../lib/offline-store');

const details: OfflineNoteDetails = {
  kind: 'note',
  id: 'n1',
  title: 'Normal forms',
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  unit: 2,
  pdfUrl: 'https://files.example.test/n1.pdf',
  pages: 5,
};

const paper: OfflineNoteDetails = {
  kind: 'pyq',
  // The same id as the note: a paper and a note are told apart by kind.
  id: 'n1',
  title: 'May 2024',
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  semesterName: 'CSE Semester 3',
  unit: null,
  pdfUrl: 'https://files.example.test/p1.pdf',
  pages: 2,
};

function renderButton(onSaved?: () => void, note = details) {
  const queryClient = createQueryClient({
    ...queryConfig,
    queries: { ...queryConfig.queries, retry: false },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SaveOfflineButton note={note} onSaved={onSaved} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  store.saved = [];
  store.hold = undefined;
  store.saveError = undefined;
  vi.mocked(saveOfflineNote).mockClear();
  vi.mocked(removeOfflineNote).mockClear();
});

describe('Save for offline', () => {
  it('saves the note: "Saving…" while it downloads, then "Available offline"', async () => {
    let release = () => {};
    store.hold = new Promise((resolve) => (release = resolve));
    const onSaved = vi.fn();
    renderButton(onSaved);

    const button = await screen.findByRole('button', { name: 'Save for offline (Normal forms)' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    const saving = await screen.findByRole('button', { name: 'Saving… (Normal forms)' });
    expect(saving).toBeDisabled();
    expect(screen.queryByText('Available offline')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(saveOfflineNote).toHaveBeenCalledWith(details);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Save for offline/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a note already on the device as available offline', async () => {
    store.saved = [
      {
        ...details,
        pages: details.pages ?? null,
        bytes: 52_000,
        savedAt: '2025-10-05T09:00:00.000Z',
      },
    ];
    renderButton();

    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove offline copy of Normal forms' }),
    ).toBeEnabled();
  });

  it('says so when the device has no space left, and lets the user try again', async () => {
    const { NotEnoughSpaceError } = await import('../lib/offline-store');
    store.saveError = new NotEnoughSpaceError('Not enough storage space');
    const onSaved = vi.fn();
    renderButton(onSaved);

    const button = await screen.findByRole('button', { name: /Save for offline/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Not enough space on this device to save this note\./,
    );
    expect(screen.queryByText('Available offline')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    // Space freed elsewhere: the next try works and the message goes.
    store.saveError = undefined;
    await userEvent.click(screen.getByRole('button', { name: /Save for offline/ }));
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says the save failed when the download fails for another reason', async () => {
    store.saveError = new Error('The PDF could not be downloaded (503)');
    renderButton();

    const button = await screen.findByRole('button', { name: /Save for offline/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save this note for offline. Try again.',
    );
  });

  it('removes the saved copy, which frees it and offers to save again', async () => {
    store.saved = [
      {
        ...details,
        pages: details.pages ?? null,
        bytes: 52_000,
        savedAt: '2025-10-05T09:00:00.000Z',
      },
    ];
    renderButton();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove offline copy of Normal forms' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Save for offline (Normal forms)' }),
    ).toBeEnabled();
    expect(removeOfflineNote).toHaveBeenCalledWith({ kind: 'note', id: 'n1' });
    expect(screen.queryByText('Available offline')).not.toBeInTheDocument();
  });
});

describe('Save for offline on a question paper', () => {
  it('saves the paper as a paper, apart from a note with the same id', async () => {
    store.saved = [
      { ...details, pages: details.pages ?? null, bytes: 52_000, savedAt: '2025-10-05T09:00:00Z' },
    ];
    renderButton(undefined, paper);

    const button = await screen.findByRole('button', { name: 'Save for offline (May 2024)' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(saveOfflineNote).toHaveBeenCalledWith(paper);
    expect(store.saved.map(({ kind, id }) => [kind, id])).toEqual([
      ['note', 'n1'],
      ['pyq', 'n1'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove offline copy of May 2024' }));
    expect(
      await screen.findByRole('button', { name: 'Save for offline (May 2024)' }),
    ).toBeInTheDocument();
    expect(removeOfflineNote).toHaveBeenCalledWith({ kind: 'pyq', id: 'n1' });
    expect(store.saved.map(({ kind, id }) => [kind, id])).toEqual([['note', 'n1']]);
  });

  it('names the paper in its messages', async () => {
    store.saveError = new Error('The PDF could not be downloaded (503)');
    renderButton(undefined, paper);

    const button = await screen.findByRole('button', { name: /Save for offline/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save this paper for offline. Try again.',
    );
  });
});
