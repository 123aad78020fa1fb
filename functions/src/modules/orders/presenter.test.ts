import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Stored } from '../../lib/present.js';
import { storedOrder } from '../../test-utils/orders.js';
import { orderStatusOf, presentCreatedOrder, presentOrder, projectFilesOf } from './presenter.js';
import { storedOrderSchema, type StoredOrder } from './stored.js';

const stored: Stored<StoredOrder> = {
  id: 'NS-7K3Q9M',
  data: storedOrder({
    planType: 'business',
    basePrice: 1599,
    totalAmount: 1599,
    paymentStatus: 'completed',
    orderStatus: 'delivered',
    projectFiles: ['deliverables/NS-7K3Q9M/app.zip'],
    razorpayOrderId: 'order_x',
    razorpayPaymentId: 'pay_x',
    paidAt: Timestamp.fromDate(new Date('2025-10-01T10:05:00.000Z')),
    deliveryDate: Timestamp.fromDate(new Date('2025-10-05T10:05:00.000Z')),
  }),
};

describe('presentOrder (docs/product.md §3 Order)', () => {
  it('answers the order shape with ISO dates and no internal fields', () => {
    expect(presentOrder(stored)).toEqual({
      _id: 'NS-7K3Q9M',
      orderId: 'NS-7K3Q9M',
      project: { _id: 'quiz-app', name: 'Quiz App', category: 'easy' },
      planType: 'business',
      userDetails: { name: 'Priya', email: 'p@gmail.com', phone: '9876543210' },
      projectDetails: { requirements: 'PPT', deadline: '2025-10-20' },
      basePrice: 1599,
      totalAmount: 1599,
      currency: 'INR',
      paymentStatus: 'completed',
      orderStatus: 'delivered',
      projectFiles: ['deliverables/NS-7K3Q9M/app.zip'],
      createdAt: '2025-10-01T10:00:00.000Z',
      paidAt: '2025-10-01T10:05:00.000Z',
      deliveryDate: '2025-10-05T10:05:00.000Z',
    });
  });

  it("presents the content team's typos as their documented fallbacks", () => {
    const data = storedOrderSchema.parse({
      ...storedOrder(),
      orderStatus: 'deliverd',
      projectFiles: ' deliverables/NS-7K3Q9M/a.zip ',
      project: { name: 'Quiz App', category: 'Easy' },
    });
    expect(presentOrder({ id: 'NS-7K3Q9M', data })).toMatchObject({
      project: { _id: 'quiz-app', name: 'Quiz App', category: '' },
      paymentStatus: 'pending',
      orderStatus: 'pending',
      projectFiles: ['deliverables/NS-7K3Q9M/a.zip'],
      paidAt: null,
      deliveryDate: null,
    });
  });

  it('answers POST /orders with { orderId, _id, totalAmount }', () => {
    expect(presentCreatedOrder(stored)).toEqual({
      orderId: 'NS-7K3Q9M',
      _id: 'NS-7K3Q9M',
      totalAmount: 1599,
    });
  });
});

describe("content team's fields", () => {
  it.each([
    ['delivered', 'delivered'],
    ['Delivered', 'delivered'],
    [' in_progress ', 'in_progress'],
    ['In Progress', 'in_progress'],
    ['in-progress', 'in_progress'],
    ['pending', 'pending'],
    ['shipped', 'pending'],
    [undefined, 'pending'],
  ])('orderStatus %j → %s', (value, status) => {
    expect(orderStatusOf(value)).toBe(status);
  });

  it('projectFiles: list of trimmed paths; a single string counts as one', () => {
    expect(projectFilesOf([' deliverables/a/b.zip ', '', 3])).toEqual([
      'deliverables/a/b.zip',
      '3',
    ]);
    expect(projectFilesOf('deliverables/a/b.zip')).toEqual(['deliverables/a/b.zip']);
    expect(projectFilesOf(undefined)).toEqual([]);
  });
});
