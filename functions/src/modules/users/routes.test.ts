// The accounts API with an in-memory Firestore and Auth: a profile with console typos still signs
// its student in and shows, normalised; an OTP record or reset link that does not fit its schema
// counts as no code or no link, and a new code can be sent at once.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

interface AuthUser {
  uid: string;
  email: string;
  password: string;
  emailVerified: boolean;
  displayName?: string;
}

const state = vi.hoisted(() => ({
  fake: undefined as unknown,
  nowMs: Date.parse('2025-10-01T10:30:00.000Z'),
  users: new Map<string, AuthUser>(),
  /** Every `auth().updateUser` call's uid and changes. */
  updates: [] as Array<[string, Record<string, unknown>]>,
}));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/clock.js', () => ({ now: () => new Date(state.nowMs) }));
vi.mock('../../lib/firebase.js', () => {
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const record = (user: AuthUser) => ({
    ...user,
    metadata: { lastSignInTime: new Date(0).toUTCString() },
    tokensValidAfterTime: undefined,
  });
  const find = (uid: string) => {
    const user = state.users.get(uid);
    if (!user) throw notFound();
    return user;
  };
  return {
    db: () => state.fake,
    projectId: () => 'demo-notesea',
    auth: () => ({
      verifySessionCookie: async (token: string) => {
        const user = state.users.get(/^session\.(.+)\.cookie$/.exec(token)?.[1] ?? '');
        if (!user) {
          throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
        }
        return { uid: user.uid, email: user.email };
      },
      getUserByEmail: async (email: string) => {
        const user = [...state.users.values()].find((u) => u.email === email);
        if (!user) throw notFound();
        return record(user);
      },
      getUser: async (uid: string) => record(find(uid)),
      createUser: async (fields: Omit<AuthUser, 'uid'>) => {
        const user = { ...fields, uid: `uid-${state.users.size + 1}` };
        state.users.set(user.uid, user);
        return record(user);
      },
      updateUser: async (uid: string, changes: Partial<AuthUser>) => {
        state.updates.push([uid, changes]);
        return record(Object.assign(find(uid), changes));
      },
      createCustomToken: async (uid: string) => `custom:${uid}`,
      createSessionCookie: async (idToken: string) =>
        `session.${idToken.replace(/^id:/, '')}.cookie`,
      revokeRefreshTokens: async () => undefined,
    }),
  };
});
vi.mock('../../integrations/identity-toolkit.js', () => {
  class SignInError extends Error {
    constructor(readonly reason: string) {
      super(reason);
    }
  }
  return {
    SignInError,
    signInWithPassword: async (email: string, password: string) => {
      const user = [...state.users.values()].find((u) => u.email === email);
      if (!user || user.password !== password) throw new SignInError('invalid-credentials');
      return { idToken: `id:${user.uid}`, localId: user.uid };
    },
    signInWithCustomToken: async (token: string) => ({ idToken: token.replace('custom:', 'id:') }),
  };
});

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');
const { hashResetToken } = await import('./password-reset.js');

const REGISTRATION = {
  name: 'Asha Verma',
  email: 'asha@gmail.com',
  phone: '9876543210',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  gender: 'Female',
  collegeStudent: true,
};
const NO_OTP = {
  message: 'No active OTP for this email. Please request a new one.',
  code: 'bad_request',
};

let fake: FakeFirestore;

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  state.users.clear();
  state.updates.length = 0;
});

/** A verified account `u1` whose profile was typed over in the console. */
function typoAccount() {
  state.users.set('u1', {
    uid: 'u1',
    email: 'asha@gmail.com',
    password: 'secret-1',
    emailVerified: true,
  });
  fake.put('users/u1', {
    name: 42,
    email: 'Asha@Gmail.com',
    phone: 9876543210,
    collegeStudent: 'true',
    gender: 'female',
    location: null,
    bio: ['x'],
    image: 'me.png',
    createdAt: '2025-10-01',
  });
}

const NORMALISED_USER = {
  _id: 'u1',
  name: '42',
  email: 'asha@gmail.com',
  phone: '9876543210',
  collegeStudent: true,
  gender: 'Female',
  location: '',
  bio: '',
  image: '',
};

/** Registers REGISTRATION (unverified account, profile, first OTP sent); its uid and code. */
async function registered(): Promise<{ uid: string; otp: string }> {
  const res = await send(createApp(), '/api/users/register', {
    method: 'POST',
    json: REGISTRATION,
  });
  expect(res.status).toBe(201);
  return { uid: 'uid-1', otp: lastOtp() };
}

function mails(): Array<{ to: string; message: { subject: string; text: string } }> {
  return [...fake.docs.entries()]
    .filter(([path]) => path.startsWith('mail/'))
    .map(([, data]) => data as never);
}

function lastOtp(): string {
  const text = mails().at(-1)?.message.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}

describe('a profile with console typos never locks its student out', () => {
  it('login answers the session with the profile normalised', async () => {
    typoAccount();
    const res = await send(createApp(), '/api/users/login', {
      method: 'POST',
      json: { email: 'asha@gmail.com', password: 'secret-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: 'session.u1.cookie', user: NORMALISED_USER });
  });

  it('GET /users shows it normalised, and PUT /users saves what was sent', async () => {
    typoAccount();
    const headers = { authorization: 'Bearer session.u1.cookie' };
    const got = await send(createApp(), '/api/users', { headers });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(NORMALISED_USER);

    const put = await send(createApp(), '/api/users', {
      method: 'PUT',
      headers,
      json: { name: 'Asha Verma', location: 'Kota', image: '' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...NORMALISED_USER, name: 'Asha Verma', location: 'Kota' });
    expect(fake.read('users/u1')).toMatchObject({
      name: 'Asha Verma',
      location: 'Kota',
      image: '',
      phone: 9876543210,
    });
  });

  it('verifying a sign-up whose contested mark was typed over keeps no password, and signs in', async () => {
    const { uid, otp } = await registered();
    fake.put(`users/${uid}`, { ...fake.read(`users/${uid}`), pendingPasswordReplacements: 'yes' });
    const res = await send(createApp(), '/api/users/verify-otp', {
      method: 'POST',
      json: { email: REGISTRATION.email, otp },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token: `session.${uid}.cookie`,
      user: { name: 'Asha Verma' },
    });
    expect(state.users.get(uid)?.password).not.toBe(REGISTRATION.password);
    expect(fake.read(`users/${uid}`)).toMatchObject({ pendingPasswordReplacements: 0 });
    expect(mails().at(-1)?.message.subject).toBe('NoteSea: choose your password');
  });
});

describe('an OTP record that does not fit holds no valid code', () => {
  it('verify answers "No active OTP" without counting a try', async () => {
    const { uid, otp } = await registered();
    const typed = { ...fake.read(`otps/${uid}`), attempts: '0' };
    fake.put(`otps/${uid}`, typed);
    const res = await send(createApp(), '/api/users/verify-otp', {
      method: 'POST',
      json: { email: REGISTRATION.email, otp },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(NO_OTP);
    expect(fake.read(`otps/${uid}`)).toEqual(typed);
    expect(state.users.get(uid)?.emailVerified).toBe(false);
  });

  it('a new code is sent at once (the first send left its claim), and it verifies', async () => {
    const { uid } = await registered();
    fake.put(`otps/${uid}`, { ...fake.read(`otps/${uid}`), sentAt: 'just now' });
    const resent = await send(createApp(), '/api/users/resend-otp', {
      method: 'POST',
      json: { email: REGISTRATION.email },
    });
    expect(resent.status).toBe(200);
    expect(mails()).toHaveLength(2);
    const res = await send(createApp(), '/api/users/verify-otp', {
      method: 'POST',
      json: { email: REGISTRATION.email, otp: lastOtp() },
    });
    expect(res.status).toBe(200);
    expect(state.users.get(uid)?.emailVerified).toBe(true);
  });

  it('a sentAt typed into the future holds no code back', async () => {
    const { uid } = await registered();
    const nextYear = Timestamp.fromMillis(state.nowMs + 365 * 86_400_000);
    fake.put(`otps/${uid}`, { ...fake.read(`otps/${uid}`), sentAt: nextYear });
    const resent = await send(createApp(), '/api/users/resend-otp', {
      method: 'POST',
      json: { email: REGISTRATION.email },
    });
    expect(resent.status).toBe(200);
    expect(mails()).toHaveLength(2);
  });

  it('two resends reading the same unreadable record send one code', async () => {
    const { uid } = await registered();
    fake.put(`otps/${uid}`, { hash: 42 });
    const results = await Promise.all(
      [1, 2].map(() =>
        send(createApp(), '/api/users/resend-otp', {
          method: 'POST',
          json: { email: REGISTRATION.email },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(mails()).toHaveLength(2);
  });

  it('the code sent after it still waits 60 s before the next', async () => {
    const { uid } = await registered();
    fake.put(`otps/${uid}`, { hash: 42 });
    const resend = () =>
      send(createApp(), '/api/users/resend-otp', {
        method: 'POST',
        json: { email: REGISTRATION.email },
      });
    expect((await resend()).status).toBe(200);
    const again = await resend();
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      message: 'Please wait 60 seconds before requesting a new OTP.',
    });
  });
});

describe('a reset link stored in a shape that does not fit', () => {
  it('changes no password, answers invalid and is deleted', async () => {
    typoAccount();
    const token = 'ab'.repeat(32);
    const path = `passwordResets/${hashResetToken(token)}`;
    fake.put(path, {
      uid: 42,
      createdAt: Timestamp.fromMillis(state.nowMs),
      expiresAt: Timestamp.fromMillis(state.nowMs + 900_000),
    });
    const res = await send(createApp(), `/api/users/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'new-secret' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This reset link is invalid or has already been used. Please request a new one.',
      code: 'bad_request',
    });
    expect(fake.read(path)).toBeUndefined();
    expect(state.updates).toEqual([]);
  });

  it('a link that fits still works, emailed with the normalised name', async () => {
    typoAccount();
    const forgot = await send(createApp(), '/api/users/forgot-password', {
      method: 'POST',
      json: { email: 'asha@gmail.com' },
    });
    expect(forgot.status).toBe(200);
    const mail = mails().at(-1)!;
    expect(mail.message.text).toMatch(/^Hi 42,/);
    const token = /reset-password\/([0-9a-f]{64})/.exec(mail.message.text)?.[1];
    const res = await send(createApp(), `/api/users/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'new-secret' },
    });
    expect(res.status).toBe(200);
    expect(state.users.get('u1')?.password).toBe('new-secret');
  });
});
