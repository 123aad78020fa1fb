/**
 * Idempotent order creation: the same booking form submitted twice (double click, network retry)
 * must not create two orders (the `Idempotency-Key` header).
 *
 * The web app sends one random `Idempotency-Key` per opened booking form. The record
 * `idempotencyKeys/{sha256(uid \n key)}` = { uid, orderId, fingerprint, createdAt, expiresAt } is
 * created with a precondition, so of N concurrent submissions exactly one creates the order; the
 * others wait for it and answer it. Keys are scoped to the user (hashed with the uid), and a key
 * reused with DIFFERENT form contents is refused rather than silently answering the old order.
 * `expiresAt` (24 h) is there for the TTL policy declared in firestore.indexes.json
 * `fieldOverrides` (applied by `npm run deploy`).
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { Conflict } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import type { Stored } from '../../lib/present.js';
import { storedDoc } from '../../lib/stored.js';
import type { CreateOrderInput } from '@notesea/contract/orders';
import { orders, sleep, tryCreate } from './schema.js';
import type { StoredOrder } from './stored.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a twin request waits for the first one's order: 40 × 200 ms = 8 s. */
const WAIT_POLLS = 40;
const WAIT_INTERVAL_MS = 200;

export const IDEMPOTENCY_MESSAGES = {
  key: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
  reused:
    'This booking form was already submitted with different details. Please reopen the form and try again.',
  pending: 'Your booking is still being processed. Please check My Bookings in a moment.',
  abandoned: 'Your previous attempt did not complete. Please submit the booking again.',
} as const;

/** The header's value: absent → undefined; present → 8–128 of [A-Za-z0-9_-] (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, IDEMPOTENCY_MESSAGES.key)
  .optional();

/** What identifies "the same form": every field that ends up in the order. */
export function fingerprintOf(input: CreateOrderInput): string {
  const { projectId, planType, userDetails: u, projectDetails: p } = input;
  const fields = [projectId, planType, u.name, u.email, u.phone, p.requirements, p.deadline];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export function keyDocId(uid: string, key: string): string {
  return createHash('sha256').update(`${uid}\n${key}`).digest('hex');
}

export interface IdempotencyClaim {
  /** The order an earlier, completed submission created; throws 409 if the form differed. */
  existingOrder(): Promise<Stored<StoredOrder> | undefined>;
  /** Creates the record pointing at `orderId`; false if another submission got there first. */
  claim(orderId: string): Promise<boolean>;
  /** Points the record at a replacement id (after an order id collision). */
  moveTo(orderId: string): Promise<void>;
  /** Deletes the record so the key can be used again (the order could not be created). */
  release(): Promise<void>;
  /** Waits for the order of the submission that holds the record; 409 after ~8 s. */
  waitForOrder(): Promise<Stored<StoredOrder>>;
}

export function claimKey(uid: string, key: string, input: CreateOrderInput): IdempotencyClaim {
  const ref = db().collection(COLLECTIONS.idempotencyKeys).doc(keyDocId(uid, key));
  const fingerprint = fingerprintOf(input);

  /** undefined: no record; null: record whose order does not exist (yet). */
  const lookup = async (): Promise<Stored<StoredOrder> | null | undefined> => {
    const record = await ref.get();
    if (!record.exists) return undefined;
    if (record.get('fingerprint') !== fingerprint) throw new Conflict(IDEMPOTENCY_MESSAGES.reused);
    const orderId = record.get('orderId') as unknown;
    if (typeof orderId !== 'string') return null;
    const order = storedDoc(await orders().doc(orderId).get());
    // During an id collision the record may briefly name someone else's order: keep waiting.
    return order?.data.uid === uid ? order : null;
  };

  return {
    existingOrder: async () => (await lookup()) ?? undefined,
    claim: (orderId) => {
      const at = now();
      return tryCreate(ref, {
        uid,
        orderId,
        fingerprint,
        createdAt: Timestamp.fromDate(at),
        expiresAt: Timestamp.fromMillis(at.getTime() + KEY_TTL_MS),
      });
    },
    moveTo: async (orderId) => {
      await ref.update({ orderId });
    },
    release: async () => {
      await ref.delete().catch(() => undefined);
    },
    waitForOrder: async () => {
      for (let poll = 0; poll < WAIT_POLLS; poll += 1) {
        const found = await lookup();
        if (found) return found;
        if (found === undefined) throw new Conflict(IDEMPOTENCY_MESSAGES.abandoned);
        await sleep(WAIT_INTERVAL_MS);
      }
      throw new Conflict(IDEMPOTENCY_MESSAGES.pending);
    },
  };
}
