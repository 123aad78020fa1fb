import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import { storedOrder } from '../../test-utils/orders.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({
  db: () => state.fake,
  auth: () => ({
    verifySessionCookie: (token: string) =>
      token === 'good.session.cookie'
        ? Promise.resolve({ uid: 'u1', email: 'a@gmail.com' })
        : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' })),
  }),
}));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

const AUTH = { authorization: 'Bearer good.session.cookie' };
let fake: FakeFirestore;

function order(uid: string, createdAtMs: number) {
  return storedOrder({ uid, createdAt: Timestamp.fromMillis(createdAtMs) });
}

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('orders/NS-AAAAA3', { ...order('u1', 1_000), orderId: 'NS-AAAAA3' });
  fake.put('orders/NS-AAAAA4', { ...order('u1', 9_000), orderId: 'NS-AAAAA4' });
  fake.put('orders/NS-AAAAA6', { ...order('u2', 5_000), orderId: 'NS-AAAAA6' });
  fake.resetCounters();
});

describe('GET /api/orders/myorders', () => {
  it("lists the caller's orders newest first in one query, not cacheable", async () => {
    const res = await send(createApp(), '/api/orders/myorders', { headers: AUTH });
    expect(res.status).toBe(200);
    expect((res.body as Array<{ _id: string }>).map((o) => o._id)).toEqual([
      'NS-AAAAA4',
      'NS-AAAAA3',
    ]);
    expect(fake.queries + fake.gets).toBe(1);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists an order whose content-team fields have typos, with the documented fallbacks', async () => {
    fake.put('orders/NS-AAAAA7', {
      ...order('u1', 20_000),
      orderId: 'NS-AAAAA7',
      orderStatus: 'Deliverd',
      projectFiles: ' deliverables/NS-AAAAA7/app.zip ',
    });
    const res = await send(createApp(), '/api/orders/myorders', { headers: AUTH });
    expect(res.status).toBe(200);
    const [first] = res.body as Array<{ _id: string; orderStatus: string; projectFiles: string[] }>;
    expect(first).toMatchObject({
      _id: 'NS-AAAAA7',
      orderStatus: 'pending',
      projectFiles: ['deliverables/NS-AAAAA7/app.zip'],
    });
  });

  it('leaves out an order whose money fields are not what the API writes', async () => {
    fake.put('orders/NS-AAAAA7', {
      ...order('u1', 20_000),
      orderId: 'NS-AAAAA7',
      totalAmount: '1',
    });
    const res = await send(createApp(), '/api/orders/myorders', { headers: AUTH });
    expect(res.status).toBe(200);
    expect((res.body as Array<{ _id: string }>).map((o) => o._id)).toEqual([
      'NS-AAAAA4',
      'NS-AAAAA3',
    ]);
  });
});

describe('every orders route needs a session', () => {
  it.each([
    ['POST', '/api/orders'],
    ['POST', '/api/orders/create-razorpay-order'],
    ['POST', '/api/orders/verify-payment'],
    ['GET', '/api/orders/myorders'],
    ['GET', '/api/orders/NS-AAAAA3/download'],
  ])('%s %s → 401 without a valid token, reading nothing', async (method, path) => {
    const res = await send(createApp(), path, {
      method,
      headers: { authorization: 'Bearer bad.session.cookie' },
      ...(method === 'POST' ? { json: {} } : {}),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
    expect(fake.queries + fake.gets + fake.writes).toBe(0);
  });
});

describe('another user’s order', () => {
  it('is 404 Order not found on download, as if it did not exist', async () => {
    const res = await send(createApp(), '/api/orders/NS-AAAAA6/download', { headers: AUTH });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Order not found', code: 'not_found' });
  });
});
