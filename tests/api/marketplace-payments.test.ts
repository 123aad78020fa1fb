import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import {
  placeOrder,
  sandboxOrder,
  sandboxPay,
  signPayment,
  stackSecrets,
  startPayment,
  storedOrder,
  verify,
} from '../support/marketplace.js';
import { createTestUser, type TestUser } from '../support/users.js';

const QUIZ = { id: 'quiz-app-java-swing', student: 549, business: 1599, days: 4 };
const DAY_MS = 24 * 3600 * 1000;

// The functions emulator starts one worker per concurrent request: slow on a small machine.
const CONCURRENCY_TIMEOUT_MS = 120_000;

let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
});

async function paymentsOf(orderId: string) {
  return (await admin.db.collection('payments').where('orderRef', '==', orderId).get()).docs;
}

describe('POST /orders/create-razorpay-order', () => {
  it('needs a session', async () => {
    const res = await api('/orders/create-razorpay-order', { body: { orderId: 'NS-AAAAAA' } });
    expect(res.status).toBe(401);
  });

  it('charges the stored amount in paise, whatever amount the body carries', async () => {
    const created = await placeOrder(owner.token, QUIZ.id, 'business');
    const res = await api('/orders/create-razorpay-order', {
      token: owner.token,
      body: { orderId: created.orderId, amount: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: stackSecrets().RAZORPAY_KEY_ID,
      amount: QUIZ.business * 100,
      currency: 'INR',
      razorpayOrderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      checkoutScriptUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/checkout\.js$/),
    });
    // What Razorpay (the sandbox) was asked to charge.
    expect(await sandboxOrder(res.body.razorpayOrderId)).toMatchObject({
      amount: QUIZ.business * 100,
      currency: 'INR',
      receipt: created.orderId,
      notes: { orderRef: created.orderId },
    });
    expect(await storedOrder(created._id)).toMatchObject({
      razorpayOrderId: res.body.razorpayOrderId,
      totalAmount: QUIZ.business,
      paymentStatus: 'pending',
    });
  });

  it('reuses the Razorpay order on a second attempt', async () => {
    const created = await placeOrder(owner.token);
    const first = await startPayment(owner.token, created.orderId);
    const second = await startPayment(owner.token, created.orderId);
    expect(second.razorpayOrderId).toBe(first.razorpayOrderId);
  });

  it("answers 404 for another user's order and an unknown one, and starts nothing", async () => {
    const created = await placeOrder(owner.token);
    for (const orderId of [created.orderId, 'NS-AAAAAA']) {
      const res = await api('/orders/create-razorpay-order', {
        token: stranger.token,
        body: { orderId },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Order not found', code: 'not_found' });
    }
    expect((await storedOrder(created._id)).razorpayOrderId).toBeNull();
  });

  it('refuses to start paying a paid order (409)', async () => {
    const created = await placeOrder(owner.token);
    const { razorpayOrderId } = await startPayment(owner.token, created.orderId);
    expect(
      (await verify(owner.token, created.orderId, await sandboxPay(razorpayOrderId))).status,
    ).toBe(200);
    const res = await api('/orders/create-razorpay-order', {
      token: owner.token,
      body: { orderId: created.orderId },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This order has already been paid', code: 'conflict' });
  });
});

describe('POST /orders/verify-payment', () => {
  it('marks the order paid with a delivery date deliveryTime days after payment', async () => {
    const created = await placeOrder(owner.token);
    const { razorpayOrderId } = await startPayment(owner.token, created.orderId);
    const result = await sandboxPay(razorpayOrderId);
    const res = await verify(owner.token, created.orderId, result);
    expect(res.status).toBe(200);
    const body = res.body as Record<string, string>;
    expect(body).toMatchObject({
      _id: created._id,
      orderId: created.orderId,
      paymentStatus: 'completed',
      orderStatus: 'pending',
      totalAmount: QUIZ.student,
    });
    expect(Date.parse(body.deliveryDate!) - Date.parse(body.paidAt!)).toBe(QUIZ.days * DAY_MS);
    expect(await storedOrder(created._id)).toMatchObject({
      paymentStatus: 'completed',
      razorpayPaymentId: result.razorpay_payment_id,
    });
    const payment = (await admin.db.doc(`payments/${result.razorpay_payment_id}`).get()).data();
    expect(payment).toMatchObject({
      orderRef: created.orderId,
      razorpayOrderId,
      amount: QUIZ.student,
    });
  });

  it('refuses a forged signature with 400 and leaves the order untouched', async () => {
    const created = await placeOrder(owner.token);
    const { razorpayOrderId } = await startPayment(owner.token, created.orderId);
    const before = await storedOrder(created._id);
    const res = await verify(owner.token, created.orderId, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_Forged00000001',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid payment signature', code: 'bad_request' });
    expect(await storedOrder(created._id)).toEqual(before);
    expect((await admin.db.doc('payments/pay_Forged00000001').get()).exists).toBe(false);
  });

  it('refuses a signature that is valid for another Razorpay order', async () => {
    const cheap = await placeOrder(owner.token, QUIZ.id, 'student');
    const dear = await placeOrder(owner.token, QUIZ.id, 'business');
    const cheapRzp = await startPayment(owner.token, cheap.orderId);
    await startPayment(owner.token, dear.orderId);
    // Genuinely paid for the cheap order, replayed against the dear one; also with the body
    // naming the cheap Razorpay order and with a self-made signature for it.
    const paid = await sandboxPay(cheapRzp.razorpayOrderId);
    const forgedForOther = {
      razorpay_order_id: cheapRzp.razorpayOrderId,
      razorpay_payment_id: 'pay_Other000000001',
      razorpay_signature: signPayment(cheapRzp.razorpayOrderId, 'pay_Other000000001'),
    };
    const before = await storedOrder(dear._id);
    for (const attempt of [paid, forgedForOther]) {
      const res = await verify(owner.token, dear.orderId, attempt);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid payment signature', code: 'bad_request' });
    }
    expect(await storedOrder(dear._id)).toEqual(before);
  });

  it('refuses before a Razorpay order exists', async () => {
    const created = await placeOrder(owner.token);
    const res = await verify(owner.token, created.orderId, {
      razorpay_order_id: 'order_Unknown0000001',
      razorpay_payment_id: 'pay_Unknown00000001',
      razorpay_signature: signPayment('order_Unknown0000001', 'pay_Unknown00000001'),
    });
    expect(res.status).toBe(400);
  });

  it('accepts a payment for a Razorpay order that lost a create-razorpay-order race', async () => {
    const created = await placeOrder(owner.token);
    const first = await startPayment(owner.token, created.orderId);
    // Two tabs started paying at once: both created a Razorpay order before either was stored,
    // and the second tab's write won. The buyer pays in the first tab.
    await admin.db.doc(`orders/${created._id}`).update({ razorpayOrderId: null });
    const second = await startPayment(owner.token, created.orderId);
    expect(second.razorpayOrderId).not.toBe(first.razorpayOrderId);
    expect(await storedOrder(created._id)).toMatchObject({
      razorpayOrderId: second.razorpayOrderId,
      razorpayOrderIds: { [first.razorpayOrderId]: true, [second.razorpayOrderId]: true },
    });
    const res = await verify(owner.token, created.orderId, await sandboxPay(first.razorpayOrderId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentStatus: 'completed' });
  });

  it("answers 404 for another user's order, even with a valid signature", async () => {
    const created = await placeOrder(owner.token);
    const { razorpayOrderId } = await startPayment(owner.token, created.orderId);
    const result = await sandboxPay(razorpayOrderId);
    const res = await verify(stranger.token, created.orderId, result);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Order not found', code: 'not_found' });
    expect(
      (await api('/orders/verify-payment', { body: { orderId: created.orderId, ...result } }))
        .status,
    ).toBe(401);
  });

  it(
    '20 concurrent verifications record one payment and one paid order',
    async () => {
      const created = await placeOrder(owner.token);
      const { razorpayOrderId } = await startPayment(owner.token, created.orderId);
      const result = await sandboxPay(razorpayOrderId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => verify(owner.token, created.orderId, result)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const paidAts = new Set(answers.map((a) => (a.body as { paidAt: string }).paidAt));
      expect(paidAts.size).toBe(1);
      expect(
        answers.every((a) => (a.body as { paymentStatus: string }).paymentStatus === 'completed'),
      ).toBe(true);
      expect(await paymentsOf(created.orderId)).toHaveLength(1);
      const stored = await storedOrder(created._id);
      expect(stored).toMatchObject({
        paymentStatus: 'completed',
        razorpayPaymentId: result.razorpay_payment_id,
      });
    },
    CONCURRENCY_TIMEOUT_MS,
  );

  it('is idempotent: verifying again later changes nothing', async () => {
    const created = await placeOrder(owner.token);
    const { razorpayOrderId } = await startPayment(owner.token, created.orderId);
    const result = await sandboxPay(razorpayOrderId);
    const first = await verify(owner.token, created.orderId, result);
    const stored = await storedOrder(created._id);
    const again = await verify(owner.token, created.orderId, result);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await storedOrder(created._id)).toEqual(stored);
  });

  it('validates the body', async () => {
    const res = await api('/orders/verify-payment', {
      token: owner.token,
      body: { orderId: 'NS-AAAAAA', razorpay_order_id: 'order_x', razorpay_signature: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'razorpay_payment_id is required', code: 'validation' });
  });
});
