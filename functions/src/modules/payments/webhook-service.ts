/**
 * Razorpay webhooks (docs/architecture.md §7 step 5): a buyer who pays and closes the tab before
 * verify-payment runs is still served, because Razorpay tells us directly.
 *
 * Events handled: `payment.captured` and `order.paid` (payload.payment.entity carries the payment
 * id, its Razorpay order id and amount in paise; `order.paid` also carries payload.order.entity
 * with our receipt). Everything else is acknowledged and ignored. Delivery is at-least-once, so
 * each `x-razorpay-event-id` is processed once (`webhookEvents/{eventId}` created with a
 * precondition), and the payment itself is recorded idempotently anyway.
 * https://razorpay.com/docs/webhooks/payloads/payments/ and /docs/webhooks/validate-test/
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  fetchRazorpayOrder,
  isValidWebhookSignature,
  webhookSecret,
} from '../../integrations/razorpay.js';
import { now } from '../../lib/clock.js';
import { BadRequest } from '../../lib/errors.js';
import { asNumber, asString, type Stored } from '../../lib/present.js';
import { storedDoc, storedDocs } from '../../lib/stored.js';
import { recordPayment } from '../orders/payment-service.js';
import { objectOf } from '../orders/presenter.js';
import { rupeesToPaise } from '../orders/pricing.js';
import { orders, tryCreate } from '../orders/schema.js';
import type { StoredOrder } from '../orders/stored.js';
import { webhookEventsCollection } from './stored.js';

export const HANDLED_EVENTS = new Set(['payment.captured', 'order.paid']);
export const WEBHOOK_MESSAGES = {
  signature: 'Invalid webhook signature',
  payload: 'Invalid webhook payload',
} as const;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export interface PaymentEvent {
  event: string;
  paymentId: string;
  razorpayOrderId: string;
  /** Paise. */
  amount: number | null;
  currency: string;
  /** `payload.order.entity.receipt` (our orderId) when the event carries the order. */
  receipt: string;
}

/**
 * The payment facts of a parsed webhook body, or undefined when it is not a handled event with a
 * well-formed payment (pure; unit-tested).
 */
export function paymentEventOf(body: unknown): PaymentEvent | undefined {
  const root = objectOf(body);
  const event = asString(root.event);
  if (!HANDLED_EVENTS.has(event)) return undefined;
  const payload = objectOf(root.payload);
  const payment = objectOf(objectOf(payload.payment).entity);
  const order = objectOf(objectOf(payload.order).entity);
  const paymentId = asString(payment.id);
  const razorpayOrderId = asString(payment.order_id) || asString(order.id);
  if (!/^pay_[A-Za-z0-9]{1,40}$/.test(paymentId) || !razorpayOrderId) return undefined;
  return {
    event,
    paymentId,
    razorpayOrderId,
    amount: asNumber(payment.amount),
    currency: asString(payment.currency, 'INR') || 'INR',
    receipt: asString(order.receipt),
  };
}

/** Firestore id for an event id: itself when harmless, else its SHA-256. */
export function eventDocId(eventId: string): string {
  return /^[A-Za-z0-9_-]{1,128}$/.test(eventId)
    ? eventId
    : createHash('sha256').update(eventId).digest('hex');
}

/**
 * Handles one webhook delivery. `rawBody` is the exact request bytes (`req.rawBody`), `signature`
 * the X-Razorpay-Signature header, `eventId` the x-razorpay-event-id header.
 * Throws BadRequest('Invalid webhook signature') 400 (nothing read or written), BadRequest('Invalid
 * webhook payload') 400 for a signed body that is not JSON, ServiceUnavailable 503 without a
 * configured secret. A failure while processing releases the event id so Razorpay's retry is
 * processed.
 */
export async function handleWebhook(
  rawBody: Buffer | undefined,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  const secret = webhookSecret();
  if (!rawBody || !isValidWebhookSignature(rawBody, signature, secret)) {
    throw new BadRequest(WEBHOOK_MESSAGES.signature);
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new BadRequest(WEBHOOK_MESSAGES.payload);
  }
  const event = paymentEventOf(body);
  if (!event) return 'ignored';

  const claim = eventId ? webhookEventsCollection().doc(eventDocId(eventId)) : undefined;
  const processedAt = Timestamp.fromDate(now());
  if (claim && !(await tryCreate(claim, { event: event.event, processedAt }))) return 'duplicate';
  try {
    return await applyPayment(event);
  } catch (err) {
    await claim?.delete().catch(() => undefined);
    throw err;
  }
}

async function applyPayment(event: PaymentEvent): Promise<WebhookOutcome> {
  const order = await findOrder(event);
  if (!order) {
    logger.warn('Webhook payment for an unknown order', { ...event });
    return 'ignored';
  }
  const expected = rupeesToPaise(order.data.totalAmount);
  if (event.amount !== expected || event.currency !== 'INR') {
    logger.error('Webhook payment amount does not match the order; not marked paid', {
      ...event,
      orderId: order.id,
      expected,
    });
    return 'ignored';
  }
  await recordPayment(order, {
    razorpayPaymentId: event.paymentId,
    razorpayOrderId: event.razorpayOrderId,
    source: 'webhook',
  });
  return 'processed';
}

/**
 * Our order for the event: by stored razorpayOrderId (1 query), else by receipt (= our orderId)
 * from the event or, for a Razorpay order whose id we no longer store, from Razorpay itself. An
 * order that does not fit its schema (orders/stored.ts) is not found: it is never marked paid.
 */
async function findOrder(event: PaymentEvent): Promise<Stored<StoredOrder> | undefined> {
  const byRazorpayId = await orders()
    .where('razorpayOrderId', '==', event.razorpayOrderId)
    .limit(1)
    .get();
  const [match] = storedDocs(byRazorpayId);
  if (match) return match;
  const receipt = event.receipt || (await fetchRazorpayOrder(event.razorpayOrderId))?.receipt;
  if (!receipt || !/^[A-Za-z0-9_-]{1,128}$/.test(receipt)) return undefined;
  return storedDoc(await orders().doc(receipt).get()) ?? undefined;
}
