import { describe, expect, it } from 'vitest';
import { eventDocId, paymentEventOf } from './webhook-service.js';

const captured = {
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: 'pay_ABC123',
        order_id: 'order_XYZ',
        amount: 54900,
        currency: 'INR',
        status: 'captured',
      },
    },
  },
};

describe('paymentEventOf', () => {
  it('reads a payment.captured event', () => {
    expect(paymentEventOf(captured)).toEqual({
      event: 'payment.captured',
      paymentId: 'pay_ABC123',
      razorpayOrderId: 'order_XYZ',
      amount: 54900,
      currency: 'INR',
      receipt: '',
    });
  });

  it('reads the receipt of an order.paid event', () => {
    const orderPaid = {
      ...captured,
      event: 'order.paid',
      payload: {
        ...captured.payload,
        order: { entity: { id: 'order_XYZ', receipt: 'NS-7K3Q9M' } },
      },
    };
    expect(paymentEventOf(orderPaid)).toMatchObject({ event: 'order.paid', receipt: 'NS-7K3Q9M' });
  });

  it.each([
    ['another event', { ...captured, event: 'payment.failed' }],
    ['no payment', { ...captured, payload: {} }],
    [
      'a payment id that is not one',
      { ...captured, payload: { payment: { entity: { id: '../x', order_id: 'order_XYZ' } } } },
    ],
    ['no order id', { ...captured, payload: { payment: { entity: { id: 'pay_A' } } } }],
    ['not an object', 'payment.captured'],
    ['null', null],
  ])('ignores %s', (_label, body) => {
    expect(paymentEventOf(body)).toBeUndefined();
  });
});

describe('eventDocId', () => {
  it('keeps Razorpay event ids and hashes anything else', () => {
    expect(eventDocId('KVl8aXyz123')).toBe('KVl8aXyz123');
    expect(eventDocId('a/b')).toMatch(/^[0-9a-f]{64}$/);
  });
});
