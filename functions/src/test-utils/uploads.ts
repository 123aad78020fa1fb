/**
 * A stored upload (modules/uploads/stored.ts) for unit tests: `newUpload` as `createUpload`
 * writes it, with `overrides` applied (any value, to play a console edit); `readUpload` the same
 * read back through the stored schema.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  storedUploadSchema,
  type NewUpload,
  type StoredUpload,
} from '../modules/uploads/stored.js';

export function newUpload(overrides: Record<string, unknown> = {}): NewUpload {
  return {
    kind: 'note',
    subjectId: 'dbms',
    semesterId: 'sem-3',
    subjectName: 'DBMS (at upload)',
    unit: 2,
    year: null,
    session: null,
    title: null,
    uid: 'u1',
    credit: 'name',
    creditName: 'Asha',
    status: 'pending',
    reason: null,
    sha256: 'a'.repeat(64),
    bytes: 1234,
    pages: 3,
    source: 'pdf',
    photos: 0,
    incomingPath: 'incoming/u1/up1.pdf',
    publishedId: null,
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5)),
    ...overrides,
  } as NewUpload;
}

export function readUpload(overrides: Record<string, unknown> = {}): StoredUpload {
  return storedUploadSchema.parse(newUpload(overrides));
}
