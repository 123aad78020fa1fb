import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, msUntilAfterSecond } from './sessions.js';

describe('msUntilAfterSecond', () => {
  const second = 1_759_314_600; // epoch seconds

  it('waits for the next second (plus a margin) while still inside `second`', () => {
    expect(msUntilAfterSecond(second, second * 1000)).toBe(1050);
    expect(msUntilAfterSecond(second, second * 1000 + 999)).toBe(51);
  });

  it('does not wait once the clock has moved on', () => {
    expect(msUntilAfterSecond(second, (second + 1) * 1000 + 50)).toBe(0);
    expect(msUntilAfterSecond(second - 5, second * 1000)).toBe(0);
  });
});

describe('SESSION_TTL_MS', () => {
  it('is 14 days, the Firebase maximum', () => {
    expect(SESSION_TTL_MS).toBe(14 * 24 * 3600 * 1000);
  });
});
