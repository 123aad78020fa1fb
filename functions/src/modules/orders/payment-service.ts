/**
 * Paying for an order with Razorpay (docs/architecture.md §7 steps 2, 4 and the shared "mark paid" of step 5).
 *
 * Concurrency (docs/architecture.md §8: transactions are not isolated): a payment is recorded once through the
 * create-precondition on `payments/{razorpayPaymentId}`; the order update that follows takes its
 * values (paidAt, deliveryDate) from that single record, so any number of concurrent or repeated
 * calls write the same thing, and nothing ever writes a paymentStatus other than 'completed'
 * after payment: a paid order never goes back.
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  checkoutScriptUrl,
  createRazorpayOrder,
  isValidPaymentSignature,
  razorpayKeys,
} from '../../integrations/razorpay.js';
import { now } from '../../lib/clock.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import type { Stored } from '../../lib/present.js';
import { storedData } from '../../lib/stored.js';
import type { RazorpayOrderResponse, VerifyPaymentInput } from '@notesea/contract/orders';
import { getOwnedOrder } from './orders-service.js';
import { deliveryDateFrom, deliveryDays, rupeesToPaise } from './pricing.js';
import { orders, tryCreate } from './schema.js';
import { storedOrderSchema, type StoredOrder } from './stored.js';
import { paymentsCollection, type StoredPayment } from '../payments/stored.js';

/** What startPayment writes (`update` bypasses the converter, so it is parsed here). */
const startedFields = storedOrderSchema.pick({ razorpayOrderId: true, razorpayOrderIds: true });
/** What recordPayment writes, parsed likewise. */
const paidFields = storedOrderSchema.pick({
  paymentStatus: true,
  razorpayPaymentId: true,
  paidAt: true,
  deliveryDate: true,
});

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order has already been paid',
  invalidSignature: 'Invalid payment signature',
  paymentOfOtherOrder: 'This payment belongs to another order',
} as const;

/**
 * Starts paying order `orderId` of `uid` (POST /orders/create-razorpay-order): the Checkout
 * options, with `amount` in paise taken from the STORED order's totalAmount (a client's amount is
 * never read). The first call creates the Razorpay order (receipt = orderId, notes.orderRef) and
 * stores its id as `razorpayOrderId`; later calls reuse it, since a Razorpay order accepts new
 * payment attempts until one succeeds, and one Razorpay order per order keeps the signature check
 * and the webhook mapping unambiguous.
 *
 * Throws: NotFound('Order not found') 404 (missing or not the caller's); Conflict('This order has
 * already been paid') 409; ServiceUnavailable 503 when Razorpay is unreachable or not configured.
 */
export async function startPayment(uid: string, orderId: string): Promise<RazorpayOrderResponse> {
  const order = await getOwnedOrder(uid, orderId);
  if (order.data.paymentStatus === 'completed') throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
  const { keyId } = razorpayKeys();
  const amount = rupeesToPaise(order.data.totalAmount);

  let razorpayOrderId = order.data.razorpayOrderId ?? '';
  if (!razorpayOrderId) {
    const created = await createRazorpayOrder({
      amountPaise: amount,
      receipt: order.id,
      notes: {
        orderRef: order.id,
        projectId: order.data.projectId,
        planType: order.data.planType,
      },
    });
    razorpayOrderId = created.id;
    startedFields.parse({ razorpayOrderId, razorpayOrderIds: { [razorpayOrderId]: true } });
    // Two concurrent calls (two tabs) can each create a Razorpay order before either is stored;
    // the last write wins `razorpayOrderId`, so every id we created is also kept as a key of the
    // map `razorpayOrderIds` (a field-path update touches only its own key, so concurrent ones all
    // survive; the light emulator has no arrayUnion) and verify-payment accepts any of them.
    await orders()
      .doc(order.id)
      .update(
        new FieldPath('razorpayOrderIds', razorpayOrderId),
        true,
        'razorpayOrderId',
        razorpayOrderId,
      );
  }
  return {
    key: keyId,
    amount,
    currency: 'INR',
    razorpayOrderId,
    checkoutScriptUrl: checkoutScriptUrl(),
  };
}

/**
 * Confirms a Checkout payment (POST /orders/verify-payment). The signature is checked against a
 * Razorpay order id STORED on this order (the body's razorpay_order_id only picks among them, see
 * storedRazorpayOrderId), so a signature made for any other Razorpay order fails. Idempotent;
 * answers the order as stored afterwards.
 *
 * Throws: NotFound 404 (missing / not the caller's); BadRequest('Invalid payment signature') 400,
 * with nothing written; Conflict 409 if the payment id was recorded for another order.
 */
export async function verifyPayment(
  uid: string,
  input: VerifyPaymentInput,
): Promise<Stored<StoredOrder>> {
  const order = await getOwnedOrder(uid, input.orderId);
  const { keySecret } = razorpayKeys();
  const razorpayOrderId = storedRazorpayOrderId(order.data, input.razorpay_order_id);
  const valid =
    razorpayOrderId !== '' &&
    isValidPaymentSignature({
      razorpayOrderId,
      razorpayPaymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
      keySecret,
    });
  if (!valid) {
    logger.warn('Payment signature rejected', {
      orderId: order.id,
      razorpayPaymentId: input.razorpay_payment_id,
      claimedRazorpayOrderId: input.razorpay_order_id,
    });
    throw new BadRequest(PAYMENT_MESSAGES.invalidSignature);
  }
  return recordPayment(order, {
    razorpayPaymentId: input.razorpay_payment_id,
    razorpayOrderId,
    source: 'checkout',
  });
}

/**
 * The Razorpay order id to check a Checkout signature against: the one the browser names if WE
 * created it for this order (`razorpayOrderId` or a key of `razorpayOrderIds`, see startPayment),
 * else the stored `razorpayOrderId`. A client can never bring an id of its own. Pure.
 */
export function storedRazorpayOrderId(
  order: Pick<StoredOrder, 'razorpayOrderId' | 'razorpayOrderIds'>,
  claimed: string | undefined,
): string {
  const current = order.razorpayOrderId ?? '';
  if (!claimed) return current;
  const created = order.razorpayOrderIds ?? {};
  const ours = Object.hasOwn(created, claimed) && created[claimed] === true;
  return claimed === current || ours ? claimed : current;
}

export interface PaymentFacts {
  razorpayPaymentId: string;
  razorpayOrderId: string;
  source: 'checkout' | 'webhook';
}

/**
 * Records a proven payment of `order` once and marks the order paid (shared by verify-payment and
 * the webhook). `order` is the snapshot the caller just read; it is not read again. Answers the
 * order as stored afterwards (unchanged when it was already paid).
 * Throws Conflict 409 if `payments/{id}` exists for a different order (cannot happen with genuine
 * Razorpay data; refused rather than trusted), or does not fit its schema (payments/stored.ts).
 */
export async function recordPayment(
  order: Stored<StoredOrder>,
  facts: PaymentFacts,
): Promise<Stored<StoredOrder>> {
  const ref = paymentsCollection().doc(facts.razorpayPaymentId);
  const fresh: StoredPayment = {
    orderRef: order.id,
    razorpayOrderId: facts.razorpayOrderId,
    amount: order.data.totalAmount,
    currency: 'INR',
    source: facts.source,
    at: Timestamp.fromDate(now()),
  };
  let record = fresh;
  if (!(await tryCreate(ref, fresh))) {
    const existing = storedData(await ref.get());
    if (existing?.orderRef !== order.id) {
      logger.error(
        existing
          ? 'Payment id already recorded for another order'
          : 'Payment record does not fit its schema; not trusted',
        {
          razorpayPaymentId: facts.razorpayPaymentId,
          orderId: order.id,
          recordedFor: existing?.orderRef ?? null,
        },
      );
      throw new Conflict(PAYMENT_MESSAGES.paymentOfOtherOrder);
    }
    record = existing;
  }

  if (order.data.paymentStatus === 'completed') return order;
  // A concurrent call for the same payment writes the same values (paidAt comes from the record).
  const paidAt = record.at;
  const days = deliveryDays(order.data.deliveryTime);
  const paid = paidFields.parse({
    paymentStatus: 'completed',
    razorpayPaymentId: facts.razorpayPaymentId,
    paidAt,
    deliveryDate: Timestamp.fromDate(deliveryDateFrom(paidAt.toDate(), days)),
  });
  await orders().doc(order.id).update(paid);
  logger.info('Order paid', { orderId: order.id, source: facts.source });
  return { id: order.id, data: { ...order.data, ...paid } };
}
