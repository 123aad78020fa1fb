import { randomUUID } from 'node:crypto';
import { admin } from './admin.js';
import { AUTH_EMULATOR_HOST } from './env.js';

export type TestUser = {
  uid: string;
  email: string;
  password: string;
  name: string;
  token: string;
};

/**
 * Creates a verified user in the Auth emulator with a profile document and mints a session
 * cookie for it the way the API does (signInWithPassword → createSessionCookie), so suites can
 * call protected routes without going through registration.
 */
export async function createTestUser(overrides: { name?: string } = {}): Promise<TestUser> {
  const id = randomUUID().slice(0, 8);
  const email = `test.${id}@gmail.com`;
  const password = `pw-${randomUUID()}`;
  const name = overrides.name ?? `Test User ${id}`;
  const user = await admin.auth.createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
  });
  await admin.db.doc(`users/${user.uid}`).set({
    name,
    email,
    phone: '9876543210',
    collegeStudent: true,
    gender: 'Other',
    location: '',
    bio: '',
    image: '',
    createdAt: new Date(),
  });
  const token = await sessionFor(email, password);
  return { uid: user.uid, email, password, name, token };
}

/** A fresh session cookie for an existing email/password account. */
export async function sessionFor(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { idToken } = (await res.json()) as { idToken: string };
  return admin.auth.createSessionCookie(idToken, { expiresIn: 14 * 24 * 3600 * 1000 });
}
