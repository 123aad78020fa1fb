/**
 * Bearer tokens (docs/architecture.md §3): Firebase session cookies, 14 days, minted from an ID token, and
 * their revocation.
 *
 * Revocation works in whole seconds: `revokeRefreshTokens` sets the user's `tokensValidAfterTime`
 * to the current second S, and `verifySessionCookie(…, checkRevoked)` refuses a session only if its
 * `auth_time` < S. So a session signed in during second S survives a revoke made in S (log in and
 * log out within one second: the old token would keep working), and a session minted right after a
 * revoke lands in S and is kept — unless the Auth server's clock is a hair behind ours. Hence:
 * - before revoking, wait until the clock has left the second of the user's newest sign-in;
 * - after revoking, mint a replacement only once the clock has left the revocation second.
 * Each wait is at most about one second (logout measured 0.2–0.8 s end to end in the emulator).
 * Measured in the Auth emulator without these waits: 19 of 19 sessions signed in during the
 * revocation second survived a plain revokeRefreshTokens; 0 of 20 sessions minted right after
 * were refused. tests/api/accounts-sessions.test.ts fails if the first wait is removed.
 */
import { randomBytes } from 'node:crypto';
import { forgetSessions } from '../../lib/auth.js';
import { auth } from '../../lib/firebase.js';
import { now } from '../../lib/clock.js';
import { signInWithCustomToken, signInWithPassword } from '../../integrations/identity-toolkit.js';

/** Session lifetime, milliseconds (docs/architecture.md §3: 14 days; Firebase allows 5 min – 14 days). */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Small margin past a second boundary, for clock granularity between us and Auth. */
const MARGIN_MS = 50;

/** A session cookie for an ID token (signInWithPassword / signInWithCustomToken). */
export function sessionFromIdToken(idToken: string): Promise<string> {
  return auth().createSessionCookie(idToken, { expiresIn: SESSION_TTL_MS });
}

/** Checks the password and mints a session; errors as `signInWithPassword`. */
export async function sessionForPassword(email: string, password: string): Promise<string> {
  const { idToken } = await signInWithPassword(email, password);
  return sessionFromIdToken(idToken);
}

/**
 * A session for `uid` without its password (after OTP verification), through a custom token.
 * In production the function's service account needs `iam.serviceAccounts.signBlob` (role
 * "Service Account Token Creator" on itself) for `createCustomToken`.
 */
export async function sessionForUid(uid: string): Promise<string> {
  const customToken = await auth().createCustomToken(uid);
  const { idToken } = await signInWithCustomToken(customToken);
  return sessionFromIdToken(idToken);
}

/**
 * Milliseconds to wait from `nowMs` until the clock is past the whole second `second` (epoch
 * seconds) by the margin; 0 if it already is. Pure.
 */
export function msUntilAfterSecond(second: number, nowMs: number): number {
  return Math.max(0, (second + 1) * 1000 + MARGIN_MS - nowMs);
}

/**
 * Ends every session of `uid` (logout, password change, password reset), including ones signed in
 * during the current second. Resolves with the revocation second (epoch seconds, from Auth's
 * `tokensValidAfterTime`) so a caller minting a replacement can wait past it.
 */
export async function revokeAllSessions(uid: string): Promise<number> {
  const user = await auth().getUser(uid);
  const lastSignIn = Date.parse(user.metadata.lastSignInTime ?? '');
  // Without a recorded sign-in time, assume one happened this very second.
  const newest = Number.isFinite(lastSignIn) ? lastSignIn : now().getTime();
  await sleep(msUntilAfterSecond(Math.floor(newest / 1000), now().getTime()));
  await auth().revokeRefreshTokens(uid);
  forgetSessions(uid);
  const after = await auth().getUser(uid);
  const validAfter = Date.parse(after.tokensValidAfterTime ?? '');
  return Math.floor((Number.isFinite(validAfter) ? validAfter : now().getTime()) / 1000);
}

/**
 * Ends every other session of `uid` and returns a fresh one for the new `password` (PUT /users).
 * The new session is signed in only after the revocation second, so it is never caught by it.
 */
export async function replaceSessions(
  uid: string,
  email: string,
  password: string,
): Promise<string> {
  const revokedAt = await revokeAllSessions(uid);
  await sleep(msUntilAfterSecond(revokedAt, now().getTime()));
  return sessionForPassword(email, password);
}

/**
 * Replaces the password of `uid` with 32 random bytes nobody is told (a contested sign-up, see
 * service.ts): the account stays reachable through its sessions, "Forgot password" and the
 * profile form. Firebase counts a password change as a major account change and may move
 * `tokensValidAfterTime` to now, so this waits past that second: a session minted next survives.
 */
export async function setUnknownPassword(uid: string): Promise<void> {
  const user = await auth().updateUser(uid, { password: randomBytes(32).toString('base64url') });
  const validAfter = Date.parse(user.tokensValidAfterTime ?? '');
  if (Number.isFinite(validAfter)) {
    await sleep(msUntilAfterSecond(Math.floor(validAfter / 1000), now().getTime()));
  }
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
