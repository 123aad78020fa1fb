/**
 * The stored shape of `meta/searchSnapshotLease` (snapshot-builder.ts): who is building the search
 * snapshot, until when. Only the builder writes it; one that does not fit its schema (a bug, or a
 * half-written lease) is logged and read as absent, so the next builder takes it over.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, META_DOCS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

/** `holder`: a random id per build; `expiresAt`: when the lease is abandoned (LEASE_MS on). */
export const storedLeaseSchema = z.looseObject({
  holder: z.string().min(1),
  expiresAt: z.instanceof(Timestamp),
});

export type StoredLease = z.output<typeof storedLeaseSchema>;

const leaseConverter = storedConverter(storedLeaseSchema);

/** `meta/searchSnapshotLease`, read and written through its schema. */
export function leaseDoc() {
  return db()
    .collection(COLLECTIONS.meta)
    .doc(META_DOCS.searchSnapshotLease)
    .withConverter(leaseConverter);
}
