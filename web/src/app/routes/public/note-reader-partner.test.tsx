import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NoteDetailDto } from '@notesea/contract/notes';
import { api } from '@/testing/api-handlers';
import { openedNote } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { serveOneConversation } from '@/testing/sse-stream';

// pdf.js cannot paint in jsdom: a fake engine with five blank pages.
vi.mock('@/features/reader/lib/pdf-engine', () => ({
  openPdf: async () => ({
    numPages: 5,
    prefetch: () => undefined,
    destroy: () => undefined,
    renderPage: async ({ container }: { container: HTMLElement }) => {
      const textLayer = document.createElement('div');
      container.replaceChildren(document.createElement('canvas'), textLayer);
      return { textLayer };
    },
  }),
}));

const note: NoteDetailDto = {
  _id: 'n1',
  title: 'Stacks and Queues',
  unit: 2,
  subjectId: 'dsa',
  subjectName: 'Data Structures and Algorithms',
  semesterId: 'sem-3',
  semesterName: 'CSE Semester 3',
  pdfUrl: 'https://files.example.test/n1.pdf',
  pages: 5,
  bytes: 52_000,
};

describe('Assignment Partner in the note reader', () => {
  it('asks about the note and the page on screen', async () => {
    const streams = serveOneConversation(['Push operators; pop on a closing bracket.']);
    server.use(
      api.get('/api/notes/n1', ({ ok }) => ok(note)),
      api.post('/api/user-pdfs', ({ created }) => created(openedNote('n1', { pages: 5 }))),
      api.put('/api/user-pdfs/n1/progress', ({ ok }) => ok(openedNote('n1', { pages: 5 }))),
      api.get('/api/bookmarks', ({ ok }) => ok([])),
    );
    const { user, unmount } = await renderApp('/notes/n1?page=3', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Ask Assignment Partner' }));
    const chat = await screen.findByRole('dialog', { name: 'Assignment Partner' });
    expect(within(chat).getByText(/Asking about:/)).toHaveTextContent(
      'Asking about: Stacks and Queues, page 3',
    );
    await user.type(within(chat).getByLabelText('Ask the Assignment Partner'), 'Explain{Enter}');

    expect(
      await within(chat).findByText('Push operators; pop on a closing bracket.'),
    ).toBeInTheDocument();
    expect(streams).toEqual([{ message: 'Explain', conversationId: 'c1', noteId: 'n1', page: 3 }]);
    // While the handlers are still in place: leaving the reader saves the page.
    unmount();
  });

  it('is not offered to a visitor', async () => {
    server.use(api.get('/api/notes/n1', ({ ok }) => ok(note)));
    await renderApp('/notes/n1');

    await screen.findByRole('heading', { name: 'Stacks and Queues' });
    expect(
      screen.queryByRole('button', { name: 'Ask Assignment Partner' }),
    ).not.toBeInTheDocument();
  });
});
