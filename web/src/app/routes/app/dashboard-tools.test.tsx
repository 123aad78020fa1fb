import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { serveOneConversation } from '@/testing/sse-stream';

beforeEach(() => {
  server.use(
    api.get('/api/semesters', ({ ok }) => ok([])),
    api.get('/api/projects', ({ ok }) => ok([])),
  );
});

describe('dashboard content blocks', () => {
  it('shows service cards, story videos and the custom project contact block', async () => {
    await renderApp('/dashboard', { token: 't' });

    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Ask a question\s*: Assignment Partner/ }),
    ).toHaveAttribute('href', '/chatbot');

    const stories = screen.getByRole('region', { name: 'Stories' });
    const videoLinks = within(stories).getAllByRole('link');
    expect(videoLinks.length).toBeGreaterThan(0);
    for (const link of videoLinks) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.youtube\.com\//));
      expect(link).toHaveAttribute('target', '_blank');
    }
    // Thumbnails only, loaded lazily: no embedded players on the dashboard.
    expect(document.querySelector('iframe')).toBeNull();
    for (const img of stories.querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
    }

    const custom = screen.getByRole('region', { name: 'Need a custom project?' });
    expect(within(custom).getByRole('link', { name: /support@notesea\.in/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@notesea\.in/),
    );
  });
});

describe('floating Assignment Partner on the dashboard', () => {
  it('opens from the launcher, streams an answer, keeps the conversation when closed and reopened', async () => {
    const streams = serveOneConversation(['Start with ', 'the ER model.']);
    const { user } = await renderApp('/dashboard', { token: 't' });

    const launcher = screen.getByRole('button', { name: 'Ask Assignment Partner' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(launcher);

    const chat = await screen.findByRole('dialog', { name: 'Assignment Partner' });
    const input = within(chat).getByLabelText('Ask the Assignment Partner');
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'How do I design a library DB?{Enter}');
    expect(await within(chat).findByText('Start with the ER model.')).toBeInTheDocument();
    expect(streams).toEqual([{ message: 'How do I design a library DB?', conversationId: 'c1' }]);
    // The same conversation continues on /chatbot.
    expect(localStorage.getItem('notesea.chatbot.conversation')).toBe('c1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    const reopened = await screen.findByRole('dialog', { name: 'Assignment Partner' });
    expect(within(reopened).getByText('Start with the ER model.')).toBeInTheDocument();
  });

  it('continues the conversation last open on /chatbot', async () => {
    localStorage.setItem('notesea.chatbot.conversation', 'c7');
    server.use(
      api.get('/api/chatbot/conversations/c7', ({ ok }) =>
        ok({
          _id: 'c7',
          title: 'Stacks',
          subjectId: null,
          createdAt: null,
          updatedAt: null,
          messageCount: 2,
          messages: [
            { _id: 'm1', role: 'user', text: 'What is a stack?', sources: [], createdAt: null },
            { _id: 'm2', role: 'model', text: 'A LIFO list.', sources: [], createdAt: null },
          ],
        }),
      ),
    );
    const { user } = await renderApp('/dashboard', { token: 't' });

    await user.click(screen.getByRole('button', { name: 'Ask Assignment Partner' }));

    const chat = await screen.findByRole('dialog', { name: 'Assignment Partner' });
    expect(await within(chat).findByText('A LIFO list.')).toBeInTheDocument();
  });
});
