/**
 * The two Identity Toolkit REST calls firebase-admin lacks (docs/architecture.md §3): checking a password
 * (`accounts:signInWithPassword`) and exchanging a custom token (`accounts:signInWithCustomToken`),
 * each giving an ID token that `createSessionCookie` turns into the bearer token.
 *
 * Endpoint: `https://identitytoolkit.googleapis.com/v1/accounts:…?key=<Web API key>` in
 * production; in the emulator `http://$FIREBASE_AUTH_EMULATOR_HOST/identitytoolkit.googleapis.com/v1/…`.
 *
 * Configuration: `WEB_API_KEY` is a plain (non-secret) parameter: the project's Web API key
 * (Firebase console → Project settings → General), which is public by design (every web client
 * embeds it), declared in config.ts. Set it for deploys in `functions/.env.<projectId>`
 * (`WEB_API_KEY=AIza…`). Its default
 * is a placeholder the Auth emulator accepts and production refuses here (a 500 with a log line
 * rather than sign-ins silently failing as "wrong password").
 */
import { authEmulatorHost, EMULATOR_WEB_API_KEY, isEmulator, WEB_API_KEY } from '../config.js';

const TIMEOUT_MS = 10_000;

/** Why a sign-in was refused. */
export type SignInFailure = 'invalid-credentials' | 'user-disabled' | 'too-many-attempts';

/** A refused sign-in (any other failure is a plain Error: a 500). */
export class SignInError extends Error {
  constructor(readonly reason: SignInFailure) {
    super(`Sign-in refused: ${reason}`);
    this.name = 'SignInError';
  }
}

export interface SignInResult {
  idToken: string;
  /** The account's uid. */
  localId: string;
}

interface RawResult {
  idToken: string;
  /** Absent from signInWithCustomToken answers. */
  localId?: string;
}

/**
 * Checks `email`/`password` against Firebase Auth. Resolves with an ID token for the account.
 * Throws SignInError('invalid-credentials') for an unknown email or a wrong password (the same
 * reason for both, so callers cannot tell them apart), 'user-disabled', 'too-many-attempts'
 * (Auth's own throttling); other failures as Error.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const result = await call('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!result.localId) throw new Error('Identity Toolkit signInWithPassword gave no localId');
  return { idToken: result.idToken, localId: result.localId };
}

/** Exchanges a custom token (`auth().createCustomToken(uid)`) for an ID token; errors as above. */
export async function signInWithCustomToken(token: string): Promise<{ idToken: string }> {
  const { idToken } = await call('accounts:signInWithCustomToken', {
    token,
    returnSecureToken: true,
  });
  return { idToken };
}

/** Maps an Identity Toolkit error message (e.g. 'INVALID_PASSWORD', 'TOO_MANY_ATTEMPTS_TRY_LATER : …'). */
export function failureOf(message: string): SignInFailure | undefined {
  const code = message.split(/[\s:]/)[0];
  switch (code) {
    case 'EMAIL_NOT_FOUND':
    case 'INVALID_PASSWORD':
    case 'INVALID_LOGIN_CREDENTIALS':
    case 'INVALID_EMAIL':
      return 'invalid-credentials';
    case 'USER_DISABLED':
      return 'user-disabled';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return 'too-many-attempts';
    default:
      return undefined;
  }
}

/** Base URL of the v1 API: the Auth emulator when `FIREBASE_AUTH_EMULATOR_HOST` is set. */
export function identityToolkitBase(emulatorHost = authEmulatorHost()): string {
  return emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

function apiKey(): string {
  const key = WEB_API_KEY.value();
  if (!isEmulator() && key === EMULATOR_WEB_API_KEY) {
    throw new Error('WEB_API_KEY is not configured: set it in functions/.env.<projectId>');
  }
  return key;
}

async function call(method: string, body: Record<string, unknown>): Promise<RawResult> {
  const url = `${identityToolkitBase()}/${method}?key=${encodeURIComponent(apiKey())}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => ({}))) as {
    idToken?: unknown;
    localId?: unknown;
    error?: { message?: unknown };
  };
  if (res.ok && typeof json.idToken === 'string') {
    return {
      idToken: json.idToken,
      localId: typeof json.localId === 'string' ? json.localId : undefined,
    };
  }
  const message = typeof json.error?.message === 'string' ? json.error.message : '';
  const reason = failureOf(message);
  if (reason) throw new SignInError(reason);
  // Never include the request body (it holds the password) in the error.
  throw new Error(`Identity Toolkit ${method} failed: ${res.status} ${message}`);
}
