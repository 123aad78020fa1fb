// Practice (issue 32) through the public API on the seeded stack: the seeded subject cse-3-dsa has
// notes and three papers, so its deck (built by the practice trigger after its topics) holds exam
// cards and note cards. Times sent are relative to now, so no test depends on today's date.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PracticeDeckDto,
  PracticeDueDto,
  PracticeReviewResultDto,
  PracticeStatsDto,
} from '@notesea/contract/practice-rules';
import { PRACTICE_MESSAGES } from '@notesea/contract/practice-rules';
import type { TopicDto } from '@notesea/contract/exam-prep';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import { createSubject, upload } from '../support/content.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';

const SEEDED = 'cse-3-dsa';
const DAY_MS = 86_400_000;
const review = (token: string, body: Record<string, unknown>) =>
  api<PracticeReviewResultDto>('/practice/reviews', { method: 'POST', token, body });
const reviewBody = (cardId: string, rating = 3, reviewedAt = new Date()) => ({
  cardId,
  rating,
  reviewId: randomUUID(),
  reviewedAt: reviewedAt.toISOString(),
});
/** A practice day as the API counts it (04:00 IST start), for building exam dates. */
const dayIn = (days: number) =>
  new Date(Date.now() + 90 * 60_000 + days * DAY_MS).toISOString().slice(0, 10);

let deck: PracticeDeckDto;

beforeAll(async () => {
  const built = await eventually(async () => {
    const student = await createTestUser();
    const res = await api<PracticeDeckDto>(`/practice/subjects/${SEEDED}/deck`, {
      token: student.token,
    });
    return res.status === 200 && res.body.cards.some((c) => c.kind === 'pyq') ? res.body : null;
  }, 90_000);
  expect(built, 'the seeded subject has a deck').toBeTruthy();
  deck = built!;
}, 120_000);

describe('practice routes need a session', () => {
  it.each([
    ['GET', `/practice/subjects/${SEEDED}/deck`],
    ['GET', '/practice/due'],
    ['POST', '/practice/reviews'],
    ['PUT', `/practice/subjects/${SEEDED}/exam`],
    ['DELETE', `/practice/subjects/${SEEDED}/exam`],
    ['PUT', '/practice/settings'],
    ['GET', '/practice/stats'],
  ])('%s %s → 401', async (method, path) => {
    const res = await api(path, { method, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(401);
  });
});

describe('GET /practice/subjects/:id/deck', () => {
  it('holds one exam card per answered topic, most-asked first, each citing a note page', async () => {
    const topics = (await api<TopicDto[]>(`/semesters/subjects/${SEEDED}/topics`)).body;
    const answered = topics.filter((t) => t.notes.length > 0);
    const exam = deck.cards.filter((c) => c.kind === 'pyq');
    expect(exam.map((c) => c.topicId)).toEqual(answered.map((t) => t.topicId));
    for (const card of deck.cards) {
      expect(card.front.length).toBeGreaterThan(0);
      expect(card.back.length).toBeGreaterThan(0);
      const page = await admin.db.doc(`contentPages/${card.source._id}-p${card.source.page}`).get();
      expect(page.get('subjectId')).toBe(SEEDED);
    }
    const first = exam[0]!;
    const topic = answered[0]!;
    expect(first.askedIn!.map((a) => a.year)).toEqual(topic.questions.map((q) => q.year));
    expect(deck.cards.some((c) => c.kind === 'note')).toBe(true);
  });

  it('refuses a subject id that is no document id (400), before any read', async () => {
    const { token } = await createTestUser();
    const res = await api('/practice/due?subjectId=a%2Fb', { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'subjectId is invalid', code: 'validation' });
  });

  it('answers 404 for an unknown subject', async () => {
    const { token } = await createTestUser();
    const res = await api('/practice/subjects/no-such-subject/deck', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Subject not found', code: 'not_found' });
  });
});

describe('a student practises', () => {
  let student: TestUser;
  beforeAll(async () => {
    student = await createTestUser();
  });

  it('gets 20 new cards a day, the most-asked topics first', async () => {
    const res = await api<PracticeDueDto>(`/practice/due?subjectId=${SEEDED}`, {
      token: student.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.cards.length).toBe(Math.min(20, deck.cards.length));
    expect(res.body.cards.map((c) => c._id)).toEqual(deck.cards.slice(0, 20).map((c) => c._id));
    const [card] = res.body.cards;
    expect(card).toMatchObject({ state: 'new', reps: 0, subjectId: SEEDED });
    expect(new Date(card!.next[1]).getTime()).toBeLessThan(new Date(card!.next[4]).getTime());
  });

  it('a review answers the new schedule; the same reviewId again counts once', async () => {
    const cardId = deck.cards[0]!._id;
    const body = reviewBody(cardId, 3);
    const first = await review(student.token, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ cardId, state: 'learning', reps: 1, lapses: 0 });
    const again = await review(student.token, body);
    expect(again.body).toEqual(first.body);
    const stats = await api<PracticeStatsDto>('/practice/stats', { token: student.token });
    expect(stats.body).toMatchObject({ reviewedToday: 1, newToday: 1 });
    expect(stats.body.subjects.map((s) => s.subjectId)).toEqual([SEEDED]);
    const stored = await admin.db.doc(`users/${student.uid}/practiceStates/${cardId}`).get();
    expect(stored.get('reps')).toBe(1);
  });

  it('the same reviewId sent five times at once is counted once', async () => {
    const body = reviewBody(deck.cards[1]!._id, 4);
    const answers = await Promise.all(Array.from({ length: 5 }, () => review(student.token, body)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0]!.body);
    }
    const stats = await api<PracticeStatsDto>('/practice/stats', { token: student.token });
    expect(stats.body.reviewedToday).toBe(2);
  });

  it('refuses a bad rating, an unknown card and times out of range, storing nothing', async () => {
    const cardId = deck.cards[2]!._id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...reviewBody(cardId), rating: 5 }, 400, PRACTICE_MESSAGES.rating],
      [{ ...reviewBody(cardId), rating: '3' }, 400, PRACTICE_MESSAGES.rating],
      [reviewBody('no-such-card'), 404, PRACTICE_MESSAGES.unknownCard],
      [
        reviewBody(cardId, 3, new Date(Date.now() + DAY_MS)),
        400,
        PRACTICE_MESSAGES.reviewedAtFuture,
      ],
      [
        reviewBody(cardId, 3, new Date(Date.now() - 31 * DAY_MS)),
        400,
        PRACTICE_MESSAGES.reviewedAtOld,
      ],
      [{ ...reviewBody(cardId), reviewedAt: 'yesterday' }, 400, PRACTICE_MESSAGES.reviewedAt],
      [{ ...reviewBody(cardId), reviewId: 'x' }, 400, PRACTICE_MESSAGES.reviewId],
    ];
    for (const [body, status, message] of cases) {
      const res = await review(student.token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((res.body as unknown as { message: string }).message).toBe(message);
    }
    const stored = await admin.db.doc(`users/${student.uid}/practiceStates/${cardId}`).get();
    expect(stored.exists).toBe(false);
  });

  it("never shows or changes another student's schedule", async () => {
    const other = await createTestUser();
    const due = await api<PracticeDueDto>(`/practice/due?subjectId=${SEEDED}`, {
      token: other.token,
    });
    const first = due.body.cards.find((c) => c._id === deck.cards[0]!._id);
    expect(first).toMatchObject({ state: 'new', reps: 0 });
    const stats = await api<PracticeStatsDto>('/practice/stats', { token: other.token });
    expect(stats.body).toMatchObject({ reviewedToday: 0, streak: 0, subjects: [] });
  });

  it('sets, shows and clears an exam date; a past date or unknown subject is refused', async () => {
    const { token } = await createTestUser();
    const path = `/practice/subjects/${SEEDED}/exam`;
    const past = await api(path, { method: 'PUT', token, body: { date: dayIn(-2) } });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: PRACTICE_MESSAGES.examPast });
    const bad = await api(path, { method: 'PUT', token, body: { date: '2026-02-30' } });
    expect(bad.body).toMatchObject({ message: PRACTICE_MESSAGES.examDate });
    const date = dayIn(10);
    const set = await api(path, { method: 'PUT', token, body: { date } });
    expect(set.body).toEqual({ subjectId: SEEDED, examDate: date });
    const due = await api<PracticeDueDto>(`/practice/due?subjectId=${SEEDED}`, { token });
    expect(due.body.examDate).toBe(date);
    const stats = await api<PracticeStatsDto>('/practice/stats', { token });
    expect(stats.body.subjects).toEqual([
      expect.objectContaining({ subjectId: SEEDED, examDate: date }),
    ]);
    const cleared = await api(path, { method: 'DELETE', token });
    expect(cleared.body).toEqual({ subjectId: SEEDED, examDate: null });
    const unknown = await api('/practice/subjects/no-such-subject/exam', {
      method: 'PUT',
      token,
      body: { date },
    });
    expect(unknown.status).toBe(404);
  });

  it('clearing the whole queue counts the day for the streak, though under 10 reviews', async () => {
    const { token } = await createTestUser();
    await api('/practice/settings', { method: 'PUT', token, body: { newPerDay: 2 } });
    const due = await api<PracticeDueDto>(`/practice/due?subjectId=${SEEDED}`, { token });
    expect(due.body.cards).toHaveLength(2);
    // Easy: straight to review, days away, so nothing is left today.
    for (const card of due.body.cards)
      expect((await review(token, reviewBody(card._id, 4))).status).toBe(200);
    const stats = await api<PracticeStatsDto>('/practice/stats', { token });
    expect(stats.body).toMatchObject({ reviewedToday: 2, dueToday: 0, streak: 1 });
  });

  it('daily limits: the student sets new cards per day, and bad values are refused', async () => {
    const { token } = await createTestUser();
    const set = await api<PracticeStatsDto>('/practice/settings', {
      method: 'PUT',
      token,
      body: { newPerDay: 3 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ newPerDay: 3, reviewsPerDay: 200 });
    const due = await api<PracticeDueDto>(`/practice/due?subjectId=${SEEDED}`, { token });
    expect(due.body.cards).toHaveLength(3);
    const bad = await api('/practice/settings', { method: 'PUT', token, body: { newPerDay: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: PRACTICE_MESSAGES.newPerDay });
  });
});

describe("decks follow the subject's notes and papers", () => {
  it('a note gives note cards; a paper then adds an exam card, and the note cards keep their ids', async () => {
    const { token } = await createTestUser();
    const subjectId = await createSubject('Practice Deck Subject');
    const deckOf = async () =>
      (await api<PracticeDeckDto>(`/practice/subjects/${subjectId}/deck`, { token })).body.cards;
    await upload(
      `notes/sem-3/${subjectId}/unit-2-deadlocks.pdf`,
      await textPdf([
        [
          'Deadlocks',
          'A deadlock is a state in which every process of a set waits for a resource that another process of the set holds.',
          'The banker algorithm avoids deadlock by granting a request only when the system stays in a safe state.',
        ].join('\n'),
      ]),
    );
    const notesOnly = await eventually(async () => {
      const cards = await deckOf();
      return cards.length > 0 ? cards : null;
    }, 30_000);
    expect(notesOnly?.every((c) => c.kind === 'note')).toBe(true);
    expect(notesOnly?.map((c) => c.front)).toContain('What is a deadlock?');

    await upload(
      `pyqs/sem-3/${subjectId}/2025-may.pdf`,
      await textPdf(['Q.1 Explain the banker algorithm for deadlock avoidance. [5]']),
    );
    const withExam = await eventually(async () => {
      const cards = await deckOf();
      return cards.some((c) => c.kind === 'pyq') ? cards : null;
    }, 30_000);
    const exam = withExam!.find((c) => c.kind === 'pyq')!;
    expect(exam).toMatchObject({
      front: 'Explain the banker algorithm for deadlock avoidance.',
      askedIn: [{ year: 2025, session: expect.any(String), number: '1' }],
      source: { type: 'note', page: 1 },
    });
    expect(exam.back).toContain('banker algorithm');
    const noteIds = (cards: PracticeDeckDto['cards']) =>
      cards.filter((c) => c.kind === 'note').map((c) => c._id);
    expect(noteIds(withExam!)).toEqual(noteIds(notesOnly!));
  }, 90_000);
});
