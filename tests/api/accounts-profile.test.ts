/**
 * GET /users and PUT /users (docs/product.md §2 /profile, §7): the caller's own profile only, no
 * secret fields, the same field rules as registration, read-only email, and a password change
 * that ends the other sessions and hands back a fresh token.
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser, sessionFor } from '../support/users.js';
import { USER_KEYS, verifiedAccount, type User } from './accounts-support.js';

const NOT_AUTHORIZED = { message: 'Not authorized', code: 'unauthorized' };

describe('GET /users', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const token of [undefined, 'garbage', 'a.b.c']) {
      const res = await api('/users', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_AUTHORIZED);
    }
  });

  it('returns the profile fields only', async () => {
    const account = await verifiedAccount({
      name: 'Ravi Kumar',
      gender: 'Male',
      collegeStudent: false,
    });
    const res = await api<User>('/users', { token: account.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_KEYS);
    expect(res.body).toEqual({
      _id: await admin.auth.getUserByEmail(account.email).then((u) => u.uid),
      name: 'Ravi Kumar',
      email: account.email,
      phone: '9876543210',
      collegeStudent: false,
      gender: 'Male',
      location: '',
      bio: '',
      image: '',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(res.body)).not.toContain(account.password);
  });
});

describe('a profile typed over in the Firebase console', () => {
  it('still signs its student in and shows, each typo read as its type', async () => {
    const account = await createTestUser({ name: 'Typo Student' });
    await admin.db.doc(`users/${account.uid}`).update({
      name: 42,
      phone: 9876543210,
      collegeStudent: 'TRUE',
      gender: 'female',
      location: null,
      image: 'me.png',
      createdAt: 'yesterday',
    });
    const expected = {
      _id: account.uid,
      name: '42',
      email: account.email,
      phone: '9876543210',
      collegeStudent: true,
      gender: 'Female',
      location: '',
      bio: '',
      image: '',
    };
    const login = await api<{ token: string; user: User }>('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual(expected);
    const got = await api<User>('/users', { token: login.body.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(expected);
    const unread = await api<{ unread: number }>('/notifications/unread', {
      token: login.body.token,
    });
    expect(unread.status).toBe(200);

    const put = await api<User>('/users', {
      method: 'PUT',
      token: login.body.token,
      body: { name: 'Typo Fixed', location: 'Kota' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...expected, name: 'Typo Fixed', location: 'Kota' });
    expect((await admin.db.doc(`users/${account.uid}`).get()).data()).toMatchObject({
      name: 'Typo Fixed',
      location: 'Kota',
    });
  });
});

describe('PUT /users', () => {
  it('updates the editable fields and answers the updated user', async () => {
    const account = await createTestUser();
    const change = {
      name: '  New Name ',
      phone: '9000000001',
      gender: 'Female',
      location: 'Pune',
      bio: 'CSE, 3rd year',
      image: 'https://example.com/me.png',
      email: account.email,
      password: '',
    };
    const res = await api<User>('/users', { method: 'PUT', token: account.token, body: change });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_KEYS);
    expect(res.body).toMatchObject({
      _id: account.uid,
      name: 'New Name',
      phone: '9000000001',
      gender: 'Female',
      location: 'Pune',
      bio: 'CSE, 3rd year',
      image: 'https://example.com/me.png',
      email: account.email,
    });
    const stored = (await admin.db.doc(`users/${account.uid}`).get()).data();
    expect(stored).toMatchObject({ name: 'New Name', location: 'Pune', collegeStudent: true });
    // No password change: the session lives on and no token is handed out.
    expect(res.body).not.toHaveProperty('token');
    expect((await api('/users', { token: account.token })).status).toBe(200);
  });

  it('changes only the fields sent', async () => {
    const account = await createTestUser();
    const res = await api<User>('/users', {
      method: 'PUT',
      token: account.token,
      body: { bio: 'hi' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bio: 'hi', name: account.name, phone: '9876543210' });
  });

  it.each([
    [{ name: 'Al' }, 'Name must be at least 3 characters long'],
    [{ phone: '12345' }, 'Phone number must be 10 digits'],
    [{ gender: 'Robot' }, 'Please select your gender'],
    [{ password: 'abc' }, 'Password must be at least 6 characters'],
    [{ image: 'javascript:alert(1)' }, 'Image must be a link starting with http:// or https://'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ name: 'Valid Name', phone: '1' }, 'Phone number must be 10 digits'],
  ])('refuses %j with 400 %s and changes nothing', async (body, message) => {
    const account = await createTestUser();
    const before = (await admin.db.doc(`users/${account.uid}`).get()).data();
    const res = await api('/users', { method: 'PUT', token: account.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    expect((await admin.db.doc(`users/${account.uid}`).get()).data()).toEqual(before);
  });

  it('keeps the email read-only: a different one is a 400 and nothing changes', async () => {
    const account = await createTestUser();
    const before = (await admin.db.doc(`users/${account.uid}`).get()).data();
    const res = await api('/users', {
      method: 'PUT',
      token: account.token,
      body: { name: 'Changed Name', email: 'someone.else@gmail.com' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Email cannot be changed', code: 'bad_request' });
    expect((await admin.db.doc(`users/${account.uid}`).get()).data()).toEqual(before);
    expect((await admin.auth.getUser(account.uid)).email).toBe(account.email);
  });

  it('offers no way to read or change another user’s profile', async () => {
    const me = await createTestUser();
    const victim = await createTestUser();
    const victimBefore = (await admin.db.doc(`users/${victim.uid}`).get()).data();

    // Naming the victim in the body does not retarget the update.
    const res = await api<User>('/users', {
      method: 'PUT',
      token: me.token,
      body: { _id: victim.uid, uid: victim.uid, id: victim.uid, bio: 'pwned' },
    });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(me.uid);
    expect((await admin.db.doc(`users/${victim.uid}`).get()).data()).toEqual(victimBefore);
    expect((await admin.db.doc(`users/${me.uid}`).get()).get('bio')).toBe('pwned');

    // Nor the victim's email.
    const byEmail = await api('/users', {
      method: 'PUT',
      token: me.token,
      body: { email: victim.email, bio: 'pwned' },
    });
    expect(byEmail.status).toBe(400);
    expect((await admin.db.doc(`users/${victim.uid}`).get()).data()).toEqual(victimBefore);

    // There is no per-id route to read or write.
    for (const method of ['GET', 'PUT']) {
      const direct = await api(`/users/${victim.uid}`, {
        method,
        token: me.token,
        body: method === 'PUT' ? { bio: 'pwned' } : undefined,
      });
      expect(direct.status).toBe(404);
    }
    const mine = await api<User>('/users', { token: me.token });
    expect(mine.body._id).toBe(me.uid);
    expect(JSON.stringify(mine.body)).not.toContain(victim.email);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const res = await api('/users', { method: 'PUT', body: { name: 'Nobody Here' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(NOT_AUTHORIZED);
  });

  it('a new password ends the other sessions and returns a fresh token', async () => {
    const account = await createTestUser();
    const otherDevice = await sessionFor(account.email, account.password);
    const started = Date.now();
    const res = await api<User & { token: string }>('/users', {
      method: 'PUT',
      token: account.token,
      body: { password: 'brand-new-pw', email: account.email, name: account.name },
    });
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...USER_KEYS, 'token'].sort());
    expect(took).toBeLessThan(5_000);

    for (const token of [account.token, otherDevice]) {
      expect((await api('/users', { token })).status).toBe(401);
    }
    expect((await api('/users', { token: res.body.token })).status).toBe(200);

    const oldLogin = await api('/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api('/users/login', {
      body: { email: account.email, password: 'brand-new-pw' },
    });
    expect(newLogin.status).toBe(200);
  });
});
