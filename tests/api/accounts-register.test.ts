/**
 * POST /users/register (docs/product.md §5 rules and messages, docs/architecture.md §3): what a new user, a
 * returning unverified user and a careless form see, and what gets stored.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';
import {
  ageLastOtpSend,
  latestMail,
  mailTo,
  otpIn,
  registerForOtp,
  registration,
  uidOf,
} from './accounts-support.js';

const OTP_SENT = { message: 'OTP sent to your email. Please verify.' };

describe('POST /users/register', () => {
  it('creates an unverified account and profile, and emails a hashed 6-digit OTP', async () => {
    const body = registration({
      name: '  Asha Verma  ',
      email: 'Acc.Case.' + Date.now() + '@Gmail.com',
    });
    const email = body.email.toLowerCase();
    const res = await api('/users/register', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(OTP_SENT);

    const user = await admin.auth.getUserByEmail(email);
    expect(user.emailVerified).toBe(false);
    const profile = (await admin.db.doc(`users/${user.uid}`).get()).data();
    expect(profile).toMatchObject({
      name: 'Asha Verma',
      email,
      phone: '9876543210',
      collegeStudent: true,
      gender: 'Female',
      location: '',
      bio: '',
      image: '',
    });
    expect(profile?.createdAt).toBeInstanceOf(Timestamp);
    expect(profile).not.toHaveProperty('password');
    expect(profile).not.toHaveProperty('confirmPassword');

    const mail = await latestMail(email);
    expect(Object.keys(mail).sort()).toEqual(['createdAt', 'id', 'message', 'to']);
    expect(Object.keys(mail.message).sort()).toEqual(['html', 'subject', 'text']);
    const otp = otpIn(mail);
    expect(mail.message.html).toContain(otp);

    const stored = (await admin.db.doc(`otps/${user.uid}`).get()).data()!;
    expect(Object.keys(stored).sort()).toEqual(['attempts', 'expiresAt', 'hash', 'sentAt']);
    expect(stored.attempts).toBe(0);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(otp);
    const ttl =
      (stored.expiresAt as Timestamp).toMillis() - (stored.sentAt as Timestamp).toMillis();
    expect(ttl).toBe(900_000);
    expect(JSON.stringify(res.body)).not.toContain(otp);
  });

  it.each([
    [{ name: 'Al' }, 'Name must be at least 3 characters long'],
    [{ name: '     ' }, 'Name must be at least 3 characters long'],
    [{ email: 'asha@yahoo.com' }, 'Email must be a valid Gmail address'],
    [{ phone: '98765-4321' }, 'Phone number must be 10 digits'],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: 'secret-2' }, 'Passwords do not match'],
    [{ gender: 'Robot' }, 'Please select your gender'],
    // Several wrong at once: the first rule in docs/product.md §5 order is the message.
    [{ gender: 'Robot', confirmPassword: 'nope-nope' }, 'Passwords do not match'],
    [{ gender: '', phone: '1', email: 'x@outlook.com' }, 'Email must be a valid Gmail address'],
    [
      { password: '1', confirmPassword: '2', gender: undefined },
      'Password must be at least 6 characters',
    ],
  ])('refuses %j with 400 %s and stores nothing', async (change, message) => {
    const body = registration(change);
    const res = await api('/users/register', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    const existing = await admin.auth.getUserByEmail(body.email).catch(() => undefined);
    expect(existing).toBeUndefined();
    expect(await mailTo(body.email)).toEqual([]);
  });

  it('answers 409 for an email that already has a verified account, and changes nothing', async () => {
    const owner = await createTestUser();
    const res = await api('/users/register', {
      body: registration({ email: owner.email.toUpperCase(), name: 'Intruder' }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'An account with this email already exists. Please log in.',
      code: 'conflict',
    });
    expect((await admin.db.doc(`users/${owner.uid}`).get()).get('name')).toBe(owner.name);
    expect(await mailTo(owner.email)).toEqual([]);
    const login = await api('/users/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);
  });

  it('replaces an unverified account’s details and sends a fresh OTP', async () => {
    const first = registration();
    const oldOtp = await registerForOtp(first);
    const uid = await uidOf(first.email);
    await ageLastOtpSend(first.email);

    const second = {
      ...first,
      name: 'Asha V',
      phone: '9123456780',
      gender: 'Other',
      collegeStudent: false,
      password: 'new-secret',
      confirmPassword: 'new-secret',
    };
    const res = await api('/users/register', { body: second });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(OTP_SENT);
    expect(await uidOf(first.email)).toBe(uid);
    expect((await admin.db.doc(`users/${uid}`).get()).data()).toMatchObject({
      name: 'Asha V',
      phone: '9123456780',
      gender: 'Other',
      collegeStudent: false,
    });
    const mails = await mailTo(first.email);
    expect(mails).toHaveLength(2);
    const newOtp = otpIn(mails[1]!);

    // The old password is gone (401), the new one is right (403: still to verify).
    const oldLogin = await api('/users/login', {
      body: { email: first.email, password: first.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api('/users/login', {
      body: { email: first.email, password: 'new-secret' },
    });
    expect(newLogin.status).toBe(403);

    if (oldOtp !== newOtp) {
      const stale = await api('/users/verify-otp', { body: { email: first.email, otp: oldOtp } });
      expect(stale.status).toBe(400);
    }
    const verify = await api('/users/verify-otp', { body: { email: first.email, otp: newOtp } });
    expect(verify.status).toBe(200);
    expect(verify.body.user).toMatchObject({ name: 'Asha V', phone: '9123456780' });
  });

  it('re-registering within 60 s updates the details but sends no second OTP email', async () => {
    const first = registration();
    const otp = await registerForOtp(first);
    const res = await api('/users/register', { body: { ...first, name: 'Second Try' } });
    expect(res.status).toBe(201);
    expect(await mailTo(first.email)).toHaveLength(1);
    const verify = await api('/users/verify-otp', { body: { email: first.email, otp } });
    expect(verify.status).toBe(200);
    expect(verify.body.user.name).toBe('Second Try');
  });

  it('a pending email re-registered with another password keeps no password once verified', async () => {
    // The victim signs up; within the minute an attacker re-registers the same address with a
    // password of their own (no second OTP goes out, the victim's stays valid).
    const victim = registration();
    const otp = await registerForOtp(victim);
    const attacker = {
      ...victim,
      name: 'Not Asha',
      password: 'attacker-1',
      confirmPassword: 'attacker-1',
    };
    expect((await api('/users/register', { body: attacker })).status).toBe(201);
    expect(
      (await admin.db.doc(`users/${await uidOf(victim.email)}`).get()).get(
        'pendingPasswordReplacements',
      ),
    ).toBe(1);

    // The victim enters the OTP from their mailbox: verified and signed in, as the spec says…
    const verify = await api<{ token: string }>('/users/verify-otp', {
      body: { email: victim.email, otp },
    });
    expect(verify.status).toBe(200);
    expect((await api('/users', { token: verify.body.token })).status).toBe(200);

    // …but the attacker's password does not open the account (nor does the victim's old one),
    for (const password of [attacker.password, victim.password]) {
      const login = await api('/users/login', { body: { email: victim.email, password } });
      expect(login.status).toBe(401);
    }
    // the owner is told how to choose a password, and the mark is spent.
    const mail = await latestMail(victim.email);
    expect(mail.message.subject).toBe('NoteSea: choose your password');
    const profile = await admin.db.doc(`users/${await uidOf(victim.email)}`).get();
    expect(profile.get('pendingPasswordReplacements')).toBe(0);

    // Choosing one in the profile works as usual.
    const put = await api<{ token: string }>('/users', {
      method: 'PUT',
      token: verify.body.token,
      body: { password: 'victim-new-1' },
    });
    expect(put.status).toBe(200);
    const login = await api('/users/login', {
      body: { email: victim.email, password: 'victim-new-1' },
    });
    expect(login.status).toBe(200);
  });

  it('re-registering with the same password keeps it after verification', async () => {
    const first = registration();
    const otp = await registerForOtp(first);
    const again = await api('/users/register', { body: { ...first, name: 'Asha Again' } });
    expect(again.status).toBe(201);
    const verify = await api('/users/verify-otp', { body: { email: first.email, otp } });
    expect(verify.status).toBe(200);
    const login = await api('/users/login', {
      body: { email: first.email, password: first.password },
    });
    expect(login.status).toBe(200);
    const subjects = (await mailTo(first.email)).map((m) => m.message.subject);
    expect(subjects).toEqual(['NoteSea: your verification code']);
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await api('/users/register', { body: '[1,2]' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body must be a JSON object', code: 'validation' });
  });
});
