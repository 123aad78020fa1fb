import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChatbotSourceDto,
  ConversationDetailDto,
  ConversationDto,
} from '@notesea/contract/partner';
import { api, type ApiResolver } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { sseAnswer, sseStream } from '@/testing/sse-stream';

type StreamBody = {
  message: string;
  conversationId?: string;
  subjectId?: string;
  noteId?: string;
  page?: number;
  history?: unknown;
};

const STORED_KEY = 'notesea.chatbot.conversation';
const FAILED = 'Something went wrong. Please try again.';

function conversation(id: string, title: string, minutesAgo = 5): ConversationDto {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return { _id: id, title, subjectId: null, createdAt: at, updatedAt: at, messageCount: 2 };
}

/** Every question is answered 'Answer'. */
const answersAnswer: ApiResolver<'POST /api/chatbot/stream'> = ({ ok }) =>
  ok(sseAnswer(['Answer']));

/**
 * The conversation endpoints over an in-memory list; `streams` answers each question. Returns
 * what the page sent.
 */
function chatbotApi({
  list = [] as ConversationDto[],
  details = {} as Record<string, ConversationDetailDto>,
  stream = answersAnswer,
} = {}) {
  const sent = {
    streams: [] as StreamBody[],
    created: [] as Record<string, unknown>[],
    deleted: [] as string[],
    /** Each stream request's signal: aborted once the page stopped the request. */
    signals: [] as AbortSignal[],
  };
  let conversations = [...list];
  server.use(
    api.get('/api/chatbot/conversations', ({ ok }) => ok(conversations)),
    api.post('/api/chatbot/conversations', async ({ request, created }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.created.push(body);
      const added = conversation(`new-${sent.created.length}`, '', 0);
      conversations = [added, ...conversations];
      return created(added);
    }),
    api.get('/api/chatbot/conversations/:id', ({ params, ok, fail }) => {
      const detail = details[params.id];
      return detail
        ? ok(detail)
        : fail(404, { message: 'Conversation not found', code: 'not_found' });
    }),
    api.delete('/api/chatbot/conversations/:id', ({ params, noContent }) => {
      sent.deleted.push(params.id);
      conversations = conversations.filter((c) => c._id !== params.id);
      return noContent();
    }),
    api.post('/api/chatbot/stream', async (info) => {
      sent.streams.push((await info.request.json()) as StreamBody);
      sent.signals.push(info.request.signal);
      return stream(info);
    }),
  );
  return sent;
}

async function ask(user: Awaited<ReturnType<typeof renderApp>>['user'], question: string) {
  await user.type(screen.getByLabelText('Ask the Assignment Partner'), `${question}{Enter}`);
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
/** The conversation once /chatbot's lazy chunk has rendered it. */
const findLog = () => screen.findByRole('log', { name: 'Conversation' });
const botLines = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.startsWith('Bot: '));

beforeEach(() => {
  server.use(api.get('/api/semesters', ({ ok }) => ok([])));
});

describe('/chatbot streaming answers', () => {
  it("shows 'Bot is typing...' until the first piece, then the answer growing piece by piece", async () => {
    const live = sseStream();
    const sent = chatbotApi({ stream: ({ ok }) => ok(live.events) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'How do I convert infix to postfix?');

    expect(within(log()).getByText('How do I convert infix to postfix?')).toBeInTheDocument();
    expect(await screen.findByText('Bot is typing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    live.token('Scan the expression ');
    expect(await within(await findLog()).findByText('Scan the expression')).toBeInTheDocument();
    expect(screen.queryByText('Bot is typing...')).not.toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'true');

    live.token('left to right.');
    expect(
      await within(await findLog()).findByText('Scan the expression left to right.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();

    live.send('sources', { sources: [] });
    live.send('done', { conversationId: 'new-1' });
    live.close();

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    // The first question created the conversation, then streamed in it; it is remembered.
    expect(sent.created).toEqual([{}]);
    expect(sent.streams).toEqual([
      { message: 'How do I convert infix to postfix?', conversationId: 'new-1' },
    ]);
    expect(localStorage.getItem(STORED_KEY)).toBe('new-1');
  });

  it('Stop cancels the stream and keeps what came, marked as stopped', async () => {
    const live = sseStream();
    const sent = chatbotApi({ stream: ({ ok }) => ok(live.events) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'Explain BFS');
    live.token('BFS visits nodes level by level');
    await within(await findLog()).findByText('BFS visits nodes level by level');

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await within(await findLog()).findByText('Stopped.')).toBeInTheDocument();
    expect(within(log()).getByText('BFS visits nodes level by level')).toBeInTheDocument();
    expect(sent.signals[0]?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('Ask the Assignment Partner')).toHaveFocus();

    // Whatever arrives late is not added.
    live.token(' and more');
    await delay(20);
    expect(within(log()).queryByText(/and more/)).not.toBeInTheDocument();
  });

  it('Stop before the first piece leaves a stopped line and no typing indicator', async () => {
    const live = sseStream();
    chatbotApi({ stream: ({ ok }) => ok(live.events) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'Explain DFS');
    await screen.findByText('Bot is typing...');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await within(await findLog()).findByText('Stopped.')).toBeInTheDocument();
    expect(screen.queryByText('Bot is typing...')).not.toBeInTheDocument();
  });

  it('keeps the partial answer and adds the failure text when an error event breaks the stream', async () => {
    const live = sseStream();
    chatbotApi({ stream: ({ ok }) => ok(live.events) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'What is 3NF?');
    live.token('A table is in 3NF when');
    await within(await findLog()).findByText('A table is in 3NF when');
    live.send('error', { message: FAILED, code: 'stream_failed' });
    live.close();

    expect(await within(await findLog()).findByText(FAILED)).toBeInTheDocument();
    expect(within(log()).getByText('A table is in 3NF when')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps the partial answer and adds the failure text when the connection drops', async () => {
    const live = sseStream();
    chatbotApi({ stream: ({ ok }) => ok(live.events) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'What is a B+ tree?');
    live.token('A balanced tree');
    await within(await findLog()).findByText('A balanced tree');
    live.fail();

    expect(await within(await findLog()).findByText(FAILED)).toBeInTheDocument();
    expect(within(log()).getByText('A balanced tree')).toBeInTheDocument();
  });

  it("shows 'No response' for an empty answer", async () => {
    chatbotApi({ stream: ({ ok }) => ok(sseAnswer([])) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'Hello');

    expect(await within(await findLog()).findByText('No response')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the question is refused before the answer starts", async () => {
    const message =
      'You are asking the Assignment Partner too quickly. Please wait a minute and try again.';
    chatbotApi({
      stream: async ({ fail }) => {
        await delay(10);
        return fail(429, { message, code: 'rate_limited' });
      },
    });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'Explain DFS');

    expect(await within(await findLog()).findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Bot is typing...')).not.toBeInTheDocument();
  });

  it("falls back to 'Something went wrong. Please try again.' when the request never reaches the API", async () => {
    chatbotApi({ stream: ({ networkError }) => networkError() });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'Explain DFS');

    expect(await within(await findLog()).findByText(FAILED)).toBeInTheDocument();
  });

  it('never sends a blank message', async () => {
    const sent = chatbotApi();
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(sent.streams).toEqual([]);
    expect(sent.created).toEqual([]);
    expect(screen.queryByText('Bot is typing...')).not.toBeInTheDocument();
  });
});

describe('/chatbot answer rendering', () => {
  it('renders Markdown lists and code, and never turns HTML in the answer into elements', async () => {
    const answer = [
      'Steps:\n\n',
      '- push operators\n- pop on ")"\n\n',
      '```js\nconst stack = [];\n```\n\n',
      '<img src=x onerror="window.hacked=1"> and <script>alert(1)</script>\n\n',
      '[the notes](https://notesea.example/dsa) or [bad](javascript:alert(1))',
    ];
    chatbotApi({ stream: ({ ok }) => ok(sseAnswer(answer)) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'Show me');

    const answerLine = await waitFor(() => {
      const line = botLines()[0];
      // The Markdown renderer is a lazy chunk: wait for its list.
      expect(within(line!).getAllByRole('listitem')).toHaveLength(2);
      return line!;
    });
    expect(within(answerLine).getByText('push operators')).toBeInTheDocument();
    expect(answerLine.querySelector('pre code')).toHaveTextContent('const stack = [];');
    expect(answerLine.querySelector('img, script')).toBeNull();
    expect(answerLine).toHaveTextContent('<img src=x onerror="window.hacked=1">');
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const link = within(answerLine).getByRole('link', { name: 'the notes' });
    expect(link).toHaveAttribute('href', 'https://notesea.example/dsa');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(answerLine).queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(within(answerLine).getByText('bad')).toBeInTheDocument();
  });

  it('cites sources as chips that open the reader at the page', async () => {
    const sources: ChatbotSourceDto[] = [
      { type: 'note', _id: 'n1', title: 'Normal forms', subjectName: 'DBMS', unit: 3, page: 4 },
      { type: 'pyq', _id: 'p1', title: 'May 2024', subjectName: 'DBMS', year: 2024, page: 1 },
    ];
    chatbotApi({ stream: ({ ok }) => ok(sseAnswer(['See [1] and [2].'], { sources })) });
    const { user } = await renderApp('/chatbot', { token: 't' });

    await ask(user, 'What is BCNF?');

    const chips = await screen.findByRole('list', { name: 'Sources' });
    expect(within(chips).getByRole('link', { name: 'DBMS · Unit 3 · p. 4' })).toHaveAttribute(
      'href',
      '/notes/n1?page=4',
    );
    expect(within(chips).getByRole('link', { name: 'May 2024 paper · p. 1' })).toHaveAttribute(
      'href',
      '/pyqs/p1?page=1',
    );

    // Each source shares its note or paper at that page.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(
      within(chips).getByRole('button', { name: 'Share Normal forms, DBMS, page 4' }),
    );
    expect(await within(chips).findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/notes/n1?page=4`);
    expect(
      within(chips).getByRole('button', { name: 'Share May 2024 question paper, DBMS, page 1' }),
    ).toBeInTheDocument();
    writeText.mockRestore();
  });

  describe('Copy', () => {
    afterEach(() => vi.restoreAllMocks());

    it("copies the answer and says 'Copied'", async () => {
      chatbotApi({ stream: ({ ok }) => ok(sseAnswer(['**Use** a stack.'])) });
      const { user } = await renderApp('/chatbot', { token: 't' });
      // user-event installs its own clipboard stub on setup; spy on that one.
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');

      await ask(user, 'How?');
      await user.click(await screen.findByRole('button', { name: 'Copy' }));

      expect(writeText).toHaveBeenCalledWith('**Use** a stack.');
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    });
  });
});

describe('/chatbot conversations', () => {
  const older = conversation('c-old', 'Normalization basics', 60 * 26);
  const recent = conversation('c-new', 'Infix to postfix', 3);
  const recentDetail: ConversationDetailDto = {
    ...recent,
    messages: [
      {
        _id: 'm1',
        role: 'user',
        text: 'How do I convert infix to postfix?',
        sources: [],
        createdAt: recent.createdAt,
      },
      {
        _id: 'm2',
        role: 'model',
        text: 'Use an operator stack [1].',
        sources: [
          { type: 'note', _id: 'n9', title: 'Stacks', subjectName: 'DSA', unit: 2, page: 3 },
        ],
        createdAt: recent.createdAt,
      },
    ],
  };

  it('lists conversations newest first with their relative time, and resumes one', async () => {
    const sent = chatbotApi({ list: [recent, older], details: { 'c-new': recentDetail } });
    const { user } = await renderApp('/chatbot', { token: 't' });

    const list = await screen.findByRole('complementary', { name: 'Conversations' });
    const open = await within(list).findAllByRole('button', { name: /minutes? ago|yesterday/ });
    expect(open.map((button) => button.textContent)).toEqual([
      'Infix to postfix3 minutes ago',
      'Normalization basicsyesterday',
    ]);

    await user.click(open[0]!);

    expect(
      await within(await findLog()).findByText('How do I convert infix to postfix?'),
    ).toBeInTheDocument();
    expect(
      await within(await findLog()).findByText('Use an operator stack [1].'),
    ).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'DSA · Unit 2 · p. 3' })).toHaveAttribute(
      'href',
      '/notes/n9?page=3',
    );
    expect(open[0]).toHaveAttribute('aria-current', 'true');
    expect(localStorage.getItem(STORED_KEY)).toBe('c-new');

    await ask(user, 'And with brackets?');
    await within(await findLog()).findByText('Answer');
    expect(sent.created).toEqual([]);
    expect(sent.streams).toEqual([{ message: 'And with brackets?', conversationId: 'c-new' }]);
  });

  it('reopens the remembered conversation on load; New chat starts a fresh one', async () => {
    localStorage.setItem(STORED_KEY, 'c-new');
    const sent = chatbotApi({ list: [recent], details: { 'c-new': recentDetail } });
    const { user } = await renderApp('/chatbot', { token: 't' });

    expect(
      await within(await findLog()).findByText('Use an operator stack [1].'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(within(log()).queryByText('Use an operator stack [1].')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORED_KEY)).toBeNull();

    await ask(user, 'What is a heap?');
    await within(await findLog()).findByText('Answer');
    expect(sent.streams).toEqual([{ message: 'What is a heap?', conversationId: 'new-1' }]);
  });

  it('starts fresh when the remembered conversation is gone', async () => {
    localStorage.setItem(STORED_KEY, 'deleted-elsewhere');
    chatbotApi();
    await renderApp('/chatbot', { token: 't' });

    await waitFor(() => expect(localStorage.getItem(STORED_KEY)).toBeNull());
    expect(screen.getByLabelText('Ask the Assignment Partner')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a conversation after a confirm; Escape cancels and returns focus', async () => {
    localStorage.setItem(STORED_KEY, 'c-new');
    const sent = chatbotApi({ list: [recent, older], details: { 'c-new': recentDetail } });
    const { user } = await renderApp('/chatbot', { token: 't' });
    await within(await findLog()).findByText('Use an operator stack [1].');

    const remove = await screen.findByRole('button', { name: 'Delete Normalization basics' });
    await user.click(remove);
    const confirm = screen.getByRole('group', { name: /Delete “Normalization basics”\?/ });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Normalization basics' })).toHaveFocus(),
    );
    expect(sent.deleted).toEqual([]);

    // Deleting the open conversation also starts a new chat.
    await user.click(screen.getByRole('button', { name: 'Delete Infix to postfix' }));
    await user.click(
      within(screen.getByRole('group', { name: /Delete “Infix to postfix”\?/ })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Infix to postfix/ })).not.toBeInTheDocument(),
    );
    expect(sent.deleted).toEqual(['c-new']);
    expect(screen.getByRole('button', { name: /^Normalization basics/ })).toBeInTheDocument();
    expect(within(log()).queryByText('Use an operator stack [1].')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORED_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Conversations' })).toHaveFocus();
  });

  it("shows 'No conversations yet.' and a toggle for the list on phones", async () => {
    chatbotApi();
    const { user } = await renderApp('/chatbot', { token: 't' });

    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Conversations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide conversations' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('/chatbot subject picker', () => {
  it('sends the chosen subject with the new conversation and each question', async () => {
    server.use(
      api.get('/api/semesters', ({ ok }) =>
        ok([
          { _id: 'sem-3', title: 'Semester 3' },
          { _id: 'sem-4', title: 'Semester 4' },
        ]),
      ),
      api.get('/api/semesters/sem-3/subjects', ({ ok }) =>
        ok([
          { _id: 'cse-3-dsa', title: 'Data Structures and Algorithms' },
          { _id: 'cse-3-dbms', title: 'DBMS' },
        ]),
      ),
    );
    const sent = chatbotApi();
    const { user } = await renderApp('/chatbot', { token: 't' });

    const subject = screen.getByLabelText('Subject');
    expect(subject).toBeDisabled();
    await user.selectOptions(
      await screen.findByLabelText('Semester'),
      await screen.findByRole('option', { name: 'Semester 3' }),
    );
    await user.selectOptions(
      subject,
      await screen.findByRole('option', { name: 'Data Structures and Algorithms' }),
    );
    await ask(user, 'Explain stacks');
    await within(await findLog()).findByText('Answer');

    expect(sent.created).toEqual([{ subjectId: 'cse-3-dsa' }]);
    expect(sent.streams).toEqual([
      { message: 'Explain stacks', conversationId: 'new-1', subjectId: 'cse-3-dsa' },
    ]);
  });
});
