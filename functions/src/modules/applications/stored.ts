/**
 * The stored shape of `applications/{id}` (docs/architecture.md §4): written once by
 * `submitApplication` after every check passed, read only by people in the Firebase console. The
 * write goes through `applicationConverter` (lib/stored.ts), so a record that does not fit (a
 * field over its limit, a resume path outside `resumes/{id}/`) is never stored: the write throws
 * and the uploaded resume is deleted again (./service.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  CAREER_FIELD_MAX,
  CAREER_OPTIONAL_FIELDS,
  CAREER_REQUIRED_FIELDS,
  type CareerField,
} from '@notesea/contract/careers';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

/** A trimmed, non-empty text within the field's limit (what parseCareerFields answers). */
function careerText(field: CareerField) {
  return z
    .string()
    .min(1)
    .max(CAREER_FIELD_MAX[field])
    .refine((value) => value === value.trim(), 'must be trimmed');
}

const required = Object.fromEntries(
  CAREER_REQUIRED_FIELDS.map((field) => [field, careerText(field)]),
) as Record<(typeof CAREER_REQUIRED_FIELDS)[number], ReturnType<typeof careerText>>;

/** Stored only when non-empty (docs/product.md §5). */
const optional = Object.fromEntries(
  CAREER_OPTIONAL_FIELDS.map((field) => [field, careerText(field).optional()]),
) as Record<(typeof CAREER_OPTIONAL_FIELDS)[number], z.ZodOptional<ReturnType<typeof careerText>>>;

export const storedApplicationSchema = z.looseObject({
  ...required,
  ...optional,
  /** `resumes/{id}/resume.{pdf|doc|docx}` in the default bucket. */
  resumePath: z.string().regex(/^resumes\/[^/]+\/resume\.(pdf|doc|docx)$/),
  /** The sniffed MIME type, never the client's. */
  resumeType: z.string().min(1),
  /** Bytes. */
  resumeSize: z.number().int().positive(),
  createdAt: z.instanceof(Timestamp),
});

export type StoredApplication = z.output<typeof storedApplicationSchema>;

export const applicationConverter = storedConverter(storedApplicationSchema);

/** `applications`, written through its schema. */
export function applicationsCollection() {
  return db().collection(COLLECTIONS.applications).withConverter(applicationConverter);
}
