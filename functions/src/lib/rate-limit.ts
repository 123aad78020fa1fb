/**
 * Fixed-window rate limits backed by Firestore (docs/architecture.md §3: per IP and per account), exact under
 * concurrency: N parallel requests with k hits left in the window accept exactly k.
 *
 * Per (limit name, key, window), with `id = {name}:{sha256(key)[0..32]}:{windowIndex}`:
 * - `rateLimits/{id}:{n}` for n = 1…max, `{ name, slot: n, expiresAt }`: the n-th hit of the
 *   window. A hit is accepted when it CREATES one of these (a create-precondition: exactly one
 *   request can create each), so every request decides on the slot it claimed itself;
 * - `rateLimits/{id}`, `{ count, name, expiresAt }`: how many slots are claimed (`count`, bumped
 *   with `FieldValue.increment` in the same batch as the slot's create, so it never runs ahead),
 *   read first so a request starts at the first free slot.
 * Cost: an accepted hit is 1 read + 1 batch of 2 writes; a refused one is 1 read; each request
 *   that loses a race for a slot retries the next one (1 more batch).
 * Why not the count read back after an increment (the old way): under parallel requests the read
 * sees everyone's increments, so a request inside the limit could be refused (a student with 9
 * uploads left got 8 of 12). Why not a transaction or the increment's own result: the light
 * emulator's transactions are not isolated (docs/architecture.md §8), and the Admin SDK does not return a
 * transform's result (nor does the light emulator); create-preconditions are exact in both the
 * emulators and production. Keys are hashed so raw IPs and emails never become document ids.
 *
 * `expiresAt` (end of the window) is there for a Firestore TTL policy on `rateLimits.expiresAt`,
 * which deletes spent counters and slots in production (declared in firestore.indexes.json
 * `fieldOverrides`; `npm run deploy` applies it and its preflight checks it is there).
 *
 * Stored shapes (the schemas below, lib/stored.ts): slots and claims are only created (parsed by
 * their schema) and never read; the counter is read through its schema. A counter that does not
 * fit (a `count` that is not a whole number ≥ 0, no `expiresAt`) reads as no hits taken: the
 * request starts at slot 1, and the slots already claimed, which are what the limit is made of,
 * still refuse every hit past `max`. So an unreadable counter neither refuses a request nor lets
 * one more through; it costs one failed batch per slot already claimed.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from './collections.js';
import { now } from './clock.js';
import { isAlreadyExists, TooManyRequests } from './errors.js';
import { db } from './firebase.js';
import { storedConverter, storedData } from './stored.js';

const timestamp = z.instanceof(Timestamp);
/** A limit's name: also part of its documents' ids. */
const NAME_PATTERN = /^[a-z0-9_-]{1,40}$/i;
/**
 * `rateLimits/{id}` written by a create-precondition and never read: a claim such as
 * modules/users/otp.ts's `otp-send:{digest}:{previousSentAtMs}` (one OTP email per 60 s), with the
 * limit's `name` and `expiresAt` for the TTL policy.
 */
export const storedRateLimitClaimSchema = z.strictObject({
  name: z.string().regex(NAME_PATTERN),
  expiresAt: timestamp,
});

/** `rateLimits/{id}:{n}`: the n-th accepted hit of a window (created, never read). */
export const storedRateLimitSlotSchema = storedRateLimitClaimSchema.extend({
  slot: z.number().int().positive(),
});

/** `rateLimits/{id}`: how many slots of the window are claimed (read before claiming). */
export const storedRateLimitCounterSchema = z.looseObject({
  ...storedRateLimitClaimSchema.shape,
  count: z.number().int().nonnegative(),
});

const claimConverter = storedConverter(storedRateLimitClaimSchema);
const slotConverter = storedConverter(storedRateLimitSlotSchema);
const counterConverter = storedConverter(storedRateLimitCounterSchema);

/** `rateLimits/{id}` as a claim, created through its schema (`create` fails if it exists). */
export function rateLimitClaimRef(id: string) {
  return db().collection(COLLECTIONS.rateLimits).doc(id).withConverter(claimConverter);
}

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
 * `retryAfterSeconds` = seconds to the window's end) when the window's `max` hits are already
 * taken; a refused hit takes nothing. For services (e.g. per-account limits after the body names
 * the account). Exact under concurrency: the hit is accepted only by claiming a free slot
 * (see the module's comment); cost 1 read + 1 batch of 2 writes, a refusal 1 read.
 */
export async function consumeRateLimit(options: ConsumeOptions): Promise<void> {
  const { name, key, windowSeconds, max } = options;
  if (!NAME_PATTERN.test(name)) throw new Error(`Invalid rate limit name: ${name}`);
  const window = windowFor(now().getTime(), windowSeconds);
  const id = rateLimitDocId(name, key, window.index);
  const limits = db().collection(COLLECTIONS.rateLimits);
  // Unconverted for the merge with FieldValue.increment, which no schema of the stored shape takes.
  const counter = limits.doc(id);
  const expiresAt = Timestamp.fromMillis(window.endMs);
  const taken = storedData(await counter.withConverter(counterConverter).get())?.count ?? 0;
  for (let slot = taken + 1; slot <= max; slot++) {
    const batch = db().batch();
    batch.create(limits.doc(`${id}:${slot}`).withConverter(slotConverter), {
      name,
      slot,
      expiresAt,
    });
    batch.set(counter, { count: FieldValue.increment(1), name, expiresAt }, { merge: true });
    try {
      await batch.commit();
      return;
    } catch (err) {
      // Another request claimed this slot a moment ago: try the next one.
      if (!isAlreadyExists(err)) throw err;
    }
  }
  throw new TooManyRequests(options.message, window.retryAfterSeconds);
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
