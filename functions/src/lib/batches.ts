import type { WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/** Firestore allows 500 writes per batch; stay under it. */
const BATCH_LIMIT = 400;

/**
 * Writes `items` in batches of at most 400 writes, one batch after the other (not atomic as a
 * whole: a failure leaves the earlier batches committed, so callers keep their writes
 * idempotent).
 * @param add adds the writes for one item to the batch: exactly one write per item
 */
export async function inBatches<T>(
  items: readonly T[],
  add: (batch: WriteBatch, item: T) => void,
): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_LIMIT) {
    const batch = db().batch();
    for (const item of items.slice(i, i + BATCH_LIMIT)) add(batch, item);
    await batch.commit();
  }
}
