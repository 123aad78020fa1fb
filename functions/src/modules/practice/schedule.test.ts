import { describe, expect, it } from 'vitest';
import {
  EXAM_RECALL_TARGET,
  addDays,
  dayStart,
  fitToExam,
  practiceDay,
  preview,
  recallAt,
  schedule,
  type CardSchedule,
} from './schedule.js';

const at = (iso: string) => new Date(iso);

describe('practice days start at 04:00 India time', () => {
  it('01:00 IST on the 28th is still the 27th; 04:00 IST starts the 28th', () => {
    expect(practiceDay(at('2026-11-27T19:30:00Z'))).toBe('2026-11-27'); // 01:00 IST 28th
    expect(practiceDay(at('2026-11-27T22:29:59Z'))).toBe('2026-11-27'); // 03:59:59 IST
    expect(practiceDay(at('2026-11-27T22:30:00Z'))).toBe('2026-11-28'); // 04:00 IST
  });

  it('a day starts at 22:30 UTC the evening before, and ends where the next starts', () => {
    expect(dayStart('2026-11-28').toISOString()).toBe('2026-11-27T22:30:00.000Z');
    expect(dayStart(addDays(practiceDay(at('2026-11-28T06:00:00Z')), 1)).toISOString()).toBe(
      '2026-11-28T22:30:00.000Z',
    );
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('FSRS schedules', () => {
  const first = at('2026-11-27T05:00:00Z'); // 10:30 IST

  it('a new card rated Good comes back in minutes, Easy in days from a day start', () => {
    const good = schedule(null, 3, first);
    expect(good.state).toBe('learning');
    expect(good.due.getTime() - first.getTime()).toBe(10 * 60_000);
    const easy = schedule(null, 4, first);
    expect(easy.state).toBe('review');
    expect(easy.scheduledDays).toBeGreaterThanOrEqual(1);
    // Due from the start of its practice day, 04:00 IST.
    expect(easy.due.toISOString()).toBe(dayStart(practiceDay(easy.due)).toISOString());
  });

  it('Again after a review is a lapse; ratings order the intervals', () => {
    const learned = schedule(schedule(null, 3, first), 3, at('2026-11-27T05:10:00Z'));
    expect(learned.state).toBe('review');
    const later = at('2026-12-05T05:00:00Z');
    const next = preview(learned, later);
    expect(next[1].getTime()).toBeLessThan(next[2].getTime());
    expect(next[2].getTime()).toBeLessThanOrEqual(next[3].getTime());
    expect(next[3].getTime()).toBeLessThan(next[4].getTime());
    const lapsed = schedule(learned, 1, later);
    expect(lapsed.state).toBe('relearning');
    expect(lapsed.lapses).toBe(1);
  });

  it('an offline review older than the last one counts as at the last one', () => {
    const learned = schedule(null, 4, first);
    const earlier = schedule(learned, 3, at('2026-11-26T05:00:00Z'));
    expect(earlier.lastReview?.toISOString()).toBe(first.toISOString());
  });

  it('recall is 0 for a card never seen and falls with time', () => {
    const learned = schedule(null, 4, first);
    const soon = recallAt(learned, at('2026-11-28T05:00:00Z'));
    const late = recallAt(learned, at('2027-01-28T05:00:00Z'));
    expect(soon).toBeGreaterThan(late);
    expect(recallAt({ ...learned, state: 'new' } as CardSchedule, first)).toBe(0);
  });
});

describe('an exam date pulls reviews in', () => {
  const first = at('2026-11-27T05:00:00Z');

  it('a review that would fall after the exam morning moves onto the exam day', () => {
    const strong = schedule(schedule(null, 4, first), 4, at('2026-12-10T05:00:00Z'));
    expect(practiceDay(strong.due) > '2026-12-20').toBe(true);
    const capped = schedule(schedule(null, 4, first), 4, at('2026-12-10T05:00:00Z'), '2026-12-20');
    expect(capped.due.toISOString()).toBe(dayStart('2026-12-20').toISOString());
    expect(capped.scheduledDays).toBe(10);
    // Still at or above the target on the exam morning, or it would have gone to the eve.
    expect(recallAt(capped, dayStart('2026-12-20'))).toBeGreaterThanOrEqual(EXAM_RECALL_TARGET);
  });

  it('a card under target on the exam morning goes to the eve instead', () => {
    // A schedule whose due lies past the exam although recall will have fallen below 0.9 by
    // then (FSRS's whole-day rounding can do this by hours; here by days, to be plain).
    const weak: CardSchedule = {
      due: at('2027-01-10T00:00:00Z'),
      stability: 2,
      difficulty: 8,
      scheduledDays: 29,
      learningSteps: 0,
      reps: 3,
      lapses: 1,
      state: 'review',
      lastReview: at('2026-12-12T05:00:00Z'),
    };
    const fitted = fitToExam(weak, at('2026-12-12T05:00:00Z'), '2026-12-30');
    expect(recallAt(weak, dayStart('2026-12-30'))).toBeLessThan(EXAM_RECALL_TARGET);
    expect(fitted.due.toISOString()).toBe(dayStart('2026-12-29').toISOString());
    expect(fitted.scheduledDays).toBe(17);
  });

  it('after the exam nothing moves', () => {
    const after = schedule(schedule(null, 4, first), 4, at('2026-12-21T05:00:00Z'), '2026-12-20');
    expect(practiceDay(after.due) > '2026-12-21').toBe(true);
  });

  it('a review due before the exam is left alone', () => {
    const soon = schedule(null, 1, first, '2026-12-20');
    expect(soon.due.getTime() - first.getTime()).toBe(60_000);
  });
});
