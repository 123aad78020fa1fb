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
 *
 * Records are read through `storedIdempotencyKeySchema` (./stored.ts). One that does not fit
 * cannot say which order it made, so neither trusting nor refusing it is safe: refusing the key
 * (409) would block that booking form, and ignoring it could book twice. Instead the buyer's own
 * order of the same form (same fingerprint) from the last 24 h is answered if there is one; if
 * not, the key is claimed in the next record of its chain (`{id}-2`, `{id}-3`), created with the
 * same precondition, so concurrent twins still make exactly one order.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { Conflict } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import type { Stored } from '../../lib/present.js';
import { storedData, storedDoc, storedDocs } from '../../lib/stored.js';
import type { CreateOrderInput } from '@notesea/contract/orders';
import { orders, sleep, tryCreate } from './schema.js';
import { idempotencyKeyConverter, type StoredIdempotencyKey, type StoredOrder } from './stored.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a twin request waits for the first one's order: 40 × 200 ms = 8 s. */
const WAIT_POLLS = 40;
const WAIT_INTERVAL_MS = 200;
/** Records a key may use: its own and two successors, each taken when the one before is unreadable. */
const KEY_RECORDS = 3;
/** The buyer's latest orders searched for the same form when a record is unreadable. */
const SAME_FORM_ORDERS = 20;

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

/** The ids of a key's records, in the order they are taken: `{keyDocId}`, `{keyDocId}-2`, … */
export function keyRecordIds(uid: string, key: string): string[] {
  const id = keyDocId(uid, key);
  return Array.from({ length: KEY_RECORDS }, (_, i) => (i === 0 ? id : `${id}-${i + 1}`));
}

/** `idempotencyKeys/{id}`, read and written through its schema. */
function keyRecord(id: string) {
  return db()
    .collection(COLLECTIONS.idempotencyKeys)
    .doc(id)
    .withConverter(idempotencyKeyConverter);
}

type KeyRecordRef = ReturnType<typeof keyRecord>;

/**
 * The record in charge of a key: the first of its chain that is absent or fits (`record` null
 * when absent), and whether an unreadable one was passed over; null when all are unreadable.
 */
async function currentRecord(
  refs: KeyRecordRef[],
): Promise<{ ref: KeyRecordRef; record: StoredIdempotencyKey | null; passed: boolean } | null> {
  for (const [i, ref] of refs.entries()) {
    const snap = await ref.get();
    const record = storedData(snap);
    if (!snap.exists || record) return { ref, record, passed: i > 0 };
    logger.warn('idempotency record unreadable, passed over', { path: ref.path });
  }
  return null;
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

/**
 * The buyer's order of the same form (`fingerprint`) made within the key's lifetime, newest
 * first (1 query; index uid + createdAt desc), or undefined.
 */
async function sameFormOrder(
  uid: string,
  fingerprint: string,
): Promise<Stored<StoredOrder> | undefined> {
  const since = now().getTime() - KEY_TTL_MS;
  const snap = await orders()
    .where('uid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(SAME_FORM_ORDERS)
    .get();
  return storedDocs(snap).find(
    ({ data }) => data.createdAt.toMillis() >= since && fingerprintOf(data) === fingerprint,
  );
}

/**
 * The key `key` of `uid` for the form `input`. Throws Conflict (409) with
 * IDEMPOTENCY_MESSAGES.reused (another form), .pending (the first submission still runs after
 * ~8 s) or .abandoned (it gave up; also when every record of the key is unreadable).
 */
export function claimKey(uid: string, key: string, input: CreateOrderInput): IdempotencyClaim {
  const refs = keyRecordIds(uid, key).map(keyRecord);
  const fingerprint = fingerprintOf(input);
  /** The record this submission reads and claims; settled by the first lookup. */
  let ref: KeyRecordRef | undefined;

  /** undefined: no record; null: record whose order does not exist (yet). */
  const lookup = async (): Promise<Stored<StoredOrder> | null | undefined> => {
    const current = await currentRecord(refs);
    if (!current) throw new Conflict(IDEMPOTENCY_MESSAGES.abandoned);
    ref = current.ref;
    const { record } = current;
    if (!record) return current.passed ? sameFormOrder(uid, fingerprint) : undefined;
    if (record.fingerprint !== fingerprint) throw new Conflict(IDEMPOTENCY_MESSAGES.reused);
    const order = storedDoc(await orders().doc(record.orderId).get());
    // During an id collision the record may briefly name someone else's order: keep waiting.
    return order?.data.uid === uid ? order : null;
  };
  const claimed = async () => {
    if (!ref) await lookup();
    return ref!;
  };

  return {
    existingOrder: async () => (await lookup()) ?? undefined,
    claim: async (orderId) => {
      const at = now();
      return tryCreate(await claimed(), {
        uid,
        orderId,
        fingerprint,
        createdAt: Timestamp.fromDate(at),
        expiresAt: Timestamp.fromMillis(at.getTime() + KEY_TTL_MS),
      });
    },
    moveTo: async (orderId) => {
      await (await claimed()).update({ orderId });
    },
    release: async () => {
      await (await claimed()).delete().catch(() => undefined);
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
