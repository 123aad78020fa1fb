/**
 * Email OTPs (docs/product.md §4/§5/§9, docs/architecture.md §3): 6 digits from `crypto.randomInt`, stored only as a hash
 * in `otps/{uid}`, valid 900 s, dead after 5 wrong tries, emailed at most once per 60 s.
 * The code itself is never returned by the API nor logged: it exists in the email only.
 *
 * `otps/{uid}` is read through its schema (stored.ts). A record that does not fit (edited by hand,
 * or left by a bug) holds no valid code: verifying answers 'No active OTP…', and a new OTP may be
 * sent at once, replacing it (`issueOtp`).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { BadRequest, isAlreadyExists, isNotFoundError, TooManyRequests } from '../../lib/errors.js';
import { rateLimitClaimRef, rateLimitDocId } from '../../lib/rate-limit.js';
import { fitting, REFUSED, type Refused } from '../../lib/stored.js';
import { otpMail, sendMail } from '../../integrations/mail.js';
import { OTP_TTL_SECONDS } from '@notesea/contract/accounts';
import { ACCOUNT_MESSAGES, invalidOtpMessage, resendWaitMessage } from './schema.js';
import { otpRef, otpRefForUpdate, type StoredOtp } from './stored.js';

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

/** How far ahead of this instance's clock another instance may have stamped a `sentAt`. */
const CLOCK_SKEW_MS = 1000;

/**
 * Seconds left before another OTP email may go out (0 = now), at most 60. A `sentAt` later than
 * any instance could have stamped it was typed into the console, not sent: no wait, so it cannot
 * hold the student's next code back for ever. Pure.
 */
export function resendWaitSeconds(sentAtMs: number, nowMs: number): number {
  if (sentAtMs > nowMs + CLOCK_SKEW_MS) return 0;
  const left = Math.ceil((sentAtMs + OTP_RESEND_SECONDS * 1000 - nowMs) / 1000);
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, left));
}

export type IssueResult = { sent: true } | { sent: false; waitSeconds: number };

/**
 * The previous send as `issueOtp` sees it: `sentAtMs` (0: none, or unreadable, so no wait) and
 * `claimKey`, the number that names the claim on the slot after it (`sentAtMs`). For a record that
 * does not fit, that is the time of its last write in µs, which never equals a send time in ms:
 * a claim left by an earlier send (the first one's is keyed 0) cannot block the send that
 * replaces the record, and racers reading the same record still claim one slot. Pure.
 */
export function previousSend(
  record: StoredOtp | Refused | undefined,
  updateTime: DocumentSnapshot['updateTime'] | undefined,
): { sentAtMs: number; claimKey: number } {
  const fits = fitting(record);
  if (fits) return { sentAtMs: fits.sentAt.toMillis(), claimKey: fits.sentAt.toMillis() };
  if (record === REFUSED && updateTime) {
    const micros = updateTime.seconds * 1_000_000 + Math.floor(updateTime.nanoseconds / 1000);
    return { sentAtMs: 0, claimKey: micros };
  }
  return { sentAtMs: 0, claimKey: 0 };
}

/**
 * Emails a new OTP to `email` for account `uid`, replacing any earlier one, unless an OTP email
 * went out in the last 60 s (then nothing changes and `waitSeconds` says how long to wait).
 * A stored OTP that does not fit its schema says nothing about when it went out: a new one is sent
 * at once (the per-email limits of limits.ts still apply).
 *
 * "Once per 60 s" holds under concurrency: a sender first claims the slot after the previous send
 * by creating `rateLimits/otp-send:{digest}:{previousSentAtMs}` (create fails with ALREADY_EXISTS
 * for every other racer), so two requests reading the same previous send cannot both send.
 */
export async function issueOtp(uid: string, email: string, name: string): Promise<IssueResult> {
  const ref = otpRef(uid);
  const previous = await ref.get();
  const { sentAtMs, claimKey } = previousSend(previous.data(), previous.updateTime);
  const nowMs = now().getTime();
  const waitSeconds = resendWaitSeconds(sentAtMs, nowMs);
  if (waitSeconds > 0) return { sent: false, waitSeconds };

  const claim = rateLimitClaimRef(rateLimitDocId('otp-send', uid, claimKey));
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
 * (none stored, or the stored one does not fit its schema: no try is counted on it),
 * 'OTP expired. Please request a new one.' (docs/product.md §5), 'Too many incorrect
 * attempts. Please request a new OTP.' (5 wrong tries, also on the 5th), 'Invalid OTP. N attempts left.'.
 */
export async function consumeOtp(uid: string, otp: string): Promise<void> {
  const ref = otpRef(uid);
  const before = fitting((await ref.get()).data());
  if (!before) throw new BadRequest(ACCOUNT_MESSAGES.noActiveOtp);
  // Expired or already locked: answer without spending a try.
  const early = checkOtpState(stateOf(before, 1), now().getTime());
  if (early !== 'ok') throw new BadRequest(messageFor(early));

  try {
    await otpRefForUpdate(uid).update({ attempts: FieldValue.increment(1) });
  } catch (err) {
    if (isNotFoundError(err)) throw new BadRequest(ACCOUNT_MESSAGES.noActiveOtp);
    throw err;
  }
  const current = fitting((await ref.get()).data());
  if (!current) throw new BadRequest(ACCOUNT_MESSAGES.noActiveOtp);
  const state = stateOf(current, 0);
  const check = checkOtpState(state, now().getTime());
  if (check !== 'ok') throw new BadRequest(messageFor(check));

  if (!otpMatches(uid, otp, current.hash)) {
    const left = MAX_OTP_ATTEMPTS - state.attempts;
    throw new BadRequest(left > 0 ? invalidOtpMessage(left) : ACCOUNT_MESSAGES.otpLocked);
  }
  await ref.delete();
}

/** `extra` is added to the stored count: 1 when checking before this try is counted. */
function stateOf(record: StoredOtp, extra: number): OtpState {
  return { expiresAtMs: record.expiresAt.toMillis(), attempts: record.attempts + extra };
}

function messageFor(check: Exclude<OtpCheck, 'ok'>): string {
  return check === 'expired' ? ACCOUNT_MESSAGES.otpExpired : ACCOUNT_MESSAGES.otpLocked;
}
