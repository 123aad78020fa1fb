/**
 * Bearer-token authentication (docs/architecture.md §3). The token is a Firebase session cookie the web app keeps
 * in `localStorage.token` and sends as `Authorization: Bearer <token>` (docs/product.md §6).
 */
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { now } from './clock.js';
import { auth } from './firebase.js';
import { Unauthorized } from './errors.js';

/** The signed-in user, as stored in `res.locals.user`. */
export interface AuthUser {
  uid: string;
  /** Absent for accounts without an email (none today; Auth allows it). */
  email?: string;
}

/**
 * Extracts the token from `Authorization: Bearer <token>`; `undefined` when the header is missing
 * or malformed. Only JWT-shaped tokens (three dot-separated parts; the Auth emulator's unsigned
 * cookies end in an empty signature) are passed on, so junk like `Bearer null` from a client never
 * costs a call to Auth.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token || token.length > 4096 || token.split('.').length !== 3) return undefined;
  return token;
}

/**
 * Error codes from `verifySessionCookie` that mean "this token is no good" (401). Anything else
 * (Auth backend unreachable, internal error) is rethrown so it surfaces as a 500, not as a
 * misleading "log in again".
 */
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-session-cookie-duration',
]);

async function verify(token: string): Promise<AuthUser | undefined> {
  try {
    // checkRevoked=true so logout, password reset and disabling an account take effect at once
    // (docs/architecture.md §3); it costs one Auth lookup per request.
    const decoded = await auth().verifySessionCookie(token, true);
    return { uid: decoded.uid, email: decoded.email };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && INVALID_TOKEN_CODES.has(code)) return undefined;
    throw err;
  }
}

/** A guard that resolves the bearer token to a user with `resolve` and answers 401 without one. */
function sessionGuard(resolve: (token: string) => Promise<AuthUser | undefined>): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    const user = token ? await resolve(token) : undefined;
    if (!user) throw new Unauthorized();
    res.locals.user = user;
    next();
  };
}

/**
 * Requires a valid, unrevoked session cookie; sets `res.locals.user` (read it with `currentUser`).
 * Errors: 401 `{ message: 'Not authorized', code: 'unauthorized' }` when the header is missing,
 * malformed, expired, revoked or the user is disabled.
 */
export const requireAuth: RequestHandler = sessionGuard(verify);

/**
 * How long a verified session may be reused by `requireRecentAuth` on one instance, seconds. A
 * poll every few seconds would otherwise cost an Auth lookup each (1,000 students with
 * /chat open are 250 lookups a second, and in the bench the Auth emulator was the bottleneck);
 * with this, a student costs one lookup per 30 s per instance.
 */
export const RECENT_SESSION_SECONDS = 30;

// The app's clock (lib/clock), not performance.now(), so tests can move time.
const clock = { now: () => now().getTime() };

/** When `forgetSessions` last ran for a uid (epoch ms), kept as long as a cached session lives. */
const forgottenAt = new LRUCache<string, number>({
  max: 20_000,
  ttl: RECENT_SESSION_SECONDS * 1000,
  perf: clock,
});

/**
 * Verified sessions by token, for `requireRecentAuth`; bounded so a flood of tokens can't grow
 * it. `fetch` shares one lookup among requests that arrive together with the same token, and a
 * refused token (undefined) is not kept.
 */
const recentSessions = new LRUCache<string, AuthUser>({
  max: 20_000,
  ttl: RECENT_SESSION_SECONDS * 1000,
  perf: clock,
  fetchMethod: async (token) => {
    const started = now().getTime();
    const user = await verify(token);
    // Revoked while the lookup ran: its answer must not outlive the revocation in the cache.
    if (user && (forgottenAt.get(user.uid) ?? -Infinity) >= started) return undefined;
    return user;
  },
});

/**
 * `requireAuth` for read-only polling routes (GET /chat, GET /notifications/unread): a session
 * verified in the last `RECENT_SESSION_SECONDS` on this instance is trusted without another Auth
 * lookup. So a logout, password change or disabled account ends such polls at once on the
 * instance that did it (`forgetSessions`) and within 30 s on the others — never on routes that
 * change or reveal account data, which keep `requireAuth`. Same 401 as `requireAuth`; an Auth
 * backend failure is rethrown (500), as there.
 */
export const requireRecentAuth: RequestHandler = sessionGuard((token) =>
  recentSessions.fetch(token),
);

/**
 * For public routes that add the caller's own data when there is a session (`GET /notifications`,
 * a subject's requests): a valid session sets `res.locals.user` as `requireRecentAuth` does; a
 * missing, malformed, expired or revoked one leaves the request anonymous (never a 401, so a
 * stale token in an old tab still gets the public answer). Such routes must not let a shared
 * cache keep an answer made for a session (`varyBySession` in lib/http.ts).
 */
export const optionalRecentAuth: RequestHandler = async (req, res, next) => {
  const token = bearerToken(req.get('authorization'));
  const user = token ? await recentSessions.fetch(token) : undefined;
  if (user) res.locals.user = user;
  next();
};

/** Drops `uid`'s sessions from `requireRecentAuth`'s cache (call when revoking them). */
export function forgetSessions(uid: string): void {
  forgottenAt.set(uid, now().getTime());
  for (const [token, user] of recentSessions.entries()) {
    if (user.uid === uid) recentSessions.delete(token);
  }
}

/** The user set by `requireAuth`. Throws 401 if the route forgot `requireAuth`. */
export function currentUser(res: Response): AuthUser {
  const user = optionalUser(res);
  if (!user) throw new Unauthorized();
  return user;
}

/** The user set by `requireAuth`, if any (the access log reads it on every request). */
export function optionalUser(res: Response): AuthUser | undefined {
  return res.locals.user as AuthUser | undefined;
}
