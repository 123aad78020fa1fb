import { describe, expect, it } from 'vitest';
import {
  formatAskedIn,
  formatDay,
  formatInterval,
  formatNextDue,
  practiceDayEnd,
} from './practice-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.UTC(2025, 9, 6, 12, 0);
const after = (ms: number) => new Date(now + ms).toISOString();

describe('formatInterval', () => {
  it('words the time until a due date as the rating buttons show it', () => {
    expect(formatInterval(after(20_000), now)).toBe('1m');
    expect(formatInterval(after(MINUTE), now)).toBe('1m');
    expect(formatInterval(after(10 * MINUTE), now)).toBe('10m');
    expect(formatInterval(after(5 * 60 * MINUTE), now)).toBe('5h');
    expect(formatInterval(after(DAY), now)).toBe('1d');
    expect(formatInterval(after(4 * DAY), now)).toBe('4d');
    expect(formatInterval(after(61 * DAY), now)).toBe('2mo');
    expect(formatInterval(after(548 * DAY), now)).toBe('1.5y');
    expect(formatInterval(after(-DAY), now)).toBe('1m');
  });
});

describe('formatNextDue', () => {
  // Local times: the words are the viewer's calendar, in any time zone.
  const evening = new Date(2025, 9, 6, 20, 0).getTime();

  it('says today or tomorrow with the time, else in how many days', () => {
    expect(formatNextDue(new Date(2025, 9, 6, 22, 5).toISOString(), evening)).toBe(
      'today at 22:05',
    );
    expect(formatNextDue(new Date(2025, 9, 7, 9, 30).toISOString(), evening)).toBe(
      'tomorrow at 09:30',
    );
    expect(formatNextDue(new Date(2025, 9, 9, 1, 0).toISOString(), evening)).toBe('in 3 days');
    expect(formatNextDue(new Date(2025, 9, 6, 19, 0).toISOString(), evening)).toBe('now');
  });
});

describe('practiceDayEnd', () => {
  it('is the next 04:00 in India (22:30 UTC)', () => {
    expect(new Date(practiceDayEnd(Date.UTC(2025, 9, 6, 12, 0))).toISOString()).toBe(
      '2025-10-06T22:30:00.000Z',
    );
    expect(new Date(practiceDayEnd(Date.UTC(2025, 9, 6, 23, 0))).toISOString()).toBe(
      '2025-10-07T22:30:00.000Z',
    );
    expect(new Date(practiceDayEnd(Date.UTC(2025, 9, 6, 22, 30))).toISOString()).toBe(
      '2025-10-07T22:30:00.000Z',
    );
  });
});

describe('formatAskedIn and formatDay', () => {
  it('lists the papers oldest first, each once', () => {
    expect(
      formatAskedIn([
        { year: 2023, session: 'dec' },
        { year: 2022, session: 'jun' },
        { year: 2023, session: 'may' },
        { year: 2022, session: 'jun' },
      ]),
    ).toBe('Jun 2022, May 2023, Dec 2023');
  });

  it('reads a YYYY-MM-DD day as that day', () => {
    expect(formatDay('2025-12-01')).toBe('1 Dec 2025');
    expect(formatDay('soon')).toBe('soon');
  });
});
