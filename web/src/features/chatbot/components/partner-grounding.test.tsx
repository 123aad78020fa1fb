// An answer's sources are note passages, a passage over consecutive pages reads
// "pages 14–16" and opens at its first page; the papers that asked the question are shown
// apart, as "Asked in …", linking to the paper's page — never among the sources.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChatbotAskedInDto,
  ChatbotSourceDto,
  ConversationDetailDto,
} from '@notesea/contract/partner';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { NEW_CONVERSATION, sseAnswer } from '@/testing/sse-stream';

const SOURCES: ChatbotSourceDto[] = [
  {
    type: 'note',
    _id: 'cn-u3',
    title: 'Network Layer',
    subjectName: 'CN',
    unit: 3,
    page: 14,
    pageEnd: 16,
  },
  { type: 'note', _id: 'cn-u4', title: 'Internet', subjectName: 'CN', unit: 4, page: 7 },
];
const ASKED_IN: ChatbotAskedInDto[] = [
  {
    type: 'pyq',
    _id: 'cn-2023-dec',
    title: 'Dec 2023',
    subjectName: 'CN',
    year: 2023,
    session: 'dec',
    number: '20(a)',
    page: 2,
    label: 'Dec 2023, Q20(a)',
  },
];

const STORED: ConversationDetailDto = {
  _id: 'c-old',
  title: 'Routing',
  subjectId: null,
  createdAt: null,
  updatedAt: null,
  messageCount: 2,
  messages: [
    { _id: 'm1', role: 'user', text: 'How does Dijkstra work?', sources: [], createdAt: null },
    {
      _id: 'm2',
      role: 'model',
      text: 'It picks the nearest node first [1].',
      sources: SOURCES,
      askedIn: ASKED_IN,
      createdAt: null,
    },
  ],
};

beforeEach(() => {
  server.use(
    api.get('/api/semesters', ({ ok }) => ok([])),
    api.get('/api/chatbot/conversations', ({ ok }) => ok([])),
    api.post('/api/chatbot/conversations', ({ created }) => created(NEW_CONVERSATION)),
    api.get('/api/chatbot/conversations/c-old', ({ ok }) => ok(STORED)),
    api.post('/api/chatbot/stream', ({ ok }) =>
      ok(
        sseAnswer(['It picks the nearest node first [1].'], {
          sources: SOURCES,
          askedIn: ASKED_IN,
        }),
      ),
    ),
  );
});

async function expectGrounded() {
  const sources = await screen.findByRole('list', { name: 'Sources' });
  expect(
    within(sources)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['CN · Unit 3 · pages 14–16', '/notes/cn-u3?page=14'],
    ['CN · Unit 4 · p. 7', '/notes/cn-u4?page=7'],
  ]);
  const asked = screen.getByRole('list', { name: 'Asked in papers' });
  expect(asked).toHaveTextContent('Asked in Dec 2023, Q20(a)');
  expect(within(asked).getByRole('link', { name: 'Dec 2023, Q20(a)' })).toHaveAttribute(
    'href',
    '/pyqs/cn-2023-dec?page=2',
  );
  expect(within(sources).queryByText(/Dec 2023/)).not.toBeInTheDocument();
}

describe('Partner sources and "Asked in"', () => {
  it('a streamed answer shows page ranges among the sources and the paper apart', async () => {
    const { user } = await renderApp('/chatbot', { token: 't' });
    await user.type(
      screen.getByLabelText('Ask the Assignment Partner'),
      'How does Dijkstra work?{Enter}',
    );
    await expectGrounded();
  });

  it('a stored answer shows them the same way', async () => {
    localStorage.setItem('notesea.chatbot.conversation', 'c-old');
    await renderApp('/chatbot', { token: 't' });
    expect(await screen.findByText('It picks the nearest node first [1].')).toBeInTheDocument();
    await expectGrounded();
  });

  it('shows no "Asked in" when no paper asked it', async () => {
    server.use(
      api.post('/api/chatbot/stream', ({ ok }) =>
        ok(sseAnswer(['Answer [1].'], { sources: SOURCES })),
      ),
    );
    const { user } = await renderApp('/chatbot', { token: 't' });
    await user.type(screen.getByLabelText('Ask the Assignment Partner'), 'Dijkstra?{Enter}');
    await screen.findByRole('list', { name: 'Sources' });
    expect(screen.queryByRole('list', { name: 'Asked in papers' })).not.toBeInTheDocument();
  });
});
