/**
 * Stored documents read and written through one zod schema per collection (`withConverter`).
 *
 * A document written by hand in the Firebase console can hold anything. Read through
 * `storedConverter(schema)`, a document that does not fit its schema comes back as `null` and is
 * logged with its path and the first wrong field, so a list leaves it out and a single read
 * answers as missing, instead of presenting `"pages": "lots"` to a student. Writes are parsed by the
 * same schema, so the functions never store a shape they could not read back.
 */
import type {
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import type { Stored } from './present.js';

/**
 * A Firestore converter for documents of `schema`: reads give `T | null` (null when the document
 * does not fit, logged as 'stored document refused'); writes throw a ZodError for a value that does
 * not fit (a bug in our code, answered as a 500).
 */
export function storedConverter<S extends z.ZodType<DocumentData>>(
  schema: S,
): FirestoreDataConverter<z.output<S> | null, DocumentData> {
  return {
    toFirestore(value) {
      return schema.parse(value);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> | null {
      const parsed = schema.safeParse(snapshot.data());
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      logger.warn('stored document refused', {
        path: snapshot.ref.path,
        field: issue?.path.join('.') ?? '',
        problem: issue?.message ?? 'invalid',
      });
      return null;
    },
  };
}

/**
 * The value of a snapshot read without a converter (e.g. by `db().getAll`, which takes refs of
 * one type only), through `converter`: null when the document is absent or does not fit.
 */
export function readStored<T>(
  converter: FirestoreDataConverter<T | null, DocumentData>,
  snapshot: DocumentSnapshot | undefined,
): T | null {
  if (!snapshot?.exists) return null;
  return converter.fromFirestore(snapshot as QueryDocumentSnapshot);
}

/** The documents of a query read through a converter that fit their schema, as `Stored`. */
export function storedDocs<T extends DocumentData>(snap: QuerySnapshot<T | null>): Stored<T>[] {
  const docs: Stored<T>[] = [];
  for (const doc of snap.docs) {
    const data = doc.data();
    if (data) docs.push({ id: doc.id, data });
  }
  return docs;
}

/** One document read through a converter, as `Stored`: null when absent or it does not fit. */
export function storedDoc<T extends DocumentData>(
  snap: DocumentSnapshot<T | null> | undefined,
): Stored<T> | null {
  const data = snap?.exists ? snap.data() : null;
  return data ? { id: snap!.id, data } : null;
}

/** `readStored` as `Stored` (id and data): null when absent or the document does not fit. */
export function readStoredDoc<T extends DocumentData>(
  converter: FirestoreDataConverter<T | null, DocumentData>,
  snapshot: DocumentSnapshot | undefined,
): Stored<T> | null {
  const data = readStored(converter, snapshot);
  return data ? { id: snapshot!.id, data } : null;
}
