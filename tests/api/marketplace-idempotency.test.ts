import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { bookingBody, storedOrder, type Created } from '../support/marketplace.js';
import { createTestUser } from '../support/users.js';

// "The same form submitted twice (double click, retry) must not create two orders": the web app
// sends one Idempotency-Key per opened booking form.
const QUIZ = 'quiz-app-java-swing';
// The functions emulator starts one worker per concurrent request: slow on a small machine.
const CONCURRENCY_TIMEOUT_MS = 120_000;

async function ordersOf(uid: string) {
  return (await admin.db.collection('orders').where('uid', '==', uid).get()).docs;
}

describe('POST /orders with Idempotency-Key', () => {
  it('answers a resubmitted form with the same order, stored once', async () => {
    const fresh = await createTestUser();
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = bookingBody(QUIZ);
    const first = await api<Created>('/orders', { token: fresh.token, body, headers });
    const second = await api<Created>('/orders', { token: fresh.token, body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await ordersOf(fresh.uid)).toHaveLength(1);
  });

  it(
    'creates one order for 8 concurrent submissions (double click)',
    async () => {
      const fresh = await createTestUser();
      const headers = { 'Idempotency-Key': randomUUID() };
      const body = bookingBody(QUIZ);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          api<Created>('/orders', { token: fresh.token, body, headers }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
      expect(await ordersOf(fresh.uid)).toHaveLength(1);
    },
    CONCURRENCY_TIMEOUT_MS,
  );

  it('keys are per user: another user with the same key gets their own order', async () => {
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await api<Created>('/orders', {
      token: a.token,
      body: bookingBody(QUIZ),
      headers,
    });
    const second = await api<Created>('/orders', {
      token: b.token,
      body: bookingBody(QUIZ),
      headers,
    });
    expect(second.status).toBe(201);
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect(await storedOrder(second.body._id)).toMatchObject({ uid: b.uid });
  });

  it('refuses the same key with different details (409) and stores nothing new', async () => {
    const fresh = await createTestUser();
    const headers = { 'Idempotency-Key': randomUUID() };
    await api('/orders', { token: fresh.token, body: bookingBody(QUIZ), headers });
    const res = await api('/orders', {
      token: fresh.token,
      body: bookingBody(QUIZ, 'business'),
      headers,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message:
        'This booking form was already submitted with different details. Please reopen the form and try again.',
      code: 'conflict',
    });
    expect(await ordersOf(fresh.uid)).toHaveLength(1);
  });

  it('a failed submission does not use up the key', async () => {
    const fresh = await createTestUser();
    const headers = { 'Idempotency-Key': randomUUID() };
    const bad = bookingBody(QUIZ);
    bad.userDetails.phone = '123';
    expect((await api('/orders', { token: fresh.token, body: bad, headers })).status).toBe(400);
    expect(
      (await api('/orders', { token: fresh.token, body: bookingBody(QUIZ), headers })).status,
    ).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const res = await api('/orders', {
      token: (await createTestUser()).token,
      body: bookingBody(QUIZ),
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
      code: 'validation',
    });
  });
});
