import { createHash } from 'node:crypto';
import express from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../test-utils/fake-firestore.js';
import { send } from '../test-utils/http.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown, nowMs: 0 }));
vi.mock('./firebase.js', () => ({ db: () => state.fake }));
vi.mock('./clock.js', () => ({ now: () => new Date(state.nowMs) }));
vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const { consumeRateLimit, rateLimit, rateLimitClaimRef, rateLimitDocId, windowFor } =
  await import('./rate-limit.js');
const { errorHandler } = await import('./error-handler.js');

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  state.nowMs = Date.UTC(2025, 9, 1, 10, 0, 0);
});

describe('windowFor', () => {
  it('puts a time in its fixed window and counts seconds to the end', () => {
    expect(windowFor(0, 60)).toEqual({ index: 0, endMs: 60_000, retryAfterSeconds: 60 });
    expect(windowFor(59_999, 60)).toEqual({ index: 0, endMs: 60_000, retryAfterSeconds: 1 });
    expect(windowFor(60_000, 60)).toEqual({ index: 1, endMs: 120_000, retryAfterSeconds: 60 });
    expect(windowFor(90_500, 60)).toEqual({ index: 1, endMs: 120_000, retryAfterSeconds: 30 });
    expect(windowFor(3_600_000 * 5 + 1, 3600).index).toBe(5);
  });

  it('refuses a non-positive window', () => {
    expect(() => windowFor(0, 0)).toThrow(/windowSeconds/);
  });
});

describe('rateLimitDocId', () => {
  it('is name, the first 32 hex of sha256(key), and the window index', () => {
    const digest = createHash('sha256').update('203.0.113.9').digest('hex');
    expect(rateLimitDocId('login-ip', '203.0.113.9', 7)).toBe(`login-ip:${digest.slice(0, 32)}:7`);
  });

  it('never contains the raw key', () => {
    expect(rateLimitDocId('login', 'someone@gmail.com', 1)).not.toContain('gmail');
  });
});

describe('consumeRateLimit', () => {
  const options = { name: 'test', key: 'k', windowSeconds: 60, max: 2 };

  it('allows max hits per window, then throws 429 with seconds to the window end', async () => {
    state.nowMs = 60_000 * 100 + 15_000;
    await consumeRateLimit(options);
    await consumeRateLimit(options);
    await expect(consumeRateLimit(options)).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please wait a minute and try again.',
      retryAfterSeconds: 45,
    });
    // The counter holds the accepted hits; each has its slot; the refused one took nothing.
    const id = rateLimitDocId('test', 'k', 100);
    const expiresAt = Timestamp.fromMillis(60_000 * 101);
    expect(fake.read(`rateLimits/${id}`)).toEqual({ count: 2, name: 'test', expiresAt });
    expect(fake.read(`rateLimits/${id}:1`)).toEqual({ name: 'test', slot: 1, expiresAt });
    expect(fake.read(`rateLimits/${id}:2`)).toEqual({ name: 'test', slot: 2, expiresAt });
    expect(fake.read(`rateLimits/${id}:3`)).toBeUndefined();
  });

  it('accepts exactly the hits left when many arrive at once', async () => {
    const limit = { ...options, max: 10 };
    await consumeRateLimit(limit);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => consumeRateLimit(limit)),
    );

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(9);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ status: 429 });
    const window = windowFor(state.nowMs, limit.windowSeconds).index;
    const counter = fake.read(`rateLimits/${rateLimitDocId('test', 'k', window)}`);
    expect(counter).toMatchObject({ count: 10 });
  });

  it('writes nothing for a refused hit', async () => {
    const limit = { ...options, max: 1 };
    await consumeRateLimit(limit);
    const writesBefore = fake.writes;
    await expect(consumeRateLimit(limit)).rejects.toMatchObject({ status: 429 });
    expect(fake.writes).toBe(writesBefore);
  });

  it('starts afresh in the next window and counts keys separately', async () => {
    await consumeRateLimit(options);
    await consumeRateLimit(options);
    await expect(consumeRateLimit({ ...options, key: 'other' })).resolves.toBeUndefined();
    state.nowMs += 60_000;
    await expect(consumeRateLimit(options)).resolves.toBeUndefined();
  });

  it.each([
    ['a count typed as text', { count: 'two' }],
    ['a fractional count', { count: 1.5 }],
    ['no expiresAt', { expiresAt: undefined }],
  ])(
    'reads a counter with %s as no hits, and the claimed slots still hold the limit',
    async (_, typo) => {
      const limit = { ...options, max: 3 };
      await consumeRateLimit(limit);
      await consumeRateLimit(limit);
      const counter = `rateLimits/${rateLimitDocId('test', 'k', windowFor(state.nowMs, 60).index)}`;
      fake.put(counter, { ...fake.read(counter), ...typo });

      await expect(consumeRateLimit(limit)).resolves.toBeUndefined();
      await expect(consumeRateLimit(limit)).rejects.toMatchObject({ status: 429 });
      expect(fake.read(`${counter}:3`)).toMatchObject({ slot: 3 });
      expect(fake.read(`${counter}:4`)).toBeUndefined();
    },
  );

  it('writes claims through their schema', async () => {
    const expiresAt = Timestamp.fromMillis(state.nowMs);
    await rateLimitClaimRef('otp-send:x:0').create({ name: 'otp-send', expiresAt });
    expect(fake.read('rateLimits/otp-send:x:0')).toEqual({ name: 'otp-send', expiresAt });
    await expect(
      rateLimitClaimRef('otp-send:x:1').create({ name: 'otp send', expiresAt }),
    ).rejects.toThrow();
    expect(fake.read('rateLimits/otp-send:x:1')).toBeUndefined();
  });

  it('uses the custom message', async () => {
    const strict = { ...options, max: 0, message: 'Too many login attempts.' };
    await expect(consumeRateLimit(strict)).rejects.toMatchObject({
      message: 'Too many login attempts.',
    });
  });
});

describe('rateLimit middleware', () => {
  function app(key: (req: express.Request) => string | undefined) {
    const a = express();
    a.set('trust proxy', true);
    a.get('/x', rateLimit({ name: 'mw', windowSeconds: 60, max: 1, key }), (_req, res) => {
      res.json({ ok: true });
    });
    a.use(errorHandler);
    return a;
  }

  it('answers 429 with Retry-After once the key is over the limit', async () => {
    state.nowMs = 60_000 * 10 + 50_000;
    const a = app((req) => req.ip);
    expect((await send(a, '/x')).status).toBe(200);
    const res = await send(a, '/x');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.body).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
  });

  it('skips the limit when the key is undefined', async () => {
    const a = app(() => undefined);
    expect((await send(a, '/x')).status).toBe(200);
    expect((await send(a, '/x')).status).toBe(200);
    expect(fake.writes).toBe(0);
  });

  it('refuses a name that cannot be part of a document id', () => {
    expect(() => rateLimit({ name: 'a/b', windowSeconds: 1, max: 1, key: () => 'k' })).toThrow();
  });
});
