/**
 * POST /users/login and /users/logout (docs/architecture.md §3): same 401 for unknown email and wrong
 * password, 403 + fresh OTP for unverified accounts, per-email flooding → 429, and logout ending
 * every session at once — including a session signed in during the same second (revocation in
 * Firebase works in whole seconds; the API waits the clock past it, see sessions.ts).
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser, sessionFor } from '../support/users.js';
import {
  USER_KEYS,
  ageLastOtpSend,
  freshEmail,
  mailTo,
  otpIn,
  registerForOtp,
  registration,
  type User,
} from './accounts-support.js';

const INVALID = { message: 'Invalid email or password', code: 'invalid_credentials' };
const NOT_AUTHORIZED = { message: 'Not authorized', code: 'unauthorized' };

describe('POST /users/login', () => {
  it('answers { token, user } for a verified account; the token opens the profile', async () => {
    const account = await createTestUser();
    const res = await api<{ token: string; user: User }>('/users/login', {
      body: { email: ` ${account.email.toUpperCase()} `, password: account.password },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      _id: account.uid,
      email: account.email,
      name: account.name,
    });
    const me = await api<User>('/users', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body._id).toBe(account.uid);
  });

  it('gives a wrong password and an unknown email the very same 401', async () => {
    const account = await createTestUser();
    const wrongPassword = await api('/users/login', {
      body: { email: account.email, password: 'not-the-password' },
    });
    const unknownEmail = await api('/users/login', {
      body: { email: freshEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(INVALID);
    expect(unknownEmail.body).toEqual(INVALID);
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'a@gmail.com' }, 'Password is required'],
    [{ email: '', password: '' }, 'Email is required'],
  ])('answers 400 for %j: %s', async (body, message) => {
    const res = await api('/users/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
  });

  it('refuses an unverified account with 403 and emails a fresh OTP that verifies it', async () => {
    const body = registration();
    await registerForOtp(body);
    await ageLastOtpSend(body.email);
    const res = await api('/users/login', { body: { email: body.email, password: body.password } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Please verify your email first. We have sent an OTP to your email.',
      code: 'email_not_verified',
    });
    expect(res.body).not.toHaveProperty('token');
    const mails = await mailTo(body.email);
    expect(mails).toHaveLength(2);

    // A second try within 60 s: still 403, but no third email.
    const again = await api('/users/login', {
      body: { email: body.email, password: body.password },
    });
    expect(again.status).toBe(403);
    expect(await mailTo(body.email)).toHaveLength(2);

    const otp = otpIn(mails[1]!);
    const verify = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(verify.status).toBe(200);
    const login = await api('/users/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
  });

  it('never emails an OTP for an unverified account when the password is wrong', async () => {
    const body = registration();
    await registerForOtp(body);
    await ageLastOtpSend(body.email);
    const res = await api('/users/login', { body: { email: body.email, password: 'wrong-one' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
    expect(await mailTo(body.email)).toHaveLength(1);
  });

  it('answers 429 once one email is flooded, even with the right password', async () => {
    const account = await createTestUser();
    for (let i = 0; i < 10; i += 1) {
      const res = await api('/users/login', {
        body: { email: account.email, password: `guess-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await api('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many login attempts. Please try again later.',
      code: 'rate_limited',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another account from the same address is not affected.
    const other = await createTestUser();
    const ok = await api('/users/login', {
      body: { email: other.email, password: other.password },
    });
    expect(ok.status).toBe(200);
  });
});

describe('POST /users/logout', () => {
  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'not.a.cookie']) {
      const res = await api('/users/logout', { method: 'POST', token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_AUTHORIZED);
    }
  });

  it('ends every session of the user: the old token then gets 401', async () => {
    const account = await createTestUser();
    const otherDevice = await sessionFor(account.email, account.password);
    const bystander = await createTestUser();

    const started = Date.now();
    const res = await api('/users/logout', { method: 'POST', token: account.token });
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(took).toBeLessThan(5_000);

    for (const token of [account.token, otherDevice]) {
      const me = await api('/users', { token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual(NOT_AUTHORIZED);
      expect((await api('/users/logout', { method: 'POST', token })).status).toBe(401);
    }
    // Other users keep their sessions; the user can log in again.
    expect((await api('/users', { token: bystander.token })).status).toBe(200);
    const login = await api<{ token: string }>('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect((await api('/users', { token: login.body.token })).status).toBe(200);
  });

  it('revokes a session signed in during the same second as the logout', async () => {
    // Log in and out back to back, several times: some of these land in one clock second,
    // which a plain revokeRefreshTokens would miss.
    const account = await createTestUser();
    for (let i = 0; i < 3; i += 1) {
      const login = await api<{ token: string }>('/users/login', {
        body: { email: account.email, password: account.password },
      });
      expect(login.status).toBe(200);
      const authTime = decodeAuthTime(login.body.token);
      const logout = await api('/users/logout', { method: 'POST', token: login.body.token });
      expect(logout.status).toBe(200);
      const user = await admin.auth.getUser(account.uid);
      const validSince = Date.parse(user.tokensValidAfterTime!) / 1000;
      expect(validSince).toBeGreaterThan(authTime);
      expect((await api('/users', { token: login.body.token })).status).toBe(401);
    }
  });

  it('a session minted right after a logout is valid', async () => {
    const account = await createTestUser();
    await api('/users/logout', { method: 'POST', token: account.token });
    const login = await api<{ token: string }>('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect((await api('/users', { token: login.body.token })).status).toBe(200);
  });
});

/** `auth_time` (epoch seconds) of a session cookie; the emulator's cookies are plain JWTs. */
function decodeAuthTime(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.auth_time as number;
}
