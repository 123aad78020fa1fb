import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { chatListQuerySchema } from './schema.js';
import { presentChatMessage } from './presenter.js';
import { newMessageId, stampMicros, timeOfMessageId } from './service.js';
import { storedChatMessageSchema } from './stored.js';

const at = Timestamp.fromDate(new Date('2025-10-01T10:30:00.000Z'));

describe('presentChatMessage', () => {
  it("shows the author's name and whether the viewer wrote it, never the uid", () => {
    const message = {
      id: 'm1',
      data: { text: 'hello', uid: 'secret-uid', userName: 'Asha', createdAt: at },
    };
    expect(presentChatMessage(message, 'secret-uid')).toEqual({
      _id: 'm1',
      text: 'hello',
      createdAt: '2025-10-01T10:30:00.000Z',
      user: { name: 'Asha' },
      mine: true,
    });
    expect(presentChatMessage(message, 'someone-else').mine).toBe(false);
    expect(JSON.stringify(presentChatMessage(message, 'x'))).not.toContain('secret-uid');
  });

  it('never gets a message that does not fit its stored schema (reads leave it out)', () => {
    expect(storedChatMessageSchema.safeParse({ text: 'x' }).success).toBe(false);
    expect(
      storedChatMessageSchema.safeParse({ text: 42, uid: 'u', userName: 'A', createdAt: at })
        .success,
    ).toBe(false);
    expect(
      storedChatMessageSchema.safeParse({ text: 'x', uid: 'u', userName: '', createdAt: at })
        .success,
    ).toBe(true);
  });
});

describe('message stamps and ids', () => {
  it('stamps are unique, never go back, and stay within their millisecond', () => {
    const at = new Date('2025-10-01T10:30:00.000Z');
    const stamps = Array.from({ length: 50 }, () => stampMicros(at));
    expect(new Set(stamps).size).toBe(50);
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    const later = stampMicros(new Date('2025-10-01T10:30:00.007Z'));
    expect(later).toBeGreaterThanOrEqual(at.getTime() * 1000 + 7000);
    expect(later).toBeLessThan(at.getTime() * 1000 + 8000);
  });

  it('ids carry their stamp to the microsecond and sort by it', () => {
    const stamp = Date.parse('2025-10-01T10:30:00.000Z') * 1000 + 417;
    const first = newMessageId(stamp);
    const next = newMessageId(stamp + 1);
    const later = newMessageId(Date.parse('2031-01-01T00:00:00.000Z') * 1000);
    expect(first).toMatch(/^[0-9a-z]{11}-[A-Za-z0-9]{20}$/);
    expect(timeOfMessageId(first)).toEqual(new Timestamp(at.seconds, 417_000));
    expect(timeOfMessageId(next)).toEqual(new Timestamp(at.seconds, 418_000));
    expect([later, next, first].sort()).toEqual([first, next, later]);
    expect(newMessageId(stamp)).not.toBe(first);
  });

  it('ids without a stamp (Firestore auto-ids of older messages) carry none', () => {
    expect(timeOfMessageId('Xb3kP0qLmN8rT2vW5yZa')).toBeUndefined();
    expect(timeOfMessageId('00mg7s1a3k0-short')).toBeUndefined();
  });
});

describe('chatListQuerySchema', () => {
  const firstMessage = (input: unknown) => {
    const result = chatListQuerySchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes nothing, before with a limit (default left to the route), or after', () => {
    expect(chatListQuerySchema.parse({})).toEqual({});
    expect(chatListQuerySchema.parse({ before: 'm1', limit: '100' })).toEqual({
      before: 'm1',
      limit: 100,
    });
    expect(chatListQuerySchema.parse({ after: 'm1' })).toEqual({ after: 'm1' });
  });

  it.each([
    [{ before: 'm1', limit: '0' }, 'limit must be a whole number from 1 to 100'],
    [{ before: 'm1', limit: '101' }, 'limit must be a whole number from 1 to 100'],
    [{ before: 'm1', limit: '2.5' }, 'limit must be a whole number from 1 to 100'],
    [{ before: 'm1', limit: '' }, 'limit must be a whole number from 1 to 100'],
    [{ before: 'm1', limit: ['1', '2'] }, 'limit must be a whole number from 1 to 100'],
    [{ before: 'm1', after: 'm2' }, 'Use either before or after, not both'],
    [{ limit: '10' }, 'limit can only be used with before'],
    [{ after: 'm1', limit: '10' }, 'limit can only be used with before'],
    [{ before: '' }, 'before is required'],
    [{ after: 'a/b' }, 'after is invalid'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
