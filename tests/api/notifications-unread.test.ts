/**
 * Unread notifications: `GET /notifications/unread` → `{ unread }` and
 * `POST /notifications/seen` → 204, per signed-in student; `GET /notifications` stays the public,
 * cached array for visitors (private for a signed-in student, with their own merged in).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

const published: string[] = [];

// notifications.test.ts expects exactly the seeded list: take ours out again.
afterAll(async () => {
  await Promise.all(published.map((id) => admin.db.doc(`notifications/${id}`).delete()));
});

/** Publishes a notification the way the content team does (console: createdAt Timestamp). */
async function publish(title: string): Promise<void> {
  // Strictly after whatever was stamped just before (server times have millisecond precision).
  await sleep(5);
  const ref = admin.db.collection('notifications').doc();
  await ref.set({ title, message: `${title} (test)`, createdAt: new Date() });
  published.push(ref.id);
}

async function unreadOf(token: string): Promise<number> {
  const res = await api<{ unread: number }>('/notifications/unread', { token });
  expect(res.status).toBe(200);
  return res.body.unread;
}

describe('GET /notifications/unread and POST /notifications/seen', () => {
  it('answer 401 without a session and store nothing', async () => {
    const unread = await api('/notifications/unread');
    expect(unread.status).toBe(401);
    expect(unread.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });

    const seen = await api('/notifications/seen', { method: 'POST' });
    expect(seen.status).toBe(401);
    expect(seen.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });

    const junk = await api('/notifications/unread', { token: 'not.a.session' });
    expect(junk.status).toBe(401);
  });

  it('count per student from their own last visit, and a new notification adds one', async () => {
    const asha = await createTestUser();
    const ravi = await createTestUser();
    // Only notifications published since they signed up count before a first visit to /soon.
    expect(await unreadOf(asha.token)).toBe(0);
    expect(await unreadOf(ravi.token)).toBe(0);

    await publish('Semester 5 notes are up');
    expect(await unreadOf(asha.token)).toBe(1);
    expect(await unreadOf(ravi.token)).toBe(1);

    const seen = await api('/notifications/seen', { method: 'POST', token: asha.token });
    expect(seen.status).toBe(204);
    expect(await unreadOf(asha.token)).toBe(0);
    expect(await unreadOf(ravi.token)).toBe(1);

    await publish('Exam timetable released');
    expect(await unreadOf(asha.token)).toBe(1);
    expect(await unreadOf(ravi.token)).toBe(2);

    // Ravi opens /soon: cleared for him only.
    expect((await api('/notifications/seen', { method: 'POST', token: ravi.token })).status).toBe(
      204,
    );
    expect(await unreadOf(ravi.token)).toBe(0);
    expect(await unreadOf(asha.token)).toBe(1);
  });

  it('store the last visit as server time on the profile, never shown in it', async () => {
    const student = await createTestUser();
    const before = Date.now();
    await api('/notifications/seen', { method: 'POST', token: student.token });

    const stored = (await admin.db.doc(`users/${student.uid}`).get()).data();
    expect(stored?.notificationsSeenAt).toBeInstanceOf(Timestamp);
    const seenAt = (stored?.notificationsSeenAt as Timestamp).toMillis();
    expect(seenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(seenAt).toBeLessThanOrEqual(Date.now() + 1000);
    // Profile fields untouched.
    expect(stored?.name).toBe(student.name);

    const profile = await api<Record<string, unknown>>('/users', { token: student.token });
    expect(profile.status).toBe(200);
    expect(profile.body).not.toHaveProperty('notificationsSeenAt');
  });

  it('the count is private (no-store); the list is public for visitors and private when signed in', async () => {
    const student = await createTestUser();
    const unread = await api('/notifications/unread', { token: student.token });
    expect(unread.headers.get('cache-control')).toBe('no-store');

    // A signed-in student's list also holds their own notifications (none yet here,
    // so the same array), so it is never cached publicly; the visitor's stays cacheable.
    const visitor = await api<unknown[]>('/notifications');
    const signedIn = await api<unknown[]>('/notifications', { token: student.token });
    expect(Array.isArray(signedIn.body)).toBe(true);
    expect(signedIn.body).toEqual(visitor.body);
    expect(visitor.headers.get('cache-control')).toMatch(/^public/);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    for (const res of [visitor, signedIn]) expect(res.headers.get('vary')).toMatch(/Authorization/);
  });
});
