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
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';

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
