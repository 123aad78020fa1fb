import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const { storedRazorpayOrderId } = await import('./payment-service.js');

describe('storedRazorpayOrderId', () => {
  const order = { razorpayOrderId: 'order_B', razorpayOrderIds: { order_A: true, order_B: true } };

  it('takes the id the browser names when this order created it', () => {
    expect(storedRazorpayOrderId(order, 'order_B')).toBe('order_B');
    // Lost a race between two tabs: the first Razorpay order is still ours.
    expect(storedRazorpayOrderId(order, 'order_A')).toBe('order_A');
  });

  it('never takes an id this order did not create', () => {
    expect(storedRazorpayOrderId(order, 'order_EVIL')).toBe('order_B');
    expect(storedRazorpayOrderId(order, undefined)).toBe('order_B');
    expect(storedRazorpayOrderId({ razorpayOrderId: 'order_B' }, 'order_A')).toBe('order_B');
    expect(storedRazorpayOrderId(order, 'constructor')).toBe('order_B');
    expect(
      storedRazorpayOrderId({ ...order, razorpayOrderIds: { order_A: false } }, 'order_A'),
    ).toBe('order_B');
  });

  it('gives nothing to check against before a Razorpay order exists', () => {
    expect(storedRazorpayOrderId({ razorpayOrderId: null }, 'order_A')).toBe('');
    expect(
      storedRazorpayOrderId({ razorpayOrderId: null, razorpayOrderIds: { '': true } }, ''),
    ).toBe('');
  });
});
