import { describe, expect, it } from 'vitest';
import type { DayRecord } from './schema.js';
import { retentionOf, streakOf, weekOf } from './streak.js';

const day = (reviews: number, extra: Partial<DayRecord> = {}): DayRecord => ({
  day: '',
  reviews,
  newCards: 0,
  matured: 0,
  recalled: 0,
  cleared: false,
  ...extra,
});

describe('streak', () => {
  it('counts days with 10 reviews or a cleared queue, ending today', () => {
    const days = {
      '2026-11-25': day(10),
      '2026-11-26': day(3, { cleared: true }),
      '2026-11-27': day(12),
    };
    expect(streakOf(days, '2026-11-27')).toBe(3);
  });

  it('today does not break it while it goes on; 9 reviews and no clear do not count', () => {
    const days = { '2026-11-25': day(10), '2026-11-26': day(10), '2026-11-27': day(2) };
    expect(streakOf(days, '2026-11-27')).toBe(2);
    expect(streakOf({ '2026-11-26': day(9) }, '2026-11-27')).toBe(0);
  });

  it('one missed day a week is frozen; a second in the same week breaks it', () => {
    // 2026-11-23 is a Monday. Missed: Tue 24th (frozen). Missed again Thu 19th? other week.
    const days = {
      '2026-11-21': day(10), // Sat
      '2026-11-22': day(10), // Sun
      '2026-11-23': day(10), // Mon
      '2026-11-25': day(10), // Wed (Tue 24th missed)
      '2026-11-26': day(10),
    };
    expect(streakOf(days, '2026-11-26')).toBe(5);
    const twice = { ...days, '2026-11-23': day(0), '2026-11-22': day(10) };
    // Mon 23rd and Tue 24th both missed: the freeze bridges one day only.
    expect(streakOf(twice, '2026-11-26')).toBe(2);
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // Monday
  });
});

describe('retention over 30 days', () => {
  it('is recalled over matured reviews, null with none', () => {
    const days = {
      '2026-11-27': day(10, { matured: 8, recalled: 6 }),
      '2026-11-01': day(10, { matured: 2, recalled: 2 }),
      '2026-10-01': day(10, { matured: 50, recalled: 0 }), // over 30 days ago
    };
    expect(retentionOf(days, '2026-11-27')).toBe(0.8);
    expect(retentionOf({}, '2026-11-27')).toBeNull();
  });
});
