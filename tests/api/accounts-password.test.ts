/**
 * POST /users/forgot-password and /users/reset-password/{token} (docs/architecture.md §3): no account
 * enumeration, a 15-minute single-use link stored only as a hash, sessions ended on reset, and
 * links that never point at a foreign origin.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { createTestUser, sessionFor, type TestUser } from '../support/users.js';
import { freshEmail, latestMail, mailTo, resetTokenIn } from './accounts-support.js';

const SENT = {
  message:
    'If an account exists for this email, we have sent a password reset link. Please check your inbox or spam folder.',
};
const DONE = { message: 'Password reset successful. Please log in with your new password.' };
const INVALID = {
  message: 'This reset link is invalid or has already been used. Please request a new one.',
  code: 'bad_request',
};

async function forgot(email: string, headers: Record<string, string> = {}) {
  return api('/users/forgot-password', { body: { email }, headers });
}

/** Asks for a reset link for `account` and returns the token from the email. */
async function resetTokenFor(account: TestUser): Promise<string> {
  const res = await forgot(account.email);
  expect(res.status).toBe(200);
  return resetTokenIn(await latestMail(account.email));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /users/forgot-password', () => {
  it('answers the same for a known and an unknown email; only the account gets mail', async () => {
    const account = await createTestUser();
    const unknown = freshEmail('ghost');
    const known = await forgot(account.email);
    const ghost = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(ghost.status).toBe(200);
    expect(known.body).toEqual(SENT);
    expect(ghost.body).toEqual(SENT);
    expect(await mailTo(unknown)).toEqual([]);

    const mail = await latestMail(account.email);
    expect(mail.message.subject).toBe('NoteSea: reset your password');
    const token = resetTokenIn(mail);
    expect(mail.message.html).toContain(`/reset-password/${token}`);
    expect(JSON.stringify(known.body)).not.toContain(token);

    // Stored as its hash only, for 15 minutes.
    expect((await admin.db.doc(`passwordResets/${token}`).get()).exists).toBe(false);
    const stored = (await admin.db.doc(`passwordResets/${sha256(token)}`).get()).data()!;
    expect(stored.uid).toBe(account.uid);
    const ttl =
      (stored.expiresAt as Timestamp).toMillis() - (stored.createdAt as Timestamp).toMillis();
    expect(ttl).toBe(15 * 60 * 1000);
  });

  it("links to the app's origin and never to a foreign one", async () => {
    const account = await createTestUser();
    await forgot(account.email, { Origin: APP_URL });
    expect((await latestMail(account.email)).message.text).toMatch(
      new RegExp(`^${APP_URL.replaceAll('.', '\\.')}/reset-password/[0-9a-f]{64}$`, 'm'),
    );
    await forgot(account.email, {
      Origin: 'https://evil.example',
      'X-Forwarded-Host': 'evil.example',
    });
    const poisoned = (await latestMail(account.email)).message.text;
    expect(poisoned).not.toContain('evil.example');
    expect(poisoned).toMatch(
      /^http:\/\/(127\.0\.0\.1|localhost):\d+\/reset-password\/[0-9a-f]{64}$/m,
    );
  });

  it('answers 400 without an email', async () => {
    const res = await api('/users/forgot-password', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Email is required', code: 'validation' });
  });

  it('answers 429 once one email asks too often, known or not', async () => {
    const unknown = freshEmail('flood');
    for (let i = 0; i < 5; i += 1) expect((await forgot(unknown)).status).toBe(200);
    const res = await forgot(unknown);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'Too many password reset requests. Please try again later.',
      code: 'rate_limited',
    });
  });

  it('counts Gmail aliases of one inbox (dots, +tags, googlemail.com) as one email', async () => {
    const [local] = freshEmail('alias').split('@') as [string];
    const variants = [
      `${local}@gmail.com`,
      `${local.replaceAll('.', '')}@gmail.com`,
      `${local}+a@gmail.com`,
      `${local.toUpperCase()}+b@GMAIL.com`,
      `${local}@googlemail.com`,
    ];
    for (const email of variants) expect((await forgot(email)).status).toBe(200);
    const res = await forgot(`${local.replace('.', '..')}+c@gmail.com`);
    expect(res.status).toBe(429);
  });
});

describe('POST /users/reset-password/:token', () => {
  it('sets the new password and ends every session', async () => {
    const account = await createTestUser();
    const otherDevice = await sessionFor(account.email, account.password);
    const token = await resetTokenFor(account);
    const res = await api(`/users/reset-password/${token}`, { body: { password: 'after-reset' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DONE);

    for (const session of [account.token, otherDevice]) {
      expect((await api('/users', { token: session })).status).toBe(401);
    }
    const oldLogin = await api('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api('/users/login', {
      body: { email: account.email, password: 'after-reset' },
    });
    expect(newLogin.status).toBe(200);
    expect((await admin.db.doc(`passwordResets/${sha256(token)}`).get()).exists).toBe(false);
  });

  it('refuses a replayed token', async () => {
    const account = await createTestUser();
    const token = await resetTokenFor(account);
    expect(
      (await api(`/users/reset-password/${token}`, { body: { password: 'first-pw' } })).status,
    ).toBe(200);
    const replay = await api(`/users/reset-password/${token}`, { body: { password: 'second-pw' } });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(INVALID);
    const login = await api('/users/login', {
      body: { email: account.email, password: 'first-pw' },
    });
    expect(login.status).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token through', async () => {
    const account = await createTestUser();
    const token = await resetTokenFor(account);
    const results = await Promise.all(
      ['racer-one', 'racer-two'].map((password) =>
        api(`/users/reset-password/${token}`, { body: { password } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const account = await createTestUser();
    const token = await resetTokenFor(account);
    await admin.db
      .doc(`passwordResets/${sha256(token)}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await api(`/users/reset-password/${token}`, { body: { password: 'too-late-pw' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This reset link has expired. Please request a new one.',
      code: 'bad_request',
    });
    const login = await api('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a link stored in a shape that does not fit, deletes it, and keeps the password', async () => {
    const account = await createTestUser();
    const token = await resetTokenFor(account);
    const stored = admin.db.doc(`passwordResets/${sha256(token)}`);
    await stored.update({ uid: 42 });
    const res = await api(`/users/reset-password/${token}`, { body: { password: 'typo-pw-1' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect((await stored.get()).exists).toBe(false);
    const login = await api('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a short password without spending the token', async () => {
    const account = await createTestUser();
    const token = await resetTokenFor(account);
    const short = await api(`/users/reset-password/${token}`, { body: { password: '12345' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      message: 'Password must be at least 6 characters',
      code: 'validation',
    });
    const missing = await api(`/users/reset-password/${token}`, { body: {} });
    expect(missing.body).toEqual({ message: 'Password is required', code: 'validation' });
    const ok = await api(`/users/reset-password/${token}`, { body: { password: '123456' } });
    expect(ok.status).toBe(200);
  });

  it('refuses unknown and malformed tokens', async () => {
    for (const token of ['0'.repeat(64), 'abc', 'Z'.repeat(64)]) {
      const res = await api(`/users/reset-password/${token}`, { body: { password: 'whatever1' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID.message);
    }
  });

  it('a newer reset link also retires the older ones once used', async () => {
    const account = await createTestUser();
    const older = await resetTokenFor(account);
    const newer = await resetTokenFor(account);
    expect(older).not.toBe(newer);
    expect(
      (await api(`/users/reset-password/${newer}`, { body: { password: 'newer-pw' } })).status,
    ).toBe(200);
    const stale = await api(`/users/reset-password/${older}`, { body: { password: 'older-pw' } });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(INVALID);
  });
});
