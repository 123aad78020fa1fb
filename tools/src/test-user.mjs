import { randomUUID } from 'node:crypto';
import { emulatorAdmin } from './admin.mjs';
import { HOSTS } from './paths.mjs';

/**
 * A verified bench user with a profile and a session cookie, made the way the API makes them
 * (Auth emulator sign-in → createSessionCookie). `name` shows in the header and on /profile
 * (`npm run screenshots` uses a real-looking one).
 * @param {{ name?: string }} [options]
 * @returns {Promise<{ uid: string, email: string, token: string }>}
 */
export async function createBenchUser({ name = 'Bench User' } = {}) {
  const { auth, db } = emulatorAdmin();
  const email = `bench.${randomUUID().slice(0, 8)}@gmail.com`;
  const password = `pw-${randomUUID()}`;
  const user = await auth.createUser({
    email,
    password,
    emailVerified: true,
    displayName: name,
  });
  await db.doc(`users/${user.uid}`).set({
    name,
    email,
    phone: '9876543210',
    collegeStudent: true,
    gender: 'Other',
    location: 'Kota',
    bio: '',
    image: '',
    createdAt: new Date(),
  });
  const res = await fetch(
    `http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  const { idToken } = await res.json();
  const token = await auth.createSessionCookie(idToken, { expiresIn: 3600 * 1000 });
  return { uid: user.uid, email, token };
}
