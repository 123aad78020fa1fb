// Razorpay-shaped ids, signatures, payment entities and webhook deliveries for the sandbox
// (./razorpay-sandbox.mjs). Signatures are computed exactly as Razorpay documents them.
import { createHmac, randomBytes } from 'node:crypto';

/** Razorpay sends the webhook shortly after the payment; the browser's handler runs meanwhile. */
export const WEBHOOK_DELAY_MS = 300;
const WEBHOOK_RETRY_DELAYS_MS = [1000, 3000];
const MAX_DELIVERIES = 500;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Razorpay-style id: prefix + 14 random alphanumerics ('order_KX3…', 'pay_…', 'evt_…').
 * @param {string} prefix
 */
export function razorpayId(prefix) {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

/**
 * Checkout's payment signature: hex HMAC-SHA256(`${orderId}|${paymentId}`, key secret), exactly
 * as Razorpay computes it.
 * @param {string} orderId @param {string} paymentId @param {string} keySecret
 */
export function paymentSignature(orderId, paymentId, keySecret) {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * Webhook signature: hex HMAC-SHA256(raw body, webhook secret) (X-Razorpay-Signature).
 * @param {string} rawBody @param {string} webhookSecret
 */
export function webhookSignature(rawBody, webhookSecret) {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/**
 * A payment entity as Razorpay's webhooks carry it.
 * @param {Record<string, any>} order @param {'captured' | 'failed'} status
 */
export function paymentEntity(order, status) {
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status,
    order_id: order.id,
    method: 'card',
    captured: status === 'captured',
    description: 'NoteSea sandbox payment',
    notes: order.notes,
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    created_at: Math.floor(Date.now() / 1000),
  };
}

/**
 * Sends signed webhooks to the app after a delay, retrying a failed delivery twice, like Razorpay
 * (header X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), X-Razorpay-Event-Id).
 * @param {{ webhookUrl: string, webhookSecret: string }} options
 */
export function webhookSender({ webhookUrl, webhookSecret }) {
  /** @type {Array<{ eventId: string, event: string, orderId: string, paymentId: string, status: number | string }>} */
  const deliveries = [];
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();

  /**
   * @param {number} ms
   * @param {() => void} fn
   */
  const later = (ms, fn) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  /** @param {string} event @param {Record<string, any>} entity */
  const deliver = (event, entity) => {
    // Razorpay retries an event with the same id and body, which is what the API dedupes on.
    const eventId = razorpayId('evt');
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_NoteSeaSandbox',
      event,
      contains: ['payment'],
      payload: { payment: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    });
    /** @param {number} attempt */
    const attemptDelivery = (attempt) => {
      const delivery = {
        eventId,
        event,
        orderId: entity.order_id,
        paymentId: entity.id,
        status: /** @type {number | string} */ ('pending'),
      };
      deliveries.push(delivery);
      if (deliveries.length > MAX_DELIVERIES) deliveries.shift();
      fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': webhookSignature(body, webhookSecret),
          'X-Razorpay-Event-Id': eventId,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      })
        .then((res) => res.status)
        .catch((err) => String(err?.message ?? err))
        .then((status) => {
          delivery.status = status;
          const retry = WEBHOOK_RETRY_DELAYS_MS[attempt];
          if (status !== 200 && retry !== undefined)
            later(retry, () => attemptDelivery(attempt + 1));
        });
    };
    attemptDelivery(0);
  };

  return {
    deliveries,
    /**
     * Schedules `event` for `entity` (a payment) WEBHOOK_DELAY_MS from now.
     * @param {string} event
     * @param {Parameters<typeof deliver>[1]} entity
     */
    send: (event, entity) => later(WEBHOOK_DELAY_MS, () => deliver(event, entity)),
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
