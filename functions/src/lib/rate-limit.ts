/**
 * Fixed-window rate limits backed by Firestore counters (DESIGN §3: per IP and per account).
 *
 * One document per (limit name, key, window): `rateLimits/{name}:{sha256(key)[0..32]}:{windowIndex}`
 * with `{ count, name, expiresAt }`. The counter is bumped with `FieldValue.increment` and read back,
 * not read-modify-written in a transaction: the light emulator's transactions are not isolated
 * (DESIGN §8), and increments are exact under concurrency anyway. Keys are hashed so raw IPs and
 * emails never become document ids.
 *
 * `expiresAt` (end of the window) is there for a Firestore TTL policy on `rateLimits.expiresAt`,
 * which deletes spent counters in production (declared in firestore.indexes.json
 * `fieldOverrides`; `npm run deploy` applies it and its preflight checks it is there).
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from './collections.js';
import { now } from './clock.js';
import { TooManyRequests } from './errors.js';
import { db } from './firebase.js';

const NAME_PATTERN = /^[a-z0-9_-]{1,40}$/i;

export interface RateLimitWindow {
  /** floor(now / window length); part of the counter's document id. */
  index: number;
  /** End of the window, epoch milliseconds (exclusive). */
  endMs: number;
  /** Whole seconds until the window ends, at least 1; the `Retry-After` value. */
  retryAfterSeconds: number;
}

/** The fixed window containing `nowMs` (epoch ms) for windows of `windowSeconds` seconds. */
export function windowFor(nowMs: number, windowSeconds: number): RateLimitWindow {
  if (!(windowSeconds > 0)) throw new Error(`windowSeconds must be positive, got ${windowSeconds}`);
  const lengthMs = windowSeconds * 1000;
  const index = Math.floor(nowMs / lengthMs);
  const endMs = (index + 1) * lengthMs;
  return { index, endMs, retryAfterSeconds: Math.max(1, Math.ceil((endMs - nowMs) / 1000)) };
}

/** Document id of the counter for `key` under limit `name` in window `windowIndex`. */
export function rateLimitDocId(name: string, key: string, windowIndex: number): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `${name}:${digest}:${windowIndex}`;
}

export interface ConsumeOptions {
  /** Limit name, `[A-Za-z0-9_-]{1,40}`, e.g. 'login-ip'. */
  name: string;
  /** What is being limited: an IP, a uid, a lower-cased email. */
  key: string;
  windowSeconds: number;
  /** Requests allowed per window; the (max+1)-th is refused. */
  max: number;
  /** User-facing 429 message; defaults to `TooManyRequests`'s generic one. */
  message?: string;
}

/**
 * Counts one hit for `key` and throws `TooManyRequests` (429, code 'rate_limited', with
 * `retryAfterSeconds` = seconds to the window's end) once more than `max` hits fall in the current
 * window. For services (e.g. per-account limits after the body names the account).
 * Cost: one write and one read.
 */
export async function consumeRateLimit(options: ConsumeOptions): Promise<void> {
  const { name, key, windowSeconds, max } = options;
  if (!NAME_PATTERN.test(name)) throw new Error(`Invalid rate limit name: ${name}`);
  const window = windowFor(now().getTime(), windowSeconds);
  const ref = db()
    .collection(COLLECTIONS.rateLimits)
    .doc(rateLimitDocId(name, key, window.index));
  await ref.set(
    { count: FieldValue.increment(1), name, expiresAt: Timestamp.fromMillis(window.endMs) },
    { merge: true },
  );
  const count = (await ref.get()).get('count') as unknown;
  if (typeof count === 'number' && count > max) {
    throw new TooManyRequests(options.message, window.retryAfterSeconds);
  }
}

export interface RateLimitOptions extends Omit<ConsumeOptions, 'key'> {
  /**
   * The key for this request, e.g. `(req) => req.ip` or `(_req, res) => currentUser(res).uid`.
   * `undefined` skips the limit for this request.
   */
  key: (req: Request, res: Response) => string | undefined;
}

/**
 * Express middleware form of `consumeRateLimit`. The 429 goes through the error handler, which
 * sets `Retry-After`.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  if (!NAME_PATTERN.test(options.name)) throw new Error(`Invalid rate limit name: ${options.name}`);
  return async (req, res, next) => {
    const key = options.key(req, res);
    if (key !== undefined) await consumeRateLimit({ ...options, key });
    next();
  };
}
