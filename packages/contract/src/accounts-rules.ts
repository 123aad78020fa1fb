/**
 * Accounts rules shared by the API and the web app (`@notesea/contract/accounts-rules`): limits, messages
 * and the registration check, without zod. `accounts.ts` builds its schemas from these and
 * re-exports them; the web imports this file where it needs a rule but no schema, so a page does
 * not download zod (~22 KB gzip) for a constant.
 */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** docs/product.md §9 constants. */
export const NAME_MIN = 3;
export const NAME_MAX = 60;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const LOCATION_MAX = 100;
export const BIO_MAX = 500;
export const IMAGE_URL_MAX = 2048;
/** Seconds an OTP stays valid (docs/product.md §4/§9: the countdown starts at 900 s). */
export const OTP_TTL_SECONDS = 900;

/** Registration messages, docs/product.md §5, in the order they are checked. */
export const REGISTER_MESSAGES = {
  name: 'Name must be at least 3 characters long',
  email: 'Email must be a valid Gmail address',
  phone: 'Phone number must be 10 digits',
  password: 'Password must be at least 6 characters',
  confirmPassword: 'Passwords do not match',
  gender: 'Please select your gender',
} as const;

export const MESSAGES = {
  body: 'Request body must be a JSON object',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  collegeStudent: 'collegeStudent must be true or false',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  otpRequired: 'OTP is required',
  otpFormat: 'OTP must be 6 digits',
  location: `Location must be at most ${LOCATION_MAX} characters`,
  bio: `Bio must be at most ${BIO_MAX} characters`,
  image: 'Image must be a link starting with http:// or https://',
} as const;

const GMAIL = /^[a-z0-9._%+-]+@gmail\.com$/i;
/** A phone number: exactly 10 digits (docs/product.md §5). */
export const PHONE_PATTERN = /^\d{10}$/;
/** An OTP: exactly 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;

/** Registration form values as typed (the web form's state); `registerSchema` checks them. */
export interface RegisterForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  collegeStudent: boolean;
  gender: string;
}

/** What the server uses after `registerSchema`: trimmed name, lower-cased email. */
export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  collegeStudent: boolean;
  gender: Gender;
}

type Field = keyof typeof REGISTER_MESSAGES | 'collegeStudent';

/**
 * The first registration rule `values` breaks, in docs/product.md §5 order, or undefined when all pass.
 * One function over the raw object (rather than per-field zod checks plus an object refinement)
 * so the FIRST failing rule wins for every combination: zod skips object refinements such as
 * "passwords match" whenever a field fails, which would report 'Please select your gender'
 * before 'Passwords do not match'. Bounds the spec leaves open (name and password length) are
 * checked in their field's slot.
 */
export function firstRegisterError(
  values: Record<string, unknown>,
): { field: Field; message: string } | undefined {
  const { name, email, phone, password, confirmPassword, gender, collegeStudent } = values;
  const trimmedName = typeof name === 'string' ? name.trim() : '';
  if (trimmedName.length < NAME_MIN) return { field: 'name', message: REGISTER_MESSAGES.name };
  if (trimmedName.length > NAME_MAX) return { field: 'name', message: MESSAGES.nameTooLong };
  const trimmedEmail = typeof email === 'string' ? email.trim() : '';
  if (trimmedEmail.length > EMAIL_MAX || !GMAIL.test(trimmedEmail)) {
    return { field: 'email', message: REGISTER_MESSAGES.email };
  }
  if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone.trim())) {
    return { field: 'phone', message: REGISTER_MESSAGES.phone };
  }
  if (typeof password !== 'string' || password.length < PASSWORD_MIN) {
    return { field: 'password', message: REGISTER_MESSAGES.password };
  }
  if (password.length > PASSWORD_MAX)
    return { field: 'password', message: MESSAGES.passwordTooLong };
  if (confirmPassword !== password) {
    return { field: 'confirmPassword', message: REGISTER_MESSAGES.confirmPassword };
  }
  if (!GENDERS.includes(gender as Gender)) {
    return { field: 'gender', message: REGISTER_MESSAGES.gender };
  }
  if (
    collegeStudent !== undefined &&
    collegeStudent !== null &&
    typeof collegeStudent !== 'boolean'
  ) {
    return { field: 'collegeStudent', message: MESSAGES.collegeStudent };
  }
  return undefined;
}

/** Whether `value` is an absolute http(s) URL (a profile image link). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export type ProfileField =
  'name' | 'email' | 'phone' | 'password' | 'gender' | 'location' | 'bio' | 'image';

/**
 * The first problem `profileUpdateSchema` (accounts.ts) reports for `values`, as field and
 * message, or undefined when it accepts them: the same checks in the same order (fields in the
 * schema's order, then each field's checks), without zod, so the web's profile form can check
 * before a round trip without downloading zod. accounts-rules.test.ts holds the two equal.
 */
export function firstProfileError(
  values: Record<string, unknown>,
): { field: ProfileField; message: string } | undefined {
  const { name, email, phone, password, gender, location, bio, image } = values;
  const fail = (field: ProfileField, message: string) => ({ field, message });
  if (name !== undefined) {
    if (typeof name !== 'string' || name.trim().length < NAME_MIN) {
      return fail('name', REGISTER_MESSAGES.name);
    }
    if (name.trim().length > NAME_MAX) return fail('name', MESSAGES.nameTooLong);
  }
  if (email !== undefined) {
    if (typeof email !== 'string' || email.trim().length > EMAIL_MAX) {
      return fail('email', REGISTER_MESSAGES.email);
    }
  }
  if (phone !== undefined) {
    if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone.trim())) {
      return fail('phone', REGISTER_MESSAGES.phone);
    }
  }
  if (password !== undefined) {
    if (typeof password !== 'string') return fail('password', REGISTER_MESSAGES.password);
    if (password.length > PASSWORD_MAX) return fail('password', MESSAGES.passwordTooLong);
    if (password !== '' && password.length < PASSWORD_MIN) {
      return fail('password', REGISTER_MESSAGES.password);
    }
  }
  if (gender !== undefined && !GENDERS.includes(gender as Gender)) {
    return fail('gender', REGISTER_MESSAGES.gender);
  }
  if (location !== undefined) {
    if (typeof location !== 'string' || location.trim().length > LOCATION_MAX) {
      return fail('location', MESSAGES.location);
    }
  }
  if (bio !== undefined) {
    if (typeof bio !== 'string' || bio.trim().length > BIO_MAX) return fail('bio', MESSAGES.bio);
  }
  if (image !== undefined) {
    if (typeof image !== 'string') return fail('image', MESSAGES.image);
    const url = image.trim();
    if (url.length > IMAGE_URL_MAX || (url !== '' && !isHttpUrl(url))) {
      return fail('image', MESSAGES.image);
    }
  }
  return undefined;
}
