import { describe, expect, it } from 'vitest';
import { formatRupees } from './format';

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
