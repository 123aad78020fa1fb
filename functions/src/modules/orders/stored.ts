/**
 * The stored shape of `orders/{orderId}` (docs/architecture.md §4; fields listed in ./schema.ts).
 * Every read and write of orders goes through `orderConverter` (lib/stored.ts).
 *
 * Two kinds of fields, two rules:
 * - Fields the API writes (ids, buyer, plan, money, payment state, dates) must fit exactly. An
 *   order that does not is refused: left out of My Bookings and answered as 'Order not found',
 *   so it can neither be paid nor marked paid; only a bug in our own writes can cause that, and it
 *   is logged as 'stored document refused'. Money is exact: `basePrice` and `totalAmount` whole
 *   rupees of at least ₹1, `currency` 'INR'.
 * - Fields the content team edits in the console (`orderStatus`, `projectFiles`) are normalised
 *   instead, so a typo never hides a paying customer's order: an unknown `orderStatus` reads as
 *   'pending' (docs/content-team.md), `projectFiles` as a list of trimmed paths. Every
 *   normalisation is logged as 'order field normalised' with the document path.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ORDER_STATUSES, PLAN_TYPES, type OrderStatus } from '@notesea/contract/orders';
import { asString } from '../../lib/present.js';
import { normalisingConverter, storedConverter, type StoredConverter } from '../../lib/stored.js';

/**
 * The content team's `orderStatus`, forgiving case, spaces and dashes ('In Progress',
 * 'in-progress' → 'in_progress'); anything unknown is 'pending'.
 */
export function orderStatusOf(value: unknown): OrderStatus {
  const normalised = asString(value)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ORDER_STATUSES.find((s) => s === normalised) ?? 'pending';
}

/**
 * The content team's `projectFiles`: an array of Storage paths (a single string is accepted as a
 * one-item list); blank entries are dropped, surrounding spaces trimmed.
 */
export function projectFilesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.map((v) => asString(v).trim()).filter((v) => v !== '');
}

/** Whole rupees, at least ₹1 (orders/pricing.ts `priceFor` is the only source). */
const rupees = z.number().int().min(1);
const timestamp = z.instanceof(Timestamp);

const orderObject = z.object({
  /** Equal to the document id. */
  orderId: z.string().min(1),
  uid: z.string().min(1),
  projectId: z.string(),
  project: z.looseObject({ name: z.string(), category: z.string() }),
  planType: z.enum(PLAN_TYPES),
  userDetails: z.looseObject({ name: z.string(), email: z.string(), phone: z.string() }),
  projectDetails: z.looseObject({ requirements: z.string(), deadline: z.string() }),
  basePrice: rupees,
  totalAmount: rupees,
  currency: z.literal('INR'),
  /** Days from payment to delivery, copied from the project. */
  deliveryTime: z.number().int().nonnegative(),
  paymentStatus: z.enum(['pending', 'completed', 'failed']),
  /** Console-edited: normalised, never refused. */
  orderStatus: z.preprocess(orderStatusOf, z.enum(ORDER_STATUSES)),
  /** Console-edited: normalised, never refused. */
  projectFiles: z.preprocess(projectFilesOf, z.array(z.string())),
  /** The latest Razorpay order; null until payment starts. */
  razorpayOrderId: z.string().nullable(),
  /** Every Razorpay order created for this order, as keys (payment-service.ts startPayment). */
  razorpayOrderIds: z.record(z.string(), z.boolean()).optional(),
  razorpayPaymentId: z.string().nullable(),
  paidAt: timestamp.nullable(),
  deliveryDate: timestamp.nullable(),
  createdAt: timestamp,
});

/** Fields nobody reads are let through (`loose`), so a note added in the console is harmless. */
export const storedOrderSchema = orderObject.loose();

export type StoredOrder = z.output<typeof storedOrderSchema>;
/** The fields an order is created with (orders-service.ts `createOrder`), before its id. */
export type NewOrder = Omit<z.output<typeof orderObject>, 'orderId'>;

const CONSOLE_FIELDS = {
  orderStatus: orderStatusOf,
  projectFiles: projectFilesOf,
} as const;

/**
 * The console-edited fields of `raw` whose stored value is not what they read as (a typo, a
 * different spelling, a missing field), with both values.
 */
export function normalisedFields(
  raw: Record<string, unknown>,
): Array<{ field: string; stored: unknown; readAs: unknown }> {
  return Object.entries(CONSOLE_FIELDS).flatMap(([field, normalise]) => {
    const readAs = normalise(raw[field]);
    return JSON.stringify(readAs) === JSON.stringify(raw[field])
      ? []
      : [{ field, stored: raw[field] ?? null, readAs }];
  });
}

/** Reads through `storedOrderSchema`, logging each console-edited field it normalises. */
export const orderConverter: StoredConverter<StoredOrder> = normalisingConverter(
  storedOrderSchema,
  {
    message: 'order field normalised',
    normalised: normalisedFields,
  },
);

/**
 * The stored shape of `idempotencyKeys/{sha256(uid \n key)}` (./idempotency.ts): which order a
 * booking form's `Idempotency-Key` created, and a fingerprint of that form. Only the functions
 * write these, so a record that does not fit is refused (logged), never guessed at: it cannot
 * say which order it made. ./idempotency.ts then answers the buyer's own order of the same form
 * from the last 24 h, if there is one, and otherwise claims the key in a successor record, so an
 * unreadable record neither creates a second order nor blocks the form.
 */
export const storedIdempotencyKeySchema = z.looseObject({
  uid: z.string().min(1),
  /** The order this key created (or is creating); moved after an order id collision. */
  orderId: z.string().min(1),
  /** `fingerprintOf` the form: SHA-256, hex. */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: timestamp,
  /** The TTL policy's field (firestore.indexes.json): a record past it may be deleted. */
  expiresAt: timestamp,
});

export type StoredIdempotencyKey = z.output<typeof storedIdempotencyKeySchema>;

export const idempotencyKeyConverter = storedConverter(storedIdempotencyKeySchema);
