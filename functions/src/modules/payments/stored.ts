/**
 * The stored shapes of the payment records (docs/architecture.md §4), written and read only by
 * the API through the converters here (lib/stored.ts):
 * - `payments/{razorpayPaymentId}`: one per proven payment, created once with a precondition; it
 *   is the idempotency record of "mark paid" (orders/payment-service.ts `recordPayment`). A record
 *   that does not fit is never written, and one that is found not to fit is not trusted: the
 *   payment answers 409 rather than marking an order paid from it.
 * - `webhookEvents/{eventId}`: one per processed Razorpay webhook delivery (./webhook-service.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

export const storedPaymentSchema = z.looseObject({
  /** Our order id (`orders/{orderRef}`). */
  orderRef: z.string().min(1),
  /** The Razorpay order the payment was made against. */
  razorpayOrderId: z.string().min(1),
  /** Whole rupees, the order's totalAmount. */
  amount: z.number().int().min(1),
  currency: z.literal('INR'),
  source: z.enum(['checkout', 'webhook']),
  /** When it was recorded; the order's paidAt. */
  at: z.instanceof(Timestamp),
});

export type StoredPayment = z.output<typeof storedPaymentSchema>;

export const paymentConverter = storedConverter(storedPaymentSchema);

/** `payments`, read and written through its schema. */
export function paymentsCollection() {
  return db().collection(COLLECTIONS.payments).withConverter(paymentConverter);
}

export const storedWebhookEventSchema = z.looseObject({
  /** The Razorpay event name, e.g. 'payment.captured'. */
  event: z.string().min(1),
  processedAt: z.instanceof(Timestamp),
});

export type StoredWebhookEvent = z.output<typeof storedWebhookEventSchema>;

export const webhookEventConverter = storedConverter(storedWebhookEventSchema);

/** `webhookEvents`, written through its schema. */
export function webhookEventsCollection() {
  return db().collection(COLLECTIONS.webhookEvents).withConverter(webhookEventConverter);
}
