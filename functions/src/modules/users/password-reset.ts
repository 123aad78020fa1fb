/**
 * Forgot / reset password (docs/product.md §2/§7, docs/architecture.md §3). The emailed token is 32 random bytes (64 hex
 * characters); only its SHA-256 is stored, in `passwordResets/{hash}`, for 15 minutes, and it works
 * once. Forgot-password answers the same for known and unknown emails (no account enumeration).
 * `passwordResets` is read and written through its schema (stored.ts): a stored link that does not
 * fit changes no password; it is deleted and answers as invalid, so the student asks for a new one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { isAllowedOrigin } from '../../lib/cors.js';
import { BadRequest, isNotFoundError } from '../../lib/errors.js';
import { auth, projectId } from '../../lib/firebase.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { fitting } from '../../lib/stored.js';
import { passwordResetMail, sendMail } from '../../integrations/mail.js';
import { LIMITS, mailboxKey } from './limits.js';
import { ACCOUNT_MESSAGES } from './schema.js';
import { revokeAllSessions } from './sessions.js';
import { passwordResetsCollection, readUser } from './stored.js';

/** Reset links live 15 minutes. */
export const RESET_TTL_SECONDS = 15 * 60;

/** A new reset token: 32 random bytes as lower-case hex. */
export function generateResetToken(): string {
  return randomBytes(32).toString('hex');
}

/** Document id for `token`: its hex SHA-256 (a leaked database holds no usable link). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where the request came from, as far as choosing the reset link's origin is concerned. */
export interface OriginHints {
  /** The `Origin` header (a browser sends it on the web app's POST). */
  origin?: string;
  /** The host the request was addressed to (`X-Forwarded-Host`, else `Host`). */
  host?: string;
  emulator: boolean;
  projectId?: string;
}

/**
 * The origin the reset link points at: the request's own origin (the `Origin` header, else
 * `https://{host}`; `http://` in the emulator), but only if it is one of this app's origins —
 * otherwise anyone could have a victim emailed a link to their own site, carrying a live token.
 * Allowed: `https://{projectId}.web.app` and `https://{projectId}.firebaseapp.com` (Hosting's
 * domains; a custom domain falls back to web.app, which serves the same site), and in the
 * emulator any `http://localhost:*` / `http://127.0.0.1:*` (the app is at http://127.0.0.1:5000).
 * Fallback: web.app in production, http://127.0.0.1:5000 in the emulator. Pure.
 */
export function resetLinkOrigin(hints: OriginHints): string {
  const scheme = hints.emulator ? 'http' : 'https';
  const candidates = [hints.origin, hints.host ? `${scheme}://${hints.host}` : undefined];
  const allowed = (candidate: string) =>
    hints.emulator
      ? isAllowedOrigin(candidate, true)
      : hints.projectId !== undefined &&
        (candidate === `https://${hints.projectId}.web.app` ||
          candidate === `https://${hints.projectId}.firebaseapp.com`);
  const chosen = candidates.find((c): c is string => c !== undefined && allowed(c.toLowerCase()));
  if (chosen) return chosen.toLowerCase();
  return hints.emulator
    ? 'http://127.0.0.1:5000'
    : `https://${hints.projectId ?? 'localhost'}.web.app`;
}

/** The link in the email: `${origin}/reset-password/${token}` (docs/product.md §2 route). */
export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password/${token}`;
}

/**
 * POST /users/forgot-password. If `email` has an account, stores a new reset token and emails
 * the link; otherwise does nothing. The caller answers the same message either way.
 * Throws 429 past the per-email limit (counted for unknown emails too, so it reveals nothing).
 */
export async function requestPasswordReset(
  email: string,
  hints: Omit<OriginHints, 'projectId'>,
): Promise<void> {
  await consumeRateLimit({ ...LIMITS.forgotEmail, key: mailboxKey(email) });
  let user;
  try {
    user = await auth().getUserByEmail(email);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'auth/user-not-found') return;
    throw err;
  }
  const token = generateResetToken();
  const nowMs = now().getTime();
  await passwordResetsCollection()
    .doc(hashResetToken(token))
    .create({
      uid: user.uid,
      createdAt: Timestamp.fromMillis(nowMs),
      expiresAt: Timestamp.fromMillis(nowMs + RESET_TTL_SECONDS * 1000),
    });
  const origin = resetLinkOrigin({ ...hints, projectId: projectId() });
  const name = (await readUser(user.uid))?.name || user.displayName || 'there';
  await sendMail(email, passwordResetMail(name, resetLink(origin, token), RESET_TTL_SECONDS / 60));
}

/**
 * POST /users/reset-password/{token}: sets `password` on the token's account, ends all its
 * sessions and every other outstanding reset link of that account.
 * Single use under concurrency: the token's document is deleted with an exists-precondition
 * before anything changes, and only the request whose delete succeeds goes on.
 * Throws BadRequest (400): ACCOUNT_MESSAGES.resetInvalid (unknown, already used, or stored in a
 * shape that does not fit: that one is deleted, as no TTL policy would delete it without a
 * Timestamp `expiresAt`) or .resetExpired.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const ref = passwordResetsCollection().doc(hashResetToken(token));
  const snap = await ref.get();
  if (!snap.exists) throw new BadRequest(ACCOUNT_MESSAGES.resetInvalid);
  const reset = fitting(snap.data());
  if (!reset) {
    await ref.delete();
    throw new BadRequest(ACCOUNT_MESSAGES.resetInvalid);
  }
  if (reset.expiresAt.toMillis() <= now().getTime()) {
    await ref.delete();
    throw new BadRequest(ACCOUNT_MESSAGES.resetExpired);
  }
  try {
    await ref.delete({ exists: true });
  } catch (err) {
    if (isNotFoundError(err)) {
      throw new BadRequest(ACCOUNT_MESSAGES.resetInvalid);
    }
    throw err;
  }
  const { uid } = reset;
  try {
    await auth().updateUser(uid, { password });
  } catch (err) {
    if ((err as { code?: unknown }).code === 'auth/user-not-found') {
      throw new BadRequest(ACCOUNT_MESSAGES.resetInvalid);
    }
    throw err;
  }
  await revokeAllSessions(uid);
  await discardOtherResets(uid);
}

/** Deletes the account's other pending reset links (one equality query; best effort). */
async function discardOtherResets(uid: string): Promise<void> {
  try {
    // Deleted whatever their shape: only their references are used.
    const pending = await passwordResetsCollection().where('uid', '==', uid).limit(50).get();
    await Promise.all(pending.docs.map((doc) => doc.ref.delete()));
  } catch (err) {
    // The reset itself succeeded; stale links still expire within 15 minutes.
    logger.warn('Could not discard other reset links', { uid, err: String(err) });
  }
}
