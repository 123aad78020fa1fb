/**
 * The stored shapes of the accounts collections (docs/architecture.md §3/§4), read and written
 * through the schemas here (lib/stored.ts). `rateLimits` is lib/rate-limit.ts's, `mail`
 * integrations/mail-stored.ts's.
 *
 * - `users/{uid}`, the profile. It is what lets a student in: login, verify-otp and `GET /users`
 *   answer with it, so it is NEVER refused. Every field is normalised to the type the API writes
 *   instead (`PROFILE_FIELDS`), and each field that reads differently from what is stored (a phone
 *   typed as a number in the console, `gender: 'female'`, a missing `createdAt`) is logged as
 *   'user field normalised' with the document path and the stored value's kind — never the value,
 *   which is personal data. Fields nobody reads are let through (`loose`). Writes are partial
 *   (merge) or carry `FieldValue`s, so they go to `userRefUnconverted` after their fields were parsed
 *   by `newProfileSchema` / `profileChangesSchema`; those schemas only accept values that read back
 *   unchanged.
 * - `otps/{uid}` and `passwordResets/{sha256(token)}`: written only by the functions. One that
 *   does not fit is refused ('stored document refused') and counts as no code or no link: the
 *   student asks for a new one (otp.ts, password-reset.ts say what each refusal answers).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { GENDERS, isHttpUrl } from '@notesea/contract/accounts';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { asString } from '../../lib/present.js';
import {
  normalisingConverter,
  storedConverter,
  storedData,
  type StoredConverter,
} from '../../lib/stored.js';

const timestamp = z.instanceof(Timestamp);

// ---------------------------------------------------------------------------------------------
// users/{uid}

const text = (value: unknown): string => asString(value).trim();

/**
 * How each profile field is read, whatever the console left in it. Each returns the stored value
 * itself when it already fits, so `normalisedProfileFields` can tell a typo by identity.
 */
export const PROFILE_FIELDS = {
  /** Text; a number typed in the console is its digits; anything else ''. Trimmed. */
  name: text,
  /** Like name, lower-cased (register writes it lower-cased). The presenter falls back to Auth's. */
  email: (value: unknown) => text(value).toLowerCase(),
  phone: text,
  /** `true`, or the text 'true' in any case; anything else is false (as the presenter always read it). */
  collegeStudent: (value: unknown) =>
    value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true'),
  /** One of GENDERS, forgiving case and spaces ('female' → 'Female'); anything else '' (not added). */
  gender: (value: unknown) =>
    GENDERS.find((g) => g.toLowerCase() === text(value).toLowerCase()) ?? '',
  location: text,
  bio: text,
  /** An http(s) link, else '' (the default picture), like PUT /users accepts. */
  image: (value: unknown) => {
    const url = text(value);
    return url !== '' && isHttpUrl(url) ? url : '';
  },
  /** A Timestamp, else null (the unread count then counts every listed notification). */
  createdAt: (value: unknown) => (value instanceof Timestamp ? value : null),
  /** When the student last opened /soon (server time); absent until then, and when not a Timestamp. */
  notificationsSeenAt: (value: unknown) => (value instanceof Timestamp ? value : undefined),
  /**
   * service.ts CONTESTED_FIELD: absent is 0 re-registrations; anything present but not a whole
   * number ≥ 0 reads as 1, the safe side (verifying keeps no password and emails the owner how to
   * choose one; the student is signed in all the same).
   */
  pendingPasswordReplacements: (value: unknown) => {
    if (value === undefined) return undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 1;
  },
} as const;

type ProfileField = keyof typeof PROFILE_FIELDS;

/** `raw` with every profile field read as `PROFILE_FIELDS` says; other fields as they are. */
export function normaliseProfile(raw: unknown): Record<string, unknown> {
  const data = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const normalised: Record<string, unknown> = { ...data };
  for (const [field, read] of Object.entries(PROFILE_FIELDS)) {
    const value = read(data[field]);
    if (value === undefined) delete normalised[field];
    else normalised[field] = value;
  }
  return normalised;
}

/** What the stored value of a field is, for logs (never the value: profiles are personal data). */
function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Timestamp) return 'timestamp';
  return typeof value;
}

/** The profile fields of `raw` that do not read as what is stored, with the stored value's kind. */
export function normalisedProfileFields(
  raw: Record<string, unknown>,
): Array<{ field: ProfileField; stored: string }> {
  return (Object.keys(PROFILE_FIELDS) as ProfileField[]).flatMap((field) =>
    Object.is(PROFILE_FIELDS[field](raw[field]), raw[field])
      ? []
      : [{ field, stored: kindOf(raw[field]) }],
  );
}

/** The profile as read: exact types (after `normaliseProfile`), unknown fields let through. */
const userObject = z.looseObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  collegeStudent: z.boolean(),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  location: z.string(),
  bio: z.string(),
  image: z.string(),
  createdAt: timestamp.nullable(),
  notificationsSeenAt: timestamp.optional(),
  pendingPasswordReplacements: z.number().int().nonnegative().optional(),
});

/** `users/{uid}` as read: every document fits (fields normalised first), so none is refused. */
export const storedUserSchema = z.preprocess(normaliseProfile, userObject);

export type StoredUser = z.output<typeof storedUserSchema>;

/** Trimmed text (what the contract's schemas hand over). */
const trimmedText = z.string().refine((value) => value === value.trim(), 'not trimmed');

/**
 * A new profile as register writes it: every field, each already what it reads as (so a profile
 * the API wrote is never logged as normalised; stored.test.ts checks this).
 */
export const newProfileSchema = z.strictObject({
  name: trimmedText.min(1),
  email: trimmedText.refine((email) => email === email.toLowerCase(), 'not lower case'),
  phone: trimmedText,
  collegeStudent: z.boolean(),
  gender: z.enum(GENDERS),
  location: trimmedText,
  bio: trimmedText,
  image: trimmedText.refine((url) => url === '' || isHttpUrl(url), 'not an http(s) link'),
  createdAt: timestamp,
});

export type NewProfile = z.output<typeof newProfileSchema>;

/** The fields `PUT /users` may change, each optional. */
export const profileChangesSchema = newProfileSchema
  .pick({ name: true, phone: true, gender: true, location: true, bio: true, image: true })
  .partial();

/** Reads through `storedUserSchema`, logging each field it normalises (its kind, not its value). */
export const userConverter: StoredConverter<StoredUser> = normalisingConverter(storedUserSchema, {
  message: 'user field normalised',
  normalised: normalisedProfileFields,
});

/**
 * `users/{uid}` without a converter: for merge writes, whose fields are parsed by
 * `newProfileSchema` or `profileChangesSchema` first, for `FieldValue` writes (increment,
 * server time), which no schema of the stored shape accepts, and for `db().getAll`, which takes
 * references of one type (read its snapshot with `readStored(userConverter, …)`).
 */
export function userRefUnconverted(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid);
}

/** `users/{uid}`, read through its schema. */
export function userRef(uid: string) {
  return userRefUnconverted(uid).withConverter(userConverter);
}

/** The profile of `uid`, or null when there is none (1 read). */
export async function readUser(uid: string): Promise<StoredUser | null> {
  return storedData(await userRef(uid).get());
}

// ---------------------------------------------------------------------------------------------
// otps/{uid}

/**
 * `otps/{uid}` (otp.ts): `hash` (hex SHA-256 of `${uid}:${otp}`), `expiresAt` (sent + 900 s),
 * `attempts` (tries so far, bumped with FieldValue.increment before each check) and `sentAt`.
 * Replaced by every new OTP, deleted once verified.
 */
export const storedOtpSchema = z.looseObject({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: timestamp,
  attempts: z.number().int().nonnegative(),
  sentAt: timestamp,
});

export type StoredOtp = z.output<typeof storedOtpSchema>;

export const otpConverter = storedConverter(storedOtpSchema);

/** `otps/{uid}` without a converter, for the `FieldValue.increment` of `attempts`. */
export function otpRefForUpdate(uid: string) {
  return db().collection(COLLECTIONS.otps).doc(uid);
}

/** `otps/{uid}`, read and written through its schema. */
export function otpRef(uid: string) {
  return otpRefForUpdate(uid).withConverter(otpConverter);
}

// ---------------------------------------------------------------------------------------------
// passwordResets/{sha256(token)}

/**
 * `passwordResets/{sha256(token)}` (password-reset.ts): the account's `uid`, `createdAt` and
 * `expiresAt` (created + 15 min; a TTL policy deletes it). Deleted when used: the delete with an
 * exists-precondition is what makes a link single use.
 */
export const storedPasswordResetSchema = z.looseObject({
  uid: z.string().min(1),
  createdAt: timestamp,
  expiresAt: timestamp,
});

export type StoredPasswordReset = z.output<typeof storedPasswordResetSchema>;

export const passwordResetConverter = storedConverter(storedPasswordResetSchema);

/** `passwordResets`, read and written through its schema. */
export function passwordResetsCollection() {
  return db().collection(COLLECTIONS.passwordResets).withConverter(passwordResetConverter);
}
