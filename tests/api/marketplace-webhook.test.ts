import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import {
  SANDBOX_URL,
  eventually,
  paymentEvent,
  placeOrder,
  postWebhook,
  sandboxPay,
  startPayment,
  storedOrder,
} from '../support/marketplace.js';
import { createTestUser, type TestUser } from '../support/users.js';

const QUIZ_STUDENT_PAISE = 549 * 100;

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});

/** An order with a Razorpay order, not yet paid. */
async function payableOrder() {
  const created = await placeOrder(user.token);
  const { razorpayOrderId } = await startPayment(user.token, created.orderId);
  return { ...created, razorpayOrderId };
}

const newPaymentId = () => `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;

describe('POST /payments/razorpay-webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const order = await payableOrder();
    const body = paymentEvent('payment.captured', {
      id: newPaymentId(),
      order_id: order.razorpayOrderId,
      amount: QUIZ_STUDENT_PAISE,
    });
    for (const signature of ['0'.repeat(64), '']) {
      const res = await postWebhook(body, { signature });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid webhook signature', code: 'bad_request' });
    }
    // Signed with the wrong secret.
    const wrongSecret = createHmac('sha256', 'wrong-secret').update(body).digest('hex');
    expect((await postWebhook(body, { signature: wrongSecret })).status).toBe(400);
    expect(await storedOrder(order._id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('marks the order paid when the buyer never comes back (payment.captured)', async () => {
    const order = await payableOrder();
    const paymentId = newPaymentId();
    const res = await postWebhook(
      paymentEvent('payment.captured', {
        id: paymentId,
        order_id: order.razorpayOrderId,
        amount: QUIZ_STUDENT_PAISE,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'processed' });
    const stored = await storedOrder(order._id);
    expect(stored).toMatchObject({ paymentStatus: 'completed', razorpayPaymentId: paymentId });
    expect(stored.deliveryDate).toBeTruthy();
    expect((await admin.db.doc(`payments/${paymentId}`).get()).data()).toMatchObject({
      orderRef: order.orderId,
      source: 'webhook',
    });
  });

  it('finds the order by receipt on order.paid', async () => {
    const created = await placeOrder(user.token);
    const paymentId = newPaymentId();
    // A Razorpay order id this order never stored (e.g. a superseded attempt).
    const res = await postWebhook(
      paymentEvent(
        'order.paid',
        { id: paymentId, order_id: 'order_NotStored000001', amount: QUIZ_STUDENT_PAISE },
        created.orderId,
      ),
    );
    expect(res.body).toEqual({ status: 'processed' });
    expect(await storedOrder(created._id)).toMatchObject({ paymentStatus: 'completed' });
  });

  it('processes a replayed event once', async () => {
    const order = await payableOrder();
    const eventId = `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const paymentId = newPaymentId();
    const body = paymentEvent('payment.captured', {
      id: paymentId,
      order_id: order.razorpayOrderId,
      amount: QUIZ_STUDENT_PAISE,
    });
    const first = await postWebhook(body, { eventId });
    const afterFirst = await storedOrder(order._id);
    const replays = await Promise.all([1, 2, 3].map(() => postWebhook(body, { eventId })));
    expect(first.body).toEqual({ status: 'processed' });
    expect(replays.map((r) => [r.status, r.body])).toEqual(
      Array(3).fill([200, { status: 'duplicate' }]),
    );
    expect(await storedOrder(order._id)).toEqual(afterFirst);
    expect((await admin.db.doc(`webhookEvents/${eventId}`).get()).exists).toBe(true);
    const payments = await admin.db
      .collection('payments')
      .where('orderRef', '==', order.orderId)
      .get();
    expect(payments.size).toBe(1);
  });

  it('does not mark paid when the amount differs from the order', async () => {
    const order = await payableOrder();
    const res = await postWebhook(
      paymentEvent('payment.captured', {
        id: newPaymentId(),
        order_id: order.razorpayOrderId,
        amount: 100,
      }),
    );
    expect(res.body).toEqual({ status: 'ignored' });
    expect(await storedOrder(order._id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('acknowledges events it does not handle', async () => {
    const res = await postWebhook(JSON.stringify({ event: 'refund.created', payload: {} }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ignored' });
  });

  it("receives the sandbox's own signed webhook after a Checkout payment", async () => {
    const order = await payableOrder();
    const result = await sandboxPay(order.razorpayOrderId);
    // No verify-payment call: the tab was closed.
    const paid = await eventually(
      async () => (await storedOrder(order._id)).paymentStatus === 'completed',
    );
    expect(paid).toBe(true);
    // The order is written before the webhook's response reaches the sandbox, which records the
    // delivery as 'pending' until then: wait for the recorded answer.
    const delivery = await eventually(async () => {
      const deliveries = (await (
        await fetch(`${SANDBOX_URL}/v1/sandbox/webhooks`)
      ).json()) as Array<{
        paymentId: string;
        status: number | 'pending';
      }>;
      const mine = deliveries.find((d) => d.paymentId === result.razorpay_payment_id);
      return mine && mine.status !== 'pending' ? mine : undefined;
    });
    expect(delivery?.status).toBe(200);
  });
});
