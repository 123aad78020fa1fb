/**
 * A well-formed stored order (modules/orders/stored.ts) for unit tests, with `overrides` applied.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { StoredOrder } from '../modules/orders/stored.js';

export function storedOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    orderId: 'NS-7K3Q9M',
    uid: 'u1',
    projectId: 'quiz-app',
    project: { name: 'Quiz App', category: 'easy' },
    planType: 'student',
    userDetails: { name: 'Priya', email: 'p@gmail.com', phone: '9876543210' },
    projectDetails: { requirements: 'PPT', deadline: '2025-10-20' },
    basePrice: 499,
    totalAmount: 499,
    currency: 'INR',
    deliveryTime: 4,
    paymentStatus: 'pending',
    orderStatus: 'pending',
    projectFiles: [],
    razorpayOrderId: null,
    razorpayPaymentId: null,
    paidAt: null,
    deliveryDate: null,
    createdAt: Timestamp.fromDate(new Date('2025-10-01T10:00:00.000Z')),
    ...overrides,
  };
}
