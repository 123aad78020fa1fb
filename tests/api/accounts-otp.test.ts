/**
 * POST /users/verify-otp and /users/resend-otp (docs/product.md §4/§5/§9): the OTP is valid 900 s,
 * dies after 5 wrong tries (also under parallel guessing), and is emailed at most once per 60 s.
 * Expiry is injected by rewriting the stored expiry through the admin SDK (no 900 s sleeps).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';
import {
  USER_KEYS,
  ageLastOtpSend,
  latestMail,
  mailTo,
  otpIn,
  registerForOtp,
  registration,
  uidOf,
  type User,
} from './accounts-support.js';

const LOCKED = 'Too many incorrect attempts. Please request a new OTP.';

/** A 6-digit code that is not `otp`. */
function wrong(otp: string, n = 1): string {
  return String((Number(otp) + n) % 1_000_000).padStart(6, '0');
}

describe('POST /users/verify-otp', () => {
  it('verifies the email, signs the user in and spends the OTP', async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    const res = await api<{ token: string; user: User }>('/users/verify-otp', {
      body: { email: body.email, otp },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      name: 'Asha Verma',
      email: body.email,
      gender: 'Female',
    });

    const uid = await uidOf(body.email);
    expect((await admin.auth.getUser(uid)).emailVerified).toBe(true);
    expect((await admin.db.doc(`otps/${uid}`).get()).exists).toBe(false);
    const me = await api<User>('/users', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body._id).toBe(uid);

    const again = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'This email is already verified. Please log in.',
      code: 'bad_request',
    });
  });

  it('counts wrong tries down and invalidates the OTP after 5, even for the right code', async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    const messages: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await api('/users/verify-otp', {
        body: { email: body.email, otp: wrong(otp, i) },
      });
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      'Invalid OTP. 4 attempts left.',
      'Invalid OTP. 3 attempts left.',
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
      LOCKED,
    ]);
    const right = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ message: LOCKED, code: 'bad_request' });
    expect((await admin.auth.getUserByEmail(body.email)).emailVerified).toBe(false);

    // A new OTP (after the 60 s resend limit) works again.
    await ageLastOtpSend(body.email);
    const resend = await api('/users/resend-otp', { body: { email: body.email } });
    expect(resend.status).toBe(200);
    const fresh = otpIn(await latestMail(body.email));
    const ok = await api('/users/verify-otp', { body: { email: body.email, otp: fresh } });
    expect(ok.status).toBe(200);
  });

  it('the right code on the 5th try still works', async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    for (let i = 1; i <= 4; i += 1) {
      await api('/users/verify-otp', { body: { email: body.email, otp: wrong(otp, i) } });
    }
    const res = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(res.status).toBe(200);
  });

  it('stops a parallel brute force after 5 tries', async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    // 8 at once: enough to exceed 5; each parallel call may start a new emulator worker.
    const guesses = Array.from({ length: 8 }, (_, i) =>
      api('/users/verify-otp', { body: { email: body.email, otp: wrong(otp, i + 1) } }),
    );
    const results = await Promise.all(guesses);
    expect(results.every((r) => r.status === 400)).toBe(true);
    const compared = results.filter((r) => String(r.body.message).startsWith('Invalid OTP.'));
    expect(compared.length).toBeLessThanOrEqual(4);
    const right = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(right.body).toEqual({ message: LOCKED, code: 'bad_request' });
  }, 90_000);

  it("refuses an expired OTP with 'OTP expired. Please request a new one.'", async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    const uid = await uidOf(body.email);
    await admin.db
      .doc(`otps/${uid}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'OTP expired. Please request a new one.',
      code: 'bad_request',
    });
    expect((await admin.auth.getUser(uid)).emailVerified).toBe(false);
  });

  it('is still valid just before the 900 s expiry', async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    const uid = await uidOf(body.email);
    // As if sent 890 s ago: 10 s of validity left.
    await admin.db.doc(`otps/${uid}`).update({
      sentAt: Timestamp.fromMillis(Date.now() - 890_000),
      expiresAt: Timestamp.fromMillis(Date.now() + 10_000),
    });
    const res = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ otp: '123456' }, 'Email is required'],
    [{ email: 'a@gmail.com' }, 'OTP is required'],
    [{ email: 'a@gmail.com', otp: '12 456' }, 'OTP must be 6 digits'],
  ])('answers 400 for %j: %s', async (body, message) => {
    const res = await api('/users/verify-otp', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
  });

  it('answers 404 for an email without an account', async () => {
    const res = await api('/users/verify-otp', {
      body: { email: 'acc.nobody.000@gmail.com', otp: '123456' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'No account found for this email. Please register first.',
      code: 'not_found',
    });
  });
});

describe('POST /users/resend-otp', () => {
  it('refuses a second OTP within 60 s with the seconds to wait, and sends nothing', async () => {
    const body = registration();
    await registerForOtp(body);
    const res = await api('/users/resend-otp', { body: { email: body.email } });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('rate_limited');
    expect(res.body.message).toMatch(
      /^Please wait \d{1,2} seconds? before requesting a new OTP\.$/,
    );
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await mailTo(body.email)).toHaveLength(1);
  });

  it('after 60 s sends a new OTP that replaces the old one', async () => {
    const body = registration();
    const old = await registerForOtp(body);
    await ageLastOtpSend(body.email);
    const res = await api('/users/resend-otp', { body: { email: body.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'A new OTP has been sent to your email.' });
    const mails = await mailTo(body.email);
    expect(mails).toHaveLength(2);
    const fresh = otpIn(mails[1]!);
    const uid = await uidOf(body.email);
    expect((await admin.db.doc(`otps/${uid}`).get()).get('attempts')).toBe(0);
    if (fresh !== old) {
      const stale = await api('/users/verify-otp', { body: { email: body.email, otp: old } });
      expect(stale.status).toBe(400);
    }
    const ok = await api('/users/verify-otp', { body: { email: body.email, otp: fresh } });
    expect(ok.status).toBe(200);
  });

  it('sends only one OTP when several resends race', async () => {
    const body = registration();
    await registerForOtp(body);
    await ageLastOtpSend(body.email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api('/users/resend-otp', { body: { email: body.email } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await mailTo(body.email)).toHaveLength(2);
  }, 90_000);

  it('treats a stored OTP that does not fit as none: a new one goes out at once and works', async () => {
    const body = registration();
    const otp = await registerForOtp(body);
    const uid = await uidOf(body.email);
    await admin.db.doc(`otps/${uid}`).update({ attempts: 'none', sentAt: 'just now' });
    const stale = await api('/users/verify-otp', { body: { email: body.email, otp } });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({
      message: 'No active OTP for this email. Please request a new one.',
      code: 'bad_request',
    });
    expect((await admin.db.doc(`otps/${uid}`).get()).get('attempts')).toBe('none');

    const resent = await api('/users/resend-otp', { body: { email: body.email } });
    expect(resent.status).toBe(200);
    const mails = await mailTo(body.email);
    expect(mails).toHaveLength(2);
    const res = await api('/users/verify-otp', {
      body: { email: body.email, otp: otpIn(mails[1]!) },
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown email and 400 for a verified one', async () => {
    const unknown = await api('/users/resend-otp', { body: { email: 'acc.nobody.001@gmail.com' } });
    expect(unknown.status).toBe(404);
    const verified = await createTestUser();
    const res = await api('/users/resend-otp', { body: { email: verified.email } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This email is already verified. Please log in.',
      code: 'bad_request',
    });
    expect(await mailTo(verified.email)).toEqual([]);
  });
});
