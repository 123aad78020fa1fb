import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatRupees } from './format';

describe('formatRupees', () => {
  it('groups like en-IN: last three digits, then pairs', () => {
    for (const n of [0, 7, 999, 1000, 1499, 99999, 100000, 1234567, 123456789, 5000000000]) {
      const expected = `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(n)}`;
      expect(formatRupees(n)).toBe(expected);
    }
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });

  it('rounds to whole rupees and shows a dash for a missing price', () => {
    expect(formatRupees(1499.6)).toBe('₹1,500');
    expect(formatRupees(undefined)).toBe('—');
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});

describe('formatRelativeTime', () => {
  // Noon on 20 Oct on this machine's clock, not in UTC: beyond a week the date is the viewer's
  // calendar day, and 12:00 UTC minus a week is already 14 Oct east of UTC+12.
  const now = new Date(2025, 9, 20, 12).getTime();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('is empty for a missing or unreadable time', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime(undefined, now)).toBe('');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('says just now under a minute, and for a time slightly in the future', () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), now, { style: 'short' })).toBe('just now');
  });

  it('writes minutes and hours short for the chat', () => {
    const short = { style: 'short' } as const;
    expect(formatRelativeTime(ago(2 * MIN), now, short)).toBe('2 min ago');
    expect(formatRelativeTime(ago(59 * MIN), now, short)).toBe('59 min ago');
    expect(formatRelativeTime(ago(3 * HOUR), now, short)).toBe('3 h ago');
  });

  it('spells minutes and hours out in the long style (the default)', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * MIN), now, { style: 'long' })).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('23 hours ago');
  });

  it('says yesterday, then days, then the date beyond a week, in both styles', () => {
    for (const style of ['short', 'long'] as const) {
      expect(formatRelativeTime(ago(DAY), now, { style })).toBe('yesterday');
      expect(formatRelativeTime(ago(6 * DAY), now, { style })).toBe('6 days ago');
      expect(formatRelativeTime(ago(7 * DAY), now, { style })).toBe('13 Oct');
    }
  });
});
