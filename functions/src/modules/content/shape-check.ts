/**
 * Tells the content team about a catalogue document or site-wide notification that does not fit
 * its stored schema (a console typo such as `pages: "lots"` or `studentPrice: "free"`), in the
 * collection they already watch for refusals: `contentErrors`, one entry per document (docs/content-team.md, "Refusals").
 * Students never see such a document: the reads leave it out (lib/stored.ts). The entry goes when
 * the document is fixed or deleted. Called by the `*ShapeChecked` triggers (shape-triggers.ts).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import { now } from '../../lib/clock.js';
import {
  storedNoteSchema,
  storedPyqSchema,
  storedSemesterSchema,
  storedSubjectSchema,
} from '../notes/stored.js';
import { storedNotificationSchema } from '../notifications/stored.js';
import { storedProjectSchema } from '../projects/stored.js';
import { contentErrorId } from './object-path.js';
import { contentErrorsCollection } from './stored.js';

/** The checked collections (the ones students see) and their stored schemas. */
export const CHECKED_SCHEMAS = {
  semesters: storedSemesterSchema,
  subjects: storedSubjectSchema,
  notes: storedNoteSchema,
  pyqs: storedPyqSchema,
  projects: storedProjectSchema,
  notifications: storedNotificationSchema,
} as const satisfies Record<string, z.ZodType<DocumentData>>;

export type CheckedCollection = keyof typeof CHECKED_SCHEMAS;

/** The `contentErrors` reason of a document that does not fit its schema. */
export const MALFORMED_REASON = 'malformed-document';

/** What is wrong with a stored document: the first field that does not fit, and how. */
export interface ShapeProblem {
  /** Dotted field path, e.g. `pages` or `features.2`; '' for the document as a whole. */
  field: string;
  /** For the content team, e.g. 'pages must be a number, not the text "lots"'. */
  message: string;
}

/** The first problem of `data` against `collection`'s schema, or null when it fits. */
export function shapeProblem(
  collection: CheckedCollection,
  data: DocumentData,
): ShapeProblem | null {
  const parsed = CHECKED_SCHEMAS[collection].safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  const value = issue.path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
  return { field, message: `${field || 'document'}: ${problemText(issue, value)}` };
}

/** "must be a number, not the text "lots"" from a zod issue and the stored value. */
function problemText(issue: z.core.$ZodIssue, value: unknown): string {
  const stored =
    value === undefined
      ? 'it is missing'
      : typeof value === 'string'
        ? `it is the text ${JSON.stringify(value.slice(0, 60))}`
        : `it is ${JSON.stringify(value)?.slice(0, 60) ?? typeof value}`;
  if (issue.code === 'invalid_type') return `must be a ${issue.expected}; ${stored}`;
  return `${issue.message}; ${stored}`;
}

/**
 * `contentErrors/{id}` of a Firestore document (its path is hashed as a Storage path is), written
 * through its schema (stored.ts).
 */
export function shapeErrorDoc(path: string) {
  return contentErrorsCollection().doc(contentErrorId(`firestore:${path}`));
}

/**
 * Handles a write of `{collection}/{docId}` (before/after data; undefined when absent): a document
 * that does not fit gets its `contentErrors` entry (`path`, `store: 'firestore'`, `reason`,
 * `field`, `message`, `at`) and a warning log line; one fixed or deleted loses it. A write that
 * leaves a fitting document fitting costs nothing.
 * @returns what was done, for logs and tests
 */
export async function checkStoredShape(
  collection: CheckedCollection,
  docId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<'reported' | 'cleared' | 'fits'> {
  const path = `${collection}/${docId}`;
  const problem = after ? shapeProblem(collection, after) : null;
  if (problem) {
    logger.warn('stored document refused', {
      path,
      field: problem.field,
      problem: problem.message,
    });
    await shapeErrorDoc(path).set({
      path,
      store: 'firestore',
      reason: MALFORMED_REASON,
      field: problem.field,
      message: `Firestore ${path}: ${problem.message}. Students do not see this document until it is fixed.`,
      at: Timestamp.fromDate(now()),
    });
    return 'reported';
  }
  if (before && shapeProblem(collection, before)) {
    await shapeErrorDoc(path).delete();
    return 'cleared';
  }
  return 'fits';
}
