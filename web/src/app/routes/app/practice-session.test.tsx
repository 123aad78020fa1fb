import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PracticeDueCardDto, PracticeDueDto } from '@notesea/contract/practice-rules';
import { api } from '@/testing/api-handlers';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The clock is fixed (only Date: timers run as usual) at 8 pm local time, so interval labels and
// "tomorrow at 09:30" read the same in any time zone and on any day.
const NOW = new Date(2025, 9, 6, 20, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function card(id: string, overrides: Partial<PracticeDueCardDto> = {}): PracticeDueCardDto {
  return {
    _id: id,
    kind: 'note',
    front: `Front of ${id}`,
    back: `Back of ${id}`,
    unit: 1,
    topicId: null,
    source: { type: 'note', _id: `note-${id}`, page: 7 },
    subjectId: 'dbms',
    due: at(-MINUTE),
    state: 'review',
    reps: 2,
    lapses: 0,
    stability: 3,
    difficulty: 5,
    next: { 1: at(MINUTE), 2: at(10 * MINUTE), 3: at(DAY), 4: at(4 * DAY) },
    ...overrides,
  };
}

type Review = { cardId: string; rating: number; reviewId: string; reviewedAt: string };

/** GET /practice/due answering `due`, and POST /practice/reviews recording each body. */
function practiceApi(due: PracticeDueDto) {
  const reviews: Review[] = [];
  server.use(
    api.get('/api/practice/due', ({ request, ok }) => {
      expect(new URL(request.url).searchParams.get('subjectId')).toBe('dbms');
      return ok(due);
    }),
    api.post('/api/practice/reviews', async ({ request, ok }) => {
      const body = (await request.json()) as Review;
      reviews.push(body);
      return ok({ cardId: body.cardId, scheduledDays: 1, ...card(body.cardId) });
    }),
  );
  return reviews;
}

const QUEUE_KEY = 'notesea.practice.reviews';
const queued = () => JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as Review[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => onlineManager.setOnline(true));
});

describe('/practice/:subjectId, the review session', () => {
  it('shows the front, Space shows the answer, key 3 sends the review and moves on', async () => {
    const reviews = practiceApi({
      cards: [
        card('c1', {
          kind: 'pyq',
          front: 'Define BCNF.',
          back: 'A relation is in BCNF when every determinant is a candidate key.',
          askedIn: [
            { year: 2023, session: 'dec', number: '2a' },
            { year: 2022, session: 'jun', number: '4' },
          ],
        }),
        card('c2', { front: 'What is a transaction?' }),
      ],
      nextDue: null,
    });
    const { user } = await renderApp('/practice/dbms', { token: 't' });

    expect(await screen.findByText('Define BCNF.')).toBeInTheDocument();
    expect(screen.getByText('Asked Jun 2022, Dec 2023')).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Card 1 of 2' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '2');
    expect(screen.queryByText(/every determinant/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Good/ })).not.toBeInTheDocument();

    // The rating keys do nothing before the answer shows.
    await user.keyboard('3');
    expect(screen.getByText('Define BCNF.')).toBeInTheDocument();

    await user.keyboard(' ');

    expect(
      screen.getByText('A relation is in BCNF when every determinant is a candidate key.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open page 7' })).toHaveAttribute(
      'href',
      '/notes/note-c1?page=7',
    );
    const ratings = screen.getByRole('group', { name: /How well did you remember it/ });
    expect(
      within(ratings)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Again 1m', 'Hard 10m', 'Good 1d', 'Easy 4d']);

    await user.keyboard('3');

    expect(await screen.findByText('What is a transaction?')).toBeInTheDocument();
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toEqual({
      cardId: 'c1',
      rating: 3,
      reviewId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      reviewedAt: NOW.toISOString(),
    });
    await waitFor(() => expect(queued()).toEqual([]));
  });

  it('a "Show answer" button and the rating buttons work without the keyboard', async () => {
    const reviews = practiceApi({ cards: [card('c1'), card('c2')], nextDue: null });
    const { user } = await renderApp('/practice/dbms', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: 'Easy 4d' }));

    expect(await screen.findByText('Front of c2')).toBeInTheDocument();
    await waitFor(() => expect(reviews.map((review) => review.rating)).toEqual([4]));
    // Each review has its own idempotency key.
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: 'Hard 10m' }));
    expect(await screen.findByRole('heading', { name: 'Session complete' })).toBeInTheDocument();
    await waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews[0]!.reviewId).not.toBe(reviews[1]!.reviewId);
  });

  it('labels each button with its next interval, from minutes to months', async () => {
    practiceApi({
      cards: [
        card('c1', {
          next: { 1: at(5 * MINUTE), 2: at(3 * 60 * MINUTE), 3: at(12 * DAY), 4: at(62 * DAY) },
        }),
      ],
      nextDue: null,
    });
    const { user } = await renderApp('/practice/dbms', { token: 't' });
    await screen.findByText('Front of c1');
    await user.keyboard(' ');

    for (const name of ['Again 5m', 'Hard 3h', 'Good 12d', 'Easy 2mo']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('brings a card rated Again back at the end of the session', async () => {
    const reviews = practiceApi({ cards: [card('c1'), card('c2')], nextDue: null });
    const { user } = await renderApp('/practice/dbms', { token: 't' });
    await screen.findByText('Front of c1');

    await user.keyboard(' ');
    await user.keyboard('1');
    expect(await screen.findByText('Front of c2')).toBeInTheDocument();
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('3');

    expect(await screen.findByText('Front of c1')).toBeInTheDocument();
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(reviews.map((r) => [r.cardId, r.rating])).toEqual([
        ['c1', 1],
        ['c2', 3],
      ]),
    );
  });

  it('shows only the unit asked for with ?unit=', async () => {
    practiceApi({ cards: [card('c1', { unit: 1 }), card('c2', { unit: 2 })], nextDue: null });
    await renderApp('/practice/dbms?unit=2', { token: 't' });

    expect(await screen.findByText('Front of c2')).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Front of c1')).not.toBeInTheDocument();
  });

  it('says when the next card is due when nothing is', async () => {
    practiceApi({ cards: [], nextDue: new Date(2025, 9, 7, 9, 30).toISOString() });
    await renderApp('/practice/dbms', { token: 't' });

    expect(
      await screen.findByText('Nothing due. Next card due tomorrow at 09:30'),
    ).toBeInTheDocument();
  });

  it('says in how many days the next card is due', async () => {
    practiceApi({ cards: [], nextDue: new Date(2025, 9, 9, 8, 0).toISOString() });
    await renderApp('/practice/dbms', { token: 't' });

    expect(await screen.findByText('Nothing due. Next card due in 3 days')).toBeInTheDocument();
  });

  it('says there are no cards yet when the student has none', async () => {
    practiceApi({ cards: [], nextDue: null });
    await renderApp('/practice/dbms', { token: 't' });

    expect(await screen.findByText('No cards yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open the subject's Exam prep" })).toHaveAttribute(
      'href',
      '/subjects/dbms?tab=prep',
    );
  });

  it('has no axe violations, question and answer shown', async () => {
    practiceApi({
      cards: [card('c1', { kind: 'pyq', askedIn: [{ year: 2024, session: 'may', number: '1' }] })],
      nextDue: null,
    });
    const { user } = await renderApp('/practice/dbms', { token: 't' });
    await screen.findByText('Front of c1');
    expect(await axeViolations()).toEqual([]);

    await user.keyboard(' ');
    await screen.findByText('Back of c1');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/practice/:subjectId offline', () => {
  it('keeps a review made offline on the device and sends it once when back online', async () => {
    const reviews = practiceApi({ cards: [card('c1'), card('c2')], nextDue: null });
    const { user } = await renderApp('/practice/dbms', { token: 't' });
    await screen.findByText('Front of c1');
    act(() => onlineManager.setOnline(false));

    await user.keyboard(' ');
    await user.keyboard('3');

    expect(await screen.findByText('Front of c2')).toBeInTheDocument();
    expect(
      await screen.findByText("Offline — 1 review will be sent when you're back online"),
    ).toBeInTheDocument();
    expect(reviews).toEqual([]);
    expect(queued()).toEqual([
      expect.objectContaining({ cardId: 'c1', rating: 3, reviewedAt: NOW.toISOString() }),
    ]);
    const { reviewId } = queued()[0]!;

    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(queued()).toEqual([]));
    expect(reviews).toEqual([{ cardId: 'c1', rating: 3, reviewId, reviewedAt: NOW.toISOString() }]);
    await waitFor(() =>
      expect(screen.queryByText(/will be sent when you're back online/)).not.toBeInTheDocument(),
    );

    // Back online a second time: nothing is left to send.
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reviews).toHaveLength(1);
  });

  it('keeps a review whose sending fails on the network, and sends it on the online event', async () => {
    const reviews = practiceApi({ cards: [card('c1'), card('c2')], nextDue: null });
    let failed = 0;
    // The first attempt fails; the next one reaches practiceApi's handler.
    server.use(
      api.post(
        '/api/practice/reviews',
        ({ networkError }) => {
          failed += 1;
          return networkError();
        },
        { once: true },
      ),
    );
    const { user } = await renderApp('/practice/dbms', { token: 't' });
    await screen.findByText('Front of c1');

    await user.keyboard(' ');
    await user.keyboard('2');

    expect(
      await screen.findByText(
        '1 review not sent yet. They will be sent when the connection is back.',
      ),
    ).toBeInTheDocument();
    expect(queued()).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toMatchObject({ cardId: 'c1', rating: 2, reviewedAt: NOW.toISOString() });
    await waitFor(() => expect(queued()).toEqual([]));
    expect(failed).toBe(1);
  });

  it('opens from the queue saved on this device, without the rated cards', async () => {
    practiceApi({ cards: [card('c1'), card('c2')], nextDue: null });
    const first = await renderApp('/practice/dbms', { token: 't' });
    await screen.findByText('Front of c1');
    await first.user.keyboard(' ');
    await first.user.keyboard('4');
    await screen.findByText('Front of c2');
    await waitFor(() => expect(queued()).toEqual([]));
    first.unmount();

    // Offline, with no network answer at all: the saved queue is all there is.
    server.use(api.get('/api/practice/due', ({ networkError }) => networkError()));
    onlineManager.setOnline(false);
    await renderApp('/practice/dbms', { token: 't' });

    expect(await screen.findByText('Front of c2')).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Front of c1')).not.toBeInTheDocument();
  });

  it('sends reviews left on the device when the app starts', async () => {
    const reviews = practiceApi({ cards: [], nextDue: null });
    const stored = {
      subjectId: 'dbms',
      cardId: 'c9',
      rating: 1,
      reviewId: 'review-from-yesterday',
      reviewedAt: '2025-10-05T18:00:00.000Z',
    };
    localStorage.setItem(QUEUE_KEY, JSON.stringify([stored]));

    await renderApp('/practice', { token: 't' });

    await waitFor(() => expect(queued()).toEqual([]));
    expect(reviews).toEqual([
      { cardId: 'c9', rating: 1, reviewId: 'review-from-yesterday', reviewedAt: stored.reviewedAt },
    ]);
  });
});
