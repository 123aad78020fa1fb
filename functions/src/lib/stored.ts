/**
 * Stored documents read and written through one zod schema per collection (`withConverter`).
 *
 * A document written by hand in the Firebase console can hold anything. Read through
 * `storedConverter(schema)`, a document that does not fit its schema comes back as `REFUSED` and
 * is logged with its path and the first wrong field, so a list leaves it out (`storedDocs`) and a
 * single read answers as missing (`storedData`, `storedDoc`, `readStored` give null), instead of
 * presenting `"pages": "lots"` to a student. Writes are parsed by the same schema, so the functions
 * never store a shape they could not read back.
 */
import type {
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { COLLECTIONS } from './collections.js';
import { db } from './firebase.js';
import type { Stored } from './present.js';

declare const refusedBrand: unique symbol;
/**
 * A converter's read of a document that does not fit its schema. Not null: Firestore's query
 * snapshots throw when a converter reads a document as null or undefined.
 */
export type Refused = { readonly [refusedBrand]: true };
/** The one `Refused` value; compare by identity. */
export const REFUSED = Object.freeze({}) as Refused;

/** A stored Firestore document id (of another document): non-empty, no `/`. */
export const storedDocId = z
  .string()
  .min(1, 'must be a document id')
  .regex(/^[^/]+$/, 'must be a document id');

/** A converter of documents of `T`, as `storedConverter` makes. */
export type StoredConverter<T extends DocumentData> = FirestoreDataConverter<
  T | Refused,
  DocumentData
>;

/**
 * A Firestore converter for documents of `schema`: reads give the parsed document, or `REFUSED`
 * when it does not fit (logged as 'stored document refused'); writes throw a ZodError for a value
 * that does not fit (a bug in our code, answered as a 500).
 */
export function storedConverter<S extends z.ZodType<DocumentData>>(
  schema: S,
): StoredConverter<z.output<S>> {
  return {
    toFirestore(value) {
      return schema.parse(value);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> | Refused {
      const parsed = schema.safeParse(snapshot.data());
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      logger.warn('stored document refused', {
        path: snapshot.ref.path,
        field: issue?.path.join('.') ?? '',
        problem: issue?.message ?? 'invalid',
      });
      return REFUSED;
    },
  };
}

/**
 * `storedConverter(schema)` for a collection whose hand-edited fields the schema normalises
 * instead of refusing (an order's `orderStatus`, an upload's review fields, a profile): each read
 * first logs `message` once per entry of `normalised(raw)` (the field and what was stored, or its
 * kind for personal data), so the typo is corrected for the student and still seen in the logs.
 * Writes are parsed by `writeSchema` (default: `schema`), which should not normalise.
 */
export function normalisingConverter<S extends z.ZodType<DocumentData>>(
  schema: S,
  options: {
    message: string;
    normalised: (raw: DocumentData) => Record<string, unknown>[];
    writeSchema?: z.ZodType<DocumentData>;
  },
): StoredConverter<z.output<S>> {
  const base = storedConverter(schema);
  const write = options.writeSchema ?? schema;
  return {
    toFirestore: (value) => write.parse(value),
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      for (const entry of options.normalised(snapshot.data())) {
        logger.warn(options.message, { path: snapshot.ref.path, ...entry });
      }
      return base.fromFirestore(snapshot);
    },
  };
}

/** A converter's read as `T | null`: null for an absent document or one that does not fit. */
export function fitting<T extends DocumentData>(value: T | Refused | undefined): T | null {
  return value === undefined || value === REFUSED ? null : (value as T);
}

/** The data of a snapshot read through a converter: null when absent or it does not fit. */
export function storedData<T extends DocumentData>(
  snapshot: DocumentSnapshot<T | Refused> | undefined,
): T | null {
  return fitting(snapshot?.data());
}

/**
 * The value of a snapshot read without a converter (e.g. by `db().getAll`, which takes refs of
 * one type only), through `converter`: null when the document is absent or does not fit.
 */
export function readStored<T extends DocumentData>(
  converter: StoredConverter<T>,
  snapshot: DocumentSnapshot | undefined,
): T | null {
  if (!snapshot?.exists) return null;
  return fitting(converter.fromFirestore(snapshot as QueryDocumentSnapshot));
}

/** The documents of a query read through a converter that fit their schema, as `Stored`. */
export function storedDocs<T extends DocumentData>(snap: QuerySnapshot<T | Refused>): Stored<T>[] {
  return snap.docs.flatMap((doc) => {
    const data = fitting(doc.data());
    return data ? [{ id: doc.id, data }] : [];
  });
}

/** One document read through a converter, as `Stored`: null when absent or it does not fit. */
export function storedDoc<T extends DocumentData>(
  snap: DocumentSnapshot<T | Refused> | undefined,
): Stored<T> | null {
  const data = storedData(snap);
  return data ? { id: snap!.id, data } : null;
}

/** `readStored` as `Stored` (id and data): null when absent or the document does not fit. */
export function readStoredDoc<T extends DocumentData>(
  converter: StoredConverter<T>,
  snapshot: DocumentSnapshot | undefined,
): Stored<T> | null {
  const data = readStored(converter, snapshot);
  return data ? { id: snapshot!.id, data } : null;
}

/** `users/{uid}/{name}` (a student's own records), read and written through `converter`. */
export function userCollection<T extends DocumentData>(
  uid: string,
  name: string,
  converter: StoredConverter<T>,
) {
  return db().collection(COLLECTIONS.users).doc(uid).collection(name).withConverter(converter);
}
