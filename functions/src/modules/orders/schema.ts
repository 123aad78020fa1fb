/**
 * Stored shapes of the orders module (docs/architecture.md §4) and its Firestore helpers. The
 * zod schema of orders, and which fields it refuses or normalises, is in ./stored.ts.
 *
 * `orders/{orderId}` — the document id IS the human order id (`NS-7K3Q9M`), so the API's `_id`
 * and `orderId` are equal and uniqueness is a create-precondition. Written by the API:
 *   orderId, uid, projectId, project { name, category }, planType ('student'|'business'),
 *   userDetails { name, email, phone }, projectDetails { requirements, deadline 'YYYY-MM-DD' },
 *   basePrice, totalAmount (integer rupees; equal, docs/product.md §9), currency 'INR',
 *   deliveryTime (days, copied from the project), paymentStatus ('pending' → 'completed'),
 *   razorpayOrderId (the latest Razorpay order), razorpayOrderIds ({ [razorpayOrderId]: true } for
 *   every Razorpay order created for it; more than one only after concurrent
 *   create-razorpay-order calls), razorpayPaymentId,
 *   paidAt, deliveryDate (paidAt + deliveryTime days),
 *   createdAt (Timestamps; null until known).
 * Edited by the content team in the console:
 *   orderStatus: 'pending' | 'in_progress' | 'delivered' (string);
 *   projectFiles: array of Storage paths, e.g. 'deliverables/NS-7K3Q9M/report.zip'.
 *
 * `payments/{razorpayPaymentId}` — orderRef, razorpayOrderId, amount (rupees), currency,
 *   source ('checkout'|'webhook'), at. Created once with a precondition: the idempotency record.
 * `idempotencyKeys/{sha256(uid \n key)}` (then `-2`, `-3` past an unreadable one; ./stored.ts)
 *   — uid, orderId, fingerprint, createdAt, expiresAt (24 h; for a Firestore TTL policy). Makes
 *   a resubmitted booking form return the same order.
 */
import type { DocumentData, DocumentReference, WithFieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { isAlreadyExists } from '../../lib/errors.js';
import { orderConverter } from './stored.js';

/** `orders`, read and written through its schema (./stored.ts). */
export function orders() {
  return db().collection(COLLECTIONS.orders).withConverter(orderConverter);
}

/**
 * Creates `ref` with `data` unless it exists: true if this call created it, false if it was
 * already there. The light emulator's transactions are not isolated (docs/architecture.md §8), so every
 * "only once" in this module is one of these.
 */
export async function tryCreate<T, D extends DocumentData>(
  ref: DocumentReference<T, D>,
  data: WithFieldValue<T>,
): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (err) {
    if (isAlreadyExists(err)) return false;
    throw err;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
