import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import { storedOrder } from '../../test-utils/orders.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { claimKey, fingerprintOf, keyRecordIds } = await import('./idempotency.js');
const { idempotencyKeyConverter } = await import('./stored.js');

const KEY = 'form-key-12345678';
const input = {
  projectId: 'quiz-app',
  planType: 'student' as const,
  userDetails: { name: 'Priya', email: 'p@gmail.com', phone: '9876543210' },
  projectDetails: { requirements: 'PPT', deadline: '2025-10-20' },
};
const [first, second, third] = keyRecordIds('u1', KEY).map((id) => `idempotencyKeys/${id}`);
const HOUR_MS = 3_600_000;

function record(orderId: string, extra: Record<string, unknown> = {}) {
  return {
    uid: 'u1',
    orderId,
    fingerprint: fingerprintOf(input),
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 24 * HOUR_MS),
    ...extra,
  };
}

function order(orderId: string, ageMs: number, overrides: Record<string, unknown> = {}) {
  return storedOrder({
    orderId,
    createdAt: Timestamp.fromMillis(Date.now() - ageMs),
    ...overrides,
  });
}

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  vi.mocked(logger.warn).mockClear();
});

describe('an idempotency record that does not fit', () => {
  it('answers the buyer order of the same form it may have made: no second order', async () => {
    fake.put('orders/NS-AAAAAA', order('NS-AAAAAA', HOUR_MS));
    fake.put(first!, record('NS-AAAAAA', { fingerprint: 42 }));
    const earlier = await claimKey('u1', KEY, input).existingOrder();
    expect(earlier?.id).toBe('NS-AAAAAA');
    expect(fake.read(second!)).toBeUndefined();
    expect(vi.mocked(logger.warn).mock.calls.map(([m]) => m)).toContain(
      'idempotency record unreadable, passed over',
    );
  });

  it('claims the key in its next record when no such order exists, exactly once', async () => {
    fake.put('orders/NS-OLD000', order('NS-OLD000', 25 * HOUR_MS));
    fake.put('orders/NS-OTHER0', order('NS-OTHER0', HOUR_MS, { planType: 'business' }));
    fake.put(first!, record('NS-AAAAAA', { orderId: 7 }));
    const a = claimKey('u1', KEY, input);
    const b = claimKey('u1', KEY, input);
    expect(await a.existingOrder()).toBeUndefined();
    expect(await b.existingOrder()).toBeUndefined();
    expect([await a.claim('NS-BBBBBB'), await b.claim('NS-CCCCCC')]).toEqual([true, false]);
    expect(fake.read(second!)).toMatchObject({ orderId: 'NS-BBBBBB', uid: 'u1' });
    expect(fake.read(first!)).toMatchObject({ orderId: 7 });

    // The order is made; the form sent again is answered through the new record.
    fake.put('orders/NS-BBBBBB', order('NS-BBBBBB', 0));
    expect((await b.waitForOrder()).id).toBe('NS-BBBBBB');
    expect((await claimKey('u1', KEY, input).existingOrder())?.id).toBe('NS-BBBBBB');
  });

  it('still refuses the key for another form once the next record holds it', async () => {
    fake.put(first!, record('NS-AAAAAA', { createdAt: 'yesterday' }));
    fake.put(second!, record('NS-BBBBBB'));
    const other = claimKey('u1', KEY, { ...input, planType: 'business' });
    await expect(other.existingOrder()).rejects.toThrow('different details');
  });

  it('gives up (409, a new form works) only when every record of the key is unreadable', async () => {
    for (const path of [first!, second!, third!]) fake.put(path, record('NS-A', { uid: null }));
    await expect(claimKey('u1', KEY, input).existingOrder()).rejects.toThrow(
      'Your previous attempt did not complete',
    );
    expect(await claimKey('u1', 'another-key-123', input).existingOrder()).toBeUndefined();
  });

  it('refuses to write a record of the wrong shape', () => {
    expect(() =>
      idempotencyKeyConverter.toFirestore(record('NS-A', { fingerprint: 'x' })),
    ).toThrow();
    expect(() => idempotencyKeyConverter.toFirestore(record('', {}))).toThrow();
  });
});
