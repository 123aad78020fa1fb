/**
 * The stored shape of `uploads/{id}` (fields: ./schema.ts; the content team's guide:
 * docs/contributions.md). Every read and write of uploads goes through `uploadConverter`.
 *
 * Two kinds of fields, two rules:
 * - What the API and the review trigger write and nobody edits (owner, subject, file, credit,
 *   times, publishing state) must fit exactly. An upload that does not is refused: left out of
 *   My uploads, 'Upload not found' alone, and an approval of it goes back to `pending` with a
 *   `reviewError` naming the field (review.ts). Only a bug, or an edit the guide forbids, causes it.
 * - What the content team edits in the console to review (`status`, `reason`, `title`, `unit`,
 *   `year`, `session`; and `kind`, which the review checks) and the display copies
 *   (`subjectName`, `semesterId`, `creditName`) are normalised instead, so a typo never hides a
 *   student's upload from them: an unknown `status` reads as 'pending' (as My uploads always
 *   showed it), a `unit` or `year` typed as text ('3') as its number, anything unusable as null.
 *   The review trigger still checks the corrected fields and names what is wrong (review.ts
 *   `reviewedFields`): null is refused there exactly as the typo was. Every normalisation is
 *   logged as 'upload field normalised' with the document path.
 * Writes are parsed by the exact schema, so a bad shape throws rather than being normalised.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { UploadStatus } from '@notesea/contract/contributions-rules';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { asNumber, asString } from '../../lib/present.js';
import { normalisingConverter, type StoredConverter } from '../../lib/stored.js';

export const UPLOAD_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'published',
] as const satisfies readonly UploadStatus[];

/** The team's `status`: one of UPLOAD_STATUSES exactly (a typo publishes nothing), else 'pending'. */
export function uploadStatusOf(value: unknown): UploadStatus {
  return UPLOAD_STATUSES.find((s) => s === value) ?? 'pending';
}

/** Text as is, a finite number as its text, anything else '' (`asString` without its fallback). */
function text(value: unknown): string {
  return asString(value);
}

/** `kind` exactly, else null (the review then refuses the approval: "kind must be …"). */
function kindOf(value: unknown): 'note' | 'pyq' | null {
  return value === 'note' || value === 'pyq' ? value : null;
}

/** Text as is, a finite number as its text (a title typed as 2024), anything else null. */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : asString(value) || null;
}

const timestamp = z.instanceof(Timestamp);
const kind = z.enum(['note', 'pyq']);

/** What `POST /uploads` writes (service.ts `createUpload`), field for field. */
const uploadObject = z.object({
  kind,
  subjectId: z.string().min(1),
  /** Copies made at upload: shown when the subject is gone, never used to publish. */
  semesterId: z.string(),
  subjectName: z.string(),
  unit: z.number().int().nullable(),
  year: z.number().int().nullable(),
  session: z.string().nullable(),
  /** null: the default title ('Unit 2 notes', 'May 2024'). */
  title: z.string().nullable(),
  uid: z.string().min(1),
  credit: z.enum(['name', 'anonymous']),
  creditName: z.string().nullable(),
  status: z.enum(UPLOAD_STATUSES),
  reason: z.string().nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().positive(),
  pages: z.number().int().positive(),
  source: z.enum(['pdf', 'photos']),
  photos: z.number().int().nonnegative(),
  /** `incoming/{uid}/{id}.pdf` (./schema.ts). */
  incomingPath: z.string().min(1),
  publishedId: z.string().nullable(),
  createdAt: timestamp,
  // Set by the review trigger (review.ts), with `update`.
  publishedPath: z.string().optional(),
  pendingId: z.string().optional(),
  reviewError: z.string().optional(),
  reviewedAt: timestamp.optional(),
  publishedAt: timestamp.optional(),
});

/**
 * The normaliser of each field the content team edits, or that is only a display copy: numbers
 * typed as text ('3') read as numbers (`asNumber`), numbers as text where text belongs
 * (`text`, '' for anything else).
 */
const NORMALISED = {
  kind: kindOf,
  status: uploadStatusOf,
  reason: textOrNull,
  title: textOrNull,
  unit: asNumber,
  year: asNumber,
  session: textOrNull,
  subjectName: text,
  semesterId: text,
  creditName: textOrNull,
} as const;

/** Exact: what the functions may write (a write that does not fit throws). */
export const uploadWriteSchema = uploadObject.loose();

/** Forgiving where the team edits (NORMALISED), exact elsewhere; unknown fields let through. */
export const storedUploadSchema = uploadObject
  .extend({
    kind: z.preprocess(kindOf, kind.nullable()),
    status: z.preprocess(uploadStatusOf, z.enum(UPLOAD_STATUSES)),
    reason: z.preprocess(textOrNull, z.string().nullable()),
    title: z.preprocess(textOrNull, z.string().nullable()),
    unit: z.preprocess(asNumber, z.number().nullable()),
    year: z.preprocess(asNumber, z.number().nullable()),
    session: z.preprocess(textOrNull, z.string().nullable()),
    subjectName: z.preprocess(text, z.string()),
    semesterId: z.preprocess(text, z.string()),
    creditName: z.preprocess(textOrNull, z.string().nullable()),
  })
  .loose();

export type StoredUpload = z.output<typeof storedUploadSchema>;
/** An upload as `createUpload` writes it. */
export type NewUpload = z.output<typeof uploadObject>;

/**
 * The normalised fields of `raw` whose stored value is not what they read as (a typo, a number
 * typed as text, a missing field), with both values.
 */
export function normalisedUploadFields(
  raw: Record<string, unknown>,
): Array<{ field: string; stored: unknown; readAs: unknown }> {
  return Object.entries(NORMALISED).flatMap(([field, normalise]) => {
    const readAs = normalise(raw[field]);
    return readAs === raw[field] ? [] : [{ field, stored: raw[field] ?? null, readAs }];
  });
}

/** The first field of `raw` that does not fit, for the team ('bytes', 'createdAt'); '' if it fits. */
export function unfitField(raw: Record<string, unknown>): string {
  const parsed = storedUploadSchema.safeParse(raw);
  return parsed.success ? '' : (parsed.error.issues[0]?.path.join('.') ?? '');
}

/** Reads through `storedUploadSchema`, logging each normalised field; writes must fit exactly. */
export const uploadConverter: StoredConverter<StoredUpload> = normalisingConverter(
  storedUploadSchema,
  {
    message: 'upload field normalised',
    normalised: normalisedUploadFields,
    writeSchema: uploadWriteSchema,
  },
);

/** `uploads`, read and written through its schemas. */
export function uploadsCollection() {
  return db().collection(COLLECTIONS.uploads).withConverter(uploadConverter);
}
