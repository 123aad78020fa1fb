/**
 * Email OTPs (docs/product.md §4/§5/§9, docs/architecture.md §3): 6 digits from `crypto.randomInt`, stored only as a hash
 * in `otps/{uid}`, valid 900 s, dead after 5 wrong tries, emailed at most once per 60 s.
 * The code itself is never returned by the API nor logged: it exists in the email only.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { BadRequest, isAlreadyExists, isNotFoundError, TooManyRequests } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { rateLimitDocId } from '../../lib/rate-limit.js';
import { otpMail, sendMail } from '../../integrations/mail.js';
import { OTP_TTL_SECONDS } from '@notesea/contract/accounts';
import { ACCOUNT_MESSAGES, invalidOtpMessage, resendWaitMessage } from './schema.js';

/** Wrong tries that invalidate an OTP. */
export const MAX_OTP_ATTEMPTS = 5;
/** Minimum seconds between two OTP emails to one account. */
export const OTP_RESEND_SECONDS = 60;

/** A fresh 6-digit code, uniformly drawn (leading zeros kept). */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Hex SHA-256 of `${uid}:${otp}`: binds the code to its account. */
export function hashOtp(uid: string, otp: string): string {
  return createHash('sha256').update(`${uid}:${otp}`).digest('hex');
}

/** Constant-time comparison of `otp` with a stored hash. */
export function otpMatches(uid: string, otp: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const expected = Buffer.from(storedHash, 'utf8');
  const actual = Buffer.from(hashOtp(uid, otp), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The stored OTP state as verification sees it. */
export interface OtpState {
  expiresAtMs: number;
  attempts: number;
}

export type OtpCheck = 'ok' | 'expired' | 'locked';

/**
 * Whether an OTP may still be tried at `nowMs`, counting the try in progress in `attempts`:
 * 'expired' once `nowMs` ≥ expiry (docs/product.md §5), 'locked' once more than MAX_OTP_ATTEMPTS tries were
 * made (the 5 before were all wrong). Pure.
 */
export function checkOtpState(state: OtpState, nowMs: number): OtpCheck {
  if (nowMs >= state.expiresAtMs) return 'expired';
  if (state.attempts > MAX_OTP_ATTEMPTS) return 'locked';
  return 'ok';
}

/** Seconds left before another OTP email may go out (0 = now). Pure. */
export function resendWaitSeconds(sentAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((sentAtMs + OTP_RESEND_SECONDS * 1000 - nowMs) / 1000));
}

export type IssueResult = { sent: true } | { sent: false; waitSeconds: number };

/**
 * Emails a new OTP to `email` for account `uid`, replacing any earlier one, unless an OTP email
 * went out in the last 60 s (then nothing changes and `waitSeconds` says how long to wait).
 *
 * "Once per 60 s" holds under concurrency: a sender first claims the slot after the previous send
 * by creating `rateLimits/otp-send:{digest}:{previousSentAtMs}` (create fails with ALREADY_EXISTS
 * for every other racer), so two requests reading the same previous send cannot both send.
 */
export async function issueOtp(uid: string, email: string, name: string): Promise<IssueResult> {
  const ref = otpRef(uid);
  const previous = await ref.get();
  const sentAtMs = millis(previous.get('sentAt')) ?? 0;
  const nowMs = now().getTime();
  const waitSeconds = resendWaitSeconds(sentAtMs, nowMs);
  if (waitSeconds > 0) return { sent: false, waitSeconds };

  const claim = db()
    .collection(COLLECTIONS.rateLimits)
    .doc(rateLimitDocId('otp-send', uid, sentAtMs));
  try {
    await claim.create({
      name: 'otp-send',
      expiresAt: Timestamp.fromMillis(nowMs + OTP_TTL_SECONDS * 1000),
    });
  } catch (err) {
    if (isAlreadyExists(err)) return { sent: false, waitSeconds: OTP_RESEND_SECONDS };
    throw err;
  }

  const otp = generateOtp();
  await ref.set({
    hash: hashOtp(uid, otp),
    expiresAt: Timestamp.fromMillis(nowMs + OTP_TTL_SECONDS * 1000),
    attempts: 0,
    sentAt: Timestamp.fromMillis(nowMs),
  });
  await sendMail(email, otpMail(name, otp, OTP_TTL_SECONDS / 60));
  return { sent: true };
}

/** `issueOtp` for `POST /users/resend-otp`: a refused send is a 429 with the seconds to wait. */
export async function resendOtp(uid: string, email: string, name: string): Promise<void> {
  const result = await issueOtp(uid, email, name);
  if (!result.sent) {
    throw new TooManyRequests(resendWaitMessage(result.waitSeconds), result.waitSeconds);
  }
}

/**
 * Checks `otp` for account `uid`; resolves when it is right (and deletes it: single use).
 * The try is counted BEFORE comparing (FieldValue.increment, then read back), so parallel
 * guesses cannot all slip in under the limit.
 * Throws BadRequest (400) with: 'No active OTP for this email. Please request a new one.'
 * (none stored), 'OTP expired. Please request a new one.' (docs/product.md §5), 'Too many incorrect
 * attempts. Please request a new OTP.' (5 wrong tries, also on the 5th), 'Invalid OTP. N attempts left.'.
 */
export async function consumeOtp(uid: string, otp: string): Promise<void> {
  const ref = otpRef(uid);
  const before = await ref.get();
  if (!before.exists) throw new BadRequest(ACCOUNT_MESSAGES.noActiveOtp);
  // Expired or already locked: answer without spending a try.
  const early = checkOtpState(stateOf(before.data() ?? {}, 1), now().getTime());
  if (early !== 'ok') throw new BadRequest(messageFor(early));

  try {
    await ref.update({ attempts: FieldValue.increment(1) });
  } catch (err) {
    if (isNotFoundError(err)) throw new BadRequest(ACCOUNT_MESSAGES.noActiveOtp);
    throw err;
  }
  const current = await ref.get();
  if (!current.exists) throw new BadRequest(ACCOUNT_MESSAGES.noActiveOtp);
  const data = current.data() ?? {};
  const state = stateOf(data, 0);
  const check = checkOtpState(state, now().getTime());
  if (check !== 'ok') throw new BadRequest(messageFor(check));

  if (!otpMatches(uid, otp, data.hash)) {
    const left = MAX_OTP_ATTEMPTS - state.attempts;
    throw new BadRequest(left > 0 ? invalidOtpMessage(left) : ACCOUNT_MESSAGES.otpLocked);
  }
  await ref.delete();
}

/** `extra` is added to the stored count: 1 when checking before this try is counted. */
function stateOf(data: Record<string, unknown>, extra: number): OtpState {
  const attempts = typeof data.attempts === 'number' ? data.attempts : 0;
  return { expiresAtMs: millis(data.expiresAt) ?? 0, attempts: attempts + extra };
}

function messageFor(check: Exclude<OtpCheck, 'ok'>): string {
  return check === 'expired' ? ACCOUNT_MESSAGES.otpExpired : ACCOUNT_MESSAGES.otpLocked;
}

function otpRef(uid: string) {
  return db().collection(COLLECTIONS.otps).doc(uid);
}

function millis(value: unknown): number | undefined {
  return value instanceof Timestamp ? value.toMillis() : undefined;
}
