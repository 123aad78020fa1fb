/**
 * Creating and reading orders (docs/product.md §7 `POST /orders`, `GET /orders/myorders`; docs/architecture.md §4, §7).
 * Stored fields are listed in ./schema.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Stored } from '../../lib/present.js';
import { storedDoc, storedDocs } from '../../lib/stored.js';
import type { CreateOrderInput } from '@notesea/contract/orders';
import { getProject } from '../projects/service.js';
import { claimKey, type IdempotencyClaim } from './idempotency.js';
import { newOrderId } from './order-id.js';
import { deliveryDays, priceFor } from './pricing.js';
import { orders, tryCreate } from './schema.js';
import type { NewOrder, StoredOrder } from './stored.js';

export const ORDER_ERRORS = {
  notFound: 'Order not found',
  projectNotFound: 'Project not found',
  projectUnavailable: 'This project is not available for booking right now',
} as const;

/** Attempts at a unique order id before giving up (a collision is ~1 in 10^8 per order). */
const ORDER_ID_ATTEMPTS = 5;

/** Most orders `listMyOrders` returns; a student books a handful. */
export const MAX_MY_ORDERS = 200;

export interface CreatedOrder {
  order: Stored<StoredOrder>;
  /** True when an earlier submission with the same Idempotency-Key is answered again. */
  replayed: boolean;
}

/**
 * Creates a pending order for `uid` (POST /orders). The price comes from the STORED project for
 * the chosen plan (docs/product.md §9: basePrice = totalAmount, no fee, no discount), never from the client.
 * With an `idempotencyKey` (the web app's `Idempotency-Key` header, one per booking form), a
 * double click or retry returns the first order instead of creating another (./idempotency.ts).
 *
 * Throws: NotFound('Project not found') 404; Conflict('This project is not available for booking
 * right now') 409 when the project is inactive or has no valid price for the plan; the
 * idempotency conflicts of ./idempotency.ts (409). Nothing is stored when it throws.
 */
export async function createOrder(
  uid: string,
  input: CreateOrderInput,
  idempotencyKey?: string,
): Promise<CreatedOrder> {
  const claim = idempotencyKey ? claimKey(uid, idempotencyKey, input) : undefined;
  const earlier = await claim?.existingOrder();
  if (earlier) return { order: earlier, replayed: true };

  const project = await getProject(input.projectId);
  if (!project) throw new NotFound(ORDER_ERRORS.projectNotFound);
  const price = priceFor(project.data, input.planType);
  if (project.data.active !== true || !price) {
    if (project.data.active === true) {
      logger.warn('Project has no valid price for the plan', {
        projectId: project.id,
        planType: input.planType,
      });
    }
    throw new Conflict(ORDER_ERRORS.projectUnavailable);
  }

  const createdAt = Timestamp.fromDate(now());
  const data: NewOrder = {
    uid,
    projectId: project.id,
    project: { name: project.data.name, category: project.data.category },
    planType: input.planType,
    userDetails: input.userDetails,
    projectDetails: input.projectDetails,
    basePrice: price.basePrice,
    totalAmount: price.totalAmount,
    currency: 'INR',
    deliveryTime: deliveryDays(project.data.deliveryTime),
    paymentStatus: 'pending',
    orderStatus: 'pending',
    projectFiles: [],
    razorpayOrderId: null,
    razorpayPaymentId: null,
    paidAt: null,
    deliveryDate: null,
    createdAt,
  };

  if (!claim) return { order: await insertOrder(data), replayed: false };
  return insertClaimed(claim, data);
}

/** Creates the order under a fresh unique id; `onRetry` hears of every replacement id. */
async function insertOrder(
  data: NewOrder,
  firstId = newOrderId(),
  onRetry?: (orderId: string) => Promise<void>,
): Promise<Stored<StoredOrder>> {
  let orderId = firstId;
  for (let attempt = 1; attempt <= ORDER_ID_ATTEMPTS; attempt += 1) {
    const order: StoredOrder = { ...data, orderId };
    if (await tryCreate(orders().doc(orderId), order)) return { id: orderId, data: order };
    orderId = newOrderId();
    await onRetry?.(orderId);
  }
  throw new Error(`No free order id after ${ORDER_ID_ATTEMPTS} attempts`);
}

/**
 * The keyed path: whoever creates the key record creates the order; a concurrent twin waits for
 * that order instead. If creating the order fails the record is released, so a retry can succeed.
 */
async function insertClaimed(claim: IdempotencyClaim, data: NewOrder): Promise<CreatedOrder> {
  const orderId = newOrderId();
  if (!(await claim.claim(orderId))) {
    return { order: await claim.waitForOrder(), replayed: true };
  }
  try {
    return { order: await insertOrder(data, orderId, (id) => claim.moveTo(id)), replayed: false };
  } catch (err) {
    await claim.release();
    throw err;
  }
}

/**
 * The order `orderId` if it belongs to `uid` (1 read). Someone else's order answers exactly like
 * a missing one (404 'Order not found'), so order ids cannot be probed; so does one that does not
 * fit its schema (./stored.ts).
 */
export async function getOwnedOrder(uid: string, orderId: string): Promise<Stored<StoredOrder>> {
  const order = storedDoc(await orders().doc(orderId).get());
  if (!order || order.data.uid !== uid) throw new NotFound(ORDER_ERRORS.notFound);
  return order;
}

/**
 * `uid`'s orders, newest first (1 query; index uid + createdAt desc); one that does not fit its
 * schema is left out (./stored.ts).
 */
export async function listMyOrders(uid: string): Promise<Stored<StoredOrder>[]> {
  const snap = await orders()
    .where('uid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(MAX_MY_ORDERS)
    .get();
  return storedDocs(snap);
}
