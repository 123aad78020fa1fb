import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import { storedOrder } from '../../test-utils/orders.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { normalisedFields, storedOrderSchema } = await import('./stored.js');
const { orders } = await import('./schema.js');
const { storedData } = await import('../../lib/stored.js');

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  vi.mocked(logger.warn).mockClear();
});

describe('storedOrderSchema: what the API writes must fit exactly', () => {
  it('takes an order as createOrder and a payment write it', () => {
    expect(storedOrderSchema.parse(storedOrder())).toEqual(storedOrder());
    const paid = storedOrder({
      paymentStatus: 'completed',
      razorpayOrderId: 'order_A',
      razorpayOrderIds: { order_A: true },
      razorpayPaymentId: 'pay_A',
      paidAt: Timestamp.fromMillis(1_000),
      deliveryDate: Timestamp.fromMillis(2_000),
    });
    expect(storedOrderSchema.parse(paid)).toEqual(paid);
  });

  it('keeps fields it does not know (a note added in the console)', () => {
    const data = { ...storedOrder(), note: 'called the buyer' };
    expect(storedOrderSchema.parse(data)).toEqual(data);
  });

  it.each([
    ['totalAmount', '499'],
    ['totalAmount', 499.5],
    ['totalAmount', 0],
    ['basePrice', Number.NaN],
    ['basePrice', undefined],
    ['currency', 'USD'],
    ['paymentStatus', 'Paid'],
    ['paymentStatus', undefined],
    ['planType', 'premium'],
    ['uid', ''],
    ['createdAt', '2025-10-01'],
    ['paidAt', '2025-10-01'],
    ['razorpayOrderIds', ['order_A']],
  ])('refuses %s = %j', (field, value) => {
    expect(storedOrderSchema.safeParse({ ...storedOrder(), [field]: value }).success).toBe(false);
  });
});

describe("storedOrderSchema: the content team's fields are normalised, never refused", () => {
  it.each([
    ['delivered', 'delivered'],
    ['In Progress', 'in_progress'],
    ['deliverd', 'pending'],
    [42, 'pending'],
    [undefined, 'pending'],
  ])('orderStatus %j reads as %s', (value, status) => {
    const data = storedOrderSchema.parse({ ...storedOrder(), orderStatus: value });
    expect(data.orderStatus).toBe(status);
  });

  it.each([
    [['deliverables/NS-7K3Q9M/a.zip'], ['deliverables/NS-7K3Q9M/a.zip']],
    ['deliverables/NS-7K3Q9M/a.zip ', ['deliverables/NS-7K3Q9M/a.zip']],
    [[' x ', '', null], ['x']],
    [{ a: 1 }, []],
    [undefined, []],
  ])('projectFiles %j reads as %j', (value, files) => {
    const data = storedOrderSchema.parse({ ...storedOrder(), projectFiles: value });
    expect(data.projectFiles).toEqual(files);
  });

  it('names only the fields that read differently from what is stored', () => {
    expect(normalisedFields(storedOrder())).toEqual([]);
    expect(
      normalisedFields({ ...storedOrder(), orderStatus: 'Deliverd', projectFiles: 'a.zip' }),
    ).toEqual([
      { field: 'orderStatus', stored: 'Deliverd', readAs: 'pending' },
      { field: 'projectFiles', stored: 'a.zip', readAs: ['a.zip'] },
    ]);
  });
});

describe('orders() converter', () => {
  it('reads a console typo as its fallback and logs it with the path', async () => {
    fake.put('orders/NS-7K3Q9M', { ...storedOrder(), orderStatus: 'shipped' });
    const data = storedData(await orders().doc('NS-7K3Q9M').get());
    expect(data?.orderStatus).toBe('pending');
    expect(logger.warn).toHaveBeenCalledWith('order field normalised', {
      path: 'orders/NS-7K3Q9M',
      field: 'orderStatus',
      stored: 'shipped',
      readAs: 'pending',
    });
  });

  it('reads an order our code could not have written as missing, and logs it', async () => {
    fake.put('orders/NS-7K3Q9M', { ...storedOrder(), totalAmount: '499' });
    expect(storedData(await orders().doc('NS-7K3Q9M').get())).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      'stored document refused',
      expect.objectContaining({ path: 'orders/NS-7K3Q9M', field: 'totalAmount' }),
    );
  });

  it('refuses to write an order that does not fit', async () => {
    await expect(
      orders()
        .doc('NS-7K3Q9M')
        .create({ ...storedOrder(), totalAmount: 0.5 }),
    ).rejects.toThrow();
    expect(fake.read('orders/NS-7K3Q9M')).toBeUndefined();
  });
});
