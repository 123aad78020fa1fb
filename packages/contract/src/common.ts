/**
 * Schema helpers shared by the API and the web app (imported there as `@notesea/contract/common`).
 * Import nothing but 'zod' here: this file is bundled into the browser.
 */
import { z } from 'zod';

/** A string field named `label`: 'X is required' when absent, 'X must be text' for other types. */
export function text(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be text`,
  });
}

/**
 * A Firestore document id received from a client, named `label` in messages.
 * Rejects what would change the document path when passed to `.doc(id)`: '/', '.', '..' and
 * reserved `__x__` ids. 1–128 characters.
 */
export function docId(label: string) {
  return text(label)
    .min(1, `${label} is required`)
    .max(128, `${label} must be at most 128 characters`)
    .refine(isDocId, { message: `${label} is invalid` });
}

/** The rule of `docId` as a predicate, for ids that come from a path rather than a body. */
export function isDocId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= 128 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}

/**
 * A whole number from 1 to `max` in a query string (e.g. `?limit=20`), parsed to a number; any
 * other value (missing, text, 0, over `max`, over three digits) fails with `message`.
 */
export function queryCount(max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));
}
