import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import { storedOrder } from '../../test-utils/orders.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));
vi.mock('../../lib/clock.js', () => ({ now: () => new Date('2025-10-01T10:30:00.000Z') }));

const { storedPaymentSchema, storedWebhookEventSchema } = await import('./stored.js');
const { recordPayment } = await import('../orders/payment-service.js');

const AT = Timestamp.fromDate(new Date('2025-10-01T10:00:00.000Z'));
const PAYMENT = {
  orderRef: 'NS-7K3Q9M',
  razorpayOrderId: 'order_A',
  amount: 499,
  currency: 'INR',
  source: 'checkout',
  at: AT,
};
const FACTS = {
  razorpayPaymentId: 'pay_A',
  razorpayOrderId: 'order_A',
  source: 'webhook',
} as const;

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('orders/NS-7K3Q9M', storedOrder({ razorpayOrderId: 'order_A' }));
});

describe('storedPaymentSchema', () => {
  it('takes what recordPayment writes', () => {
    expect(storedPaymentSchema.parse(PAYMENT)).toEqual(PAYMENT);
  });

  it.each([
    ['orderRef', ''],
    ['amount', 499.5],
    ['amount', '499'],
    ['currency', 'USD'],
    ['source', 'console'],
    ['at', null],
  ])('refuses %s = %j', (field, value) => {
    expect(storedPaymentSchema.safeParse({ ...PAYMENT, [field]: value }).success).toBe(false);
  });

  it('webhook events hold the event name and when it was processed', () => {
    expect(
      storedWebhookEventSchema.safeParse({ event: 'order.paid', processedAt: AT }).success,
    ).toBe(true);
    expect(storedWebhookEventSchema.safeParse({ event: 'order.paid' }).success).toBe(false);
  });
});

describe('recordPayment', () => {
  const order = { id: 'NS-7K3Q9M', data: storedOrder({ razorpayOrderId: 'order_A' }) };

  it('records the payment once and takes paidAt from the record', async () => {
    fake.put('payments/pay_A', PAYMENT);
    const paid = await recordPayment(order, FACTS);
    expect(paid.data).toMatchObject({ paymentStatus: 'completed', paidAt: AT });
    expect(fake.read('orders/NS-7K3Q9M')).toMatchObject({ paymentStatus: 'completed', paidAt: AT });
  });

  it('writes a fresh record that fits', async () => {
    await recordPayment(order, FACTS);
    expect(fake.read('payments/pay_A')).toEqual({
      ...PAYMENT,
      source: 'webhook',
      at: Timestamp.fromDate(new Date('2025-10-01T10:30:00.000Z')),
    });
  });

  it.each([
    ['another order', { ...PAYMENT, orderRef: 'NS-AAAAAA' }],
    ['a record that does not fit', { ...PAYMENT, at: 'yesterday' }],
  ])('answers 409 for %s and leaves the order unpaid', async (_label, record) => {
    fake.put('payments/pay_A', record);
    await expect(recordPayment(order, FACTS)).rejects.toMatchObject({ status: 409 });
    expect(fake.read('orders/NS-7K3Q9M')).toMatchObject({ paymentStatus: 'pending' });
  });
});
