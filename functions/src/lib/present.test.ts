import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { asNumber, asString, toIso } from './present.js';

describe('toIso', () => {
  it('turns Timestamps, Dates and date strings into ISO-8601', () => {
    const iso = '2025-10-01T10:30:00.000Z';
    expect(toIso(Timestamp.fromDate(new Date(iso)))).toBe(iso);
    expect(toIso(new Date(iso))).toBe(iso);
    expect(toIso('2025-10-01T10:30:00Z')).toBe(iso);
  });

  it('gives null for missing or invalid values', () => {
    expect(toIso(undefined)).toBeNull();
    expect(toIso('not a date')).toBeNull();
    expect(toIso(new Date(Number.NaN))).toBeNull();
    expect(toIso(12)).toBeNull();
  });
});

describe('asString / asNumber', () => {
  it('reads console-typed values defensively', () => {
    expect(asString('a')).toBe('a');
    expect(asString(3)).toBe('3');
    expect(asString(undefined)).toBe('');
    expect(asString({ a: 1 }, 'x')).toBe('x');
    expect(asNumber(2)).toBe(2);
    expect(asNumber('3')).toBe(3);
    expect(asNumber('')).toBeNull();
    expect(asNumber('x')).toBeNull();
    expect(asNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
