import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageDto } from '@notesea/contract/chat';
import { CHAT_POLL_MS } from '@/features/chat/api/get-messages';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const message = (
  id: string,
  text: string,
  name: string,
  { mine = false, createdAt = '2025-10-05T09:00:00.000Z' } = {},
): ChatMessageDto => ({ _id: id, text, createdAt, user: { name }, mine });

// Only setInterval is faked: the room's poll (TanStack Query's refetchInterval) then runs only
// when a test advances the clock, while user-event and msw keep their real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

const poll = () => act(() => vi.advanceTimersByTime(CHAT_POLL_MS));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  window.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Retries `check` on real timers for up to 10 s (the suite's wait limit, vitest.setup.ts):
 * Testing Library's waitFor re-checks on its own setInterval (faked here) or on DOM changes, and
 * a request that changes nothing is neither.
 */
async function eventually(check: () => void) {
  const deadline = performance.now() + 10_000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Gives the log the layout jsdom lacks: each message 50 px tall in a 300 px window, scrolled to
 * `scrollTop` (which the page may set). Returns a reader of the current position.
 */
function fakeLayout(log: HTMLElement) {
  let scrollTop = 0;
  Object.defineProperties(log, {
    scrollHeight: { configurable: true, get: () => log.querySelectorAll('li').length * 50 },
    clientHeight: { configurable: true, get: () => 300 },
    scrollTop: {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => (scrollTop = Math.max(0, Math.min(value, log.scrollHeight - 300))),
    },
  });
  return {
    scrollTo(value: number) {
      log.scrollTop = value;
      fireEvent.scroll(log);
    },
    get top() {
      return scrollTop;
    },
    get bottom() {
      return log.scrollHeight - 300;
    },
  };
}

/**
 * The room's API: `GET /api/chat` answers `latest`; `?after=` answers what `next()` returns;
 * `?before=` answers `older(beforeId, limit)`. Records every GET's query string.
 */
function chatApi({
  latest = [] as ChatMessageDto[],
  next = (): ChatMessageDto[] => [],
  older = (_before: string, _limit: number): ChatMessageDto[] => [],
} = {}) {
  const gets: string[] = [];
  server.use(
    api.get('/api/chat', ({ request, ok }) => {
      const query = new URL(request.url).searchParams;
      gets.push(query.toString());
      const before = query.get('before');
      if (before) return ok(older(before, Number(query.get('limit'))));
      if (query.get('after')) return ok(next());
      return ok(latest);
    }),
  );
  return gets;
}

const texts = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.chat-message__text')?.textContent);

describe('/chat', () => {
  it('shows the empty state when the room has no messages', async () => {
    server.use(api.get('/api/chat', ({ ok }) => ok([])));
    await renderApp('/chat', { token: 't' });

    expect(await screen.findByText('No messages yet...')).toBeInTheDocument();
  });

  it('lists messages oldest first, with "Unknown User" when the name is missing', async () => {
    server.use(
      api.get('/api/chat', ({ ok }) =>
        ok([
          message('m1', 'Is the DBMS exam on Monday?', 'Priya Sharma'),
          message('m2', 'Yes, 10 am.', ''),
        ]),
      ),
    );
    await renderApp('/chat', { token: 't' });

    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Priya Sharma');
    expect(items[0]).toHaveTextContent('Is the DBMS exam on Monday?');
    expect(items[1]).toHaveTextContent('Unknown User');
    expect(items[1]).toHaveTextContent('Yes, 10 am.');
  });

  it('shows a sent message at once, fetches nothing more for it, and never sends a blank one', async () => {
    let gets = 0;
    const posted: unknown[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.get('/api/chat', ({ ok }) => {
        gets += 1;
        return ok([]);
      }),
      api.post('/api/chat', async ({ request, created }) => {
        posted.push(await request.json());
        await answered;
        return created(
          message('m9', 'Hello everyone', 'Rahul Meena', {
            mine: true,
            createdAt: new Date().toISOString(),
          }),
        );
      }),
    );
    const { user } = await renderApp('/chat', { token: 't' });
    await screen.findByText('No messages yet...');

    await user.type(screen.getByLabelText('Message'), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Hello everyone{Enter}');

    // Before the server has answered.
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello everyone')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');

    answer();
    expect(await within(log).findByText('just now')).toBeInTheDocument();
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(posted).toEqual([{ text: 'Hello everyone' }]);
    expect(gets).toBe(1);
  });

  it('takes the message back and shows the server message when sending fails', async () => {
    server.use(
      api.get('/api/chat', ({ ok }) => ok([])),
      api.post('/api/chat', ({ fail }) =>
        fail(429, {
          message: 'You are sending messages too quickly. Please wait a minute and try again.',
          code: 'rate_limited',
        }),
      ),
    );
    const { user } = await renderApp('/chat', { token: 't' });
    await screen.findByText('No messages yet...');

    await user.type(screen.getByLabelText('Message'), 'Anyone here?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Please wait a minute and try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Anyone here?');
    expect(screen.getByText('No messages yet...')).toBeInTheDocument();
  });
});

describe('/chat live room', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const room = (count: number, prefix = 'm') =>
    Array.from({ length: count }, (_, i) =>
      message(`${prefix}${String(i).padStart(3, '0')}`, `${prefix} text ${i}`, 'Priya Sharma', {
        createdAt: minutesAgo(count - i),
      }),
    );

  it('puts my messages on the right as "You", with relative times and the exact time on hover', async () => {
    chatApi({
      latest: [
        message('m1', 'Is the DBMS exam on Monday?', 'Priya Sharma', { createdAt: minutesAgo(2) }),
        message('m2', 'Yes, 10 am.', 'Asha Verma', { mine: true, createdAt: minutesAgo(0) }),
      ],
    });
    await renderApp('/chat', { token: 't' });

    const [theirs, mine] = within(
      await screen.findByRole('log', { name: 'Messages' }),
    ).getAllByRole('listitem');
    expect(theirs).toHaveTextContent('Priya Sharma');
    expect(theirs).not.toHaveClass('is-mine');
    expect(mine).toHaveTextContent('You');
    expect(mine).not.toHaveTextContent('Asha Verma');
    expect(mine).toHaveClass('is-mine');
    const time = within(theirs!).getByText('2 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d\d/);
    expect(within(mine!).getByText('just now')).toBeInTheDocument();
  });

  it('polls for messages after the newest one it has; at the bottom they just appear and the view follows', async () => {
    let fresh: ChatMessageDto[] = [];
    const gets = chatApi({ latest: room(5), next: () => fresh });
    await renderApp('/chat', { token: 't' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const view = fakeLayout(log);
    view.scrollTo(view.bottom);

    await poll();
    await eventually(() => expect(gets).toHaveLength(2));
    // Not after the newest (m004) but after the newest one stamped at least 2 s before it: a
    // message stamped just before m004 but stored after it must still arrive.
    expect(gets).toEqual(['', 'after=m003']);

    fresh = [message('n1', 'Lab is cancelled today', 'Rahul Meena', { createdAt: minutesAgo(0) })];
    await poll();
    expect(await within(log).findByText('Lab is cancelled today')).toBeInTheDocument();
    expect(view.top).toBe(view.bottom);
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();

    // The same message again (the overlap of the next poll) is not shown twice: the answer also
    // brings a new message, so once that is shown the whole answer has been merged.
    fresh = [
      ...fresh,
      message('n2', 'See you tomorrow', 'Asha Verma', { createdAt: minutesAgo(0) }),
    ];
    await poll();
    expect(await within(log).findByText('See you tomorrow')).toBeInTheDocument();
    expect(gets).toHaveLength(4);
    expect(texts(log).filter((t) => t === 'Lab is cancelled today')).toHaveLength(1);
  });

  it('scrolled up, new messages wait behind an "N new messages" pill that scrolls to them', async () => {
    let fresh: ChatMessageDto[] = [];
    chatApi({ latest: room(20), next: () => fresh });
    const { user } = await renderApp('/chat', { token: 't' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const view = fakeLayout(log);
    view.scrollTo(100);

    fresh = [
      message('n1', 'Anyone has unit 4 notes?', 'Rahul Meena', { createdAt: minutesAgo(0) }),
      message('n2', 'Check /subjects', 'Asha Verma', { createdAt: minutesAgo(0) }),
    ];
    await poll();
    const pill = await screen.findByRole('button', { name: '2 new messages' });
    expect(within(log).getByText('Check /subjects')).toBeInTheDocument();
    expect(view.top).toBe(100);

    await user.click(pill);
    expect(view.top).toBe(view.bottom);
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();
  });

  it('counts messages that arrive while my own send is unanswered (it stays last)', async () => {
    let fresh: ChatMessageDto[] = [];
    chatApi({ latest: room(20), next: () => fresh });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.post('/api/chat', async ({ created }) => {
        await answered;
        return created(
          message('s1', 'On my way', 'Asha Verma', { mine: true, createdAt: minutesAgo(0) }),
        );
      }),
    );
    const { user } = await renderApp('/chat', { token: 't' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const view = fakeLayout(log);

    await user.type(screen.getByLabelText('Message'), 'On my way{Enter}');
    expect(await within(log).findByText('Sending…')).toBeInTheDocument();
    view.scrollTo(100);

    fresh = [message('n1', 'Room 204 today', 'Rahul Meena', { createdAt: minutesAgo(0) })];
    await poll();
    expect(await screen.findByRole('button', { name: '1 new message' })).toBeInTheDocument();
    expect(texts(log).slice(-2)).toEqual(['Room 204 today', 'On my way']);
    expect(view.top).toBe(100);
    answer();
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
  });

  it('scrolling back to the bottom by hand clears the pill', async () => {
    let fresh: ChatMessageDto[] = [];
    chatApi({ latest: room(20), next: () => fresh });
    await renderApp('/chat', { token: 't' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const view = fakeLayout(log);
    view.scrollTo(0);

    fresh = [message('n1', 'Hello', 'Rahul Meena', { createdAt: minutesAgo(0) })];
    await poll();
    expect(await screen.findByRole('button', { name: '1 new message' })).toBeInTheDocument();
    view.scrollTo(view.bottom);
    expect(screen.queryByRole('button', { name: /new message/ })).not.toBeInTheDocument();
  });

  it('does not poll while the tab is hidden, and catches up when it is shown again', async () => {
    const gets = chatApi({ latest: room(3) });
    await renderApp('/chat', { token: 't' });
    await screen.findByRole('log', { name: 'Messages' });

    setVisibility('hidden');
    await poll();
    await poll();
    await poll();
    expect(gets).toEqual(['']);

    setVisibility('visible');
    await eventually(() => expect(gets).toEqual(['', 'after=m001']));
  });

  it('"Load older messages" pages back 50 at a time before the first message, keeping the view in place', async () => {
    const latest = room(200, 'r');
    const earlier = room(60, 'e');
    const gets = chatApi({
      latest,
      older: (before, limit) => {
        const end = before === 'r000' ? earlier.length : earlier.findIndex((m) => m._id === before);
        return earlier.slice(Math.max(0, end - limit), end);
      },
    });
    const { user } = await renderApp('/chat', { token: 't' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const view = fakeLayout(log);
    view.scrollTo(0);

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(250));
    expect(texts(log)[0]).toBe('e text 10');
    expect(texts(log)[50]).toBe('r text 0');
    // The message that was at the top is still where the student was looking.
    expect(view.top).toBe(50 * 50);

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('This is the start of the room.')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(260);
    expect(texts(log)[0]).toBe('e text 0');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(gets).toEqual(['', 'before=r000&limit=50', 'before=e010&limit=50']);
  });

  it('offers no "Load older" when the whole room fits in the first load', async () => {
    chatApi({ latest: room(199) });
    await renderApp('/chat', { token: 't' });
    await screen.findByRole('log', { name: 'Messages' });

    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(screen.queryByText('This is the start of the room.')).not.toBeInTheDocument();
  });

  it('a failed poll keeps the room on screen', async () => {
    let failing = false;
    let failed = 0;
    server.use(
      api.get('/api/chat', ({ request, ok, fail }) => {
        if (!new URL(request.url).searchParams.has('after')) return ok(room(3));
        if (failing) {
          failed += 1;
          return fail(500);
        }
        return ok([message('n1', 'Back again', 'Rahul Meena', { createdAt: minutesAgo(0) })]);
      }),
    );
    await renderApp('/chat', { token: 't' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    failing = true;
    await poll();
    // renderApp's client does not retry: the query is now in error.
    await eventually(() => expect(failed).toBe(1));
    // The next poll succeeds: once its message is shown, the failed one has been fully handled.
    failing = false;
    await poll();
    expect(await within(log).findByText('Back again')).toBeInTheDocument();
    expect(failed).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  });
});
