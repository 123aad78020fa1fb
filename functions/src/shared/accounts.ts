/**
 * Accounts contracts shared by the API and the web app (`@shared/accounts`): request schemas with
 * the user-facing messages, and the user DTO. Import nothing but 'zod' (and sibling shared files)
 * here: this file is bundled into the browser.
 */
import { z } from 'zod';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Spec §9 constants. */
export const NAME_MIN = 3;
export const NAME_MAX = 60;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const LOCATION_MAX = 100;
export const BIO_MAX = 500;
export const IMAGE_URL_MAX = 2048;
/** Seconds an OTP stays valid (spec §4/§9: the countdown starts at 900 s). */
export const OTP_TTL_SECONDS = 900;

/** Registration messages, spec §5, in the order they are checked. */
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
const PHONE = /^\d{10}$/;
const OTP = /^\d{6}$/;

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
 * The first registration rule `values` breaks, in spec §5 order, or undefined when all pass.
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
  if (typeof phone !== 'string' || !PHONE.test(phone.trim())) {
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

/**
 * Body of `POST /users/register` (spec §7) and the web sign-up form. The issue's `path` names the
 * failing field, its `message` is the spec §5 text. Output: `RegisterInput`.
 */
export const registerSchema = z
  .object(
    {
      name: z.unknown().optional(),
      email: z.unknown().optional(),
      phone: z.unknown().optional(),
      password: z.unknown().optional(),
      confirmPassword: z.unknown().optional(),
      collegeStudent: z.unknown().optional(),
      gender: z.unknown().optional(),
    },
    { error: MESSAGES.body },
  )
  .superRefine((values, ctx) => {
    const error = firstRegisterError(values);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  })
  .transform((values): RegisterInput => ({
    name: (values.name as string).trim(),
    email: (values.email as string).trim().toLowerCase(),
    phone: (values.phone as string).trim(),
    password: values.password as string,
    collegeStudent: values.collegeStudent === true,
    gender: values.gender as Gender,
  }));

/** A required string: 'X is required' when absent or blank; bounded so bodies stay small. */
function required(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

const emailField = required(MESSAGES.emailRequired, EMAIL_MAX, 'Email is too long').transform(
  (email) => email.toLowerCase(),
);

/** Body of `POST /users/login` (spec §5: email and password required). */
export const loginSchema = z.object(
  {
    email: emailField,
    // Not trimmed: spaces may be part of a password.
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  },
  { error: MESSAGES.body },
);
export type LoginInput = z.infer<typeof loginSchema>;

/** Body of `POST /users/verify-otp`: the email and the 6-digit code from the OTP email. */
export const verifyOtpSchema = z.object(
  {
    email: emailField,
    otp: z
      .string({ error: MESSAGES.otpRequired })
      .trim()
      .min(1, MESSAGES.otpRequired)
      .regex(OTP, MESSAGES.otpFormat),
  },
  { error: MESSAGES.body },
);
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** Body of `POST /users/resend-otp` and `POST /users/forgot-password`. */
export const emailOnlySchema = z.object({ email: emailField }, { error: MESSAGES.body });
export const resendOtpSchema = emailOnlySchema;
export const forgotSchema = emailOnlySchema;
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

const newPassword = z
  .string({
    error: (issue) =>
      issue.input === undefined ? MESSAGES.passwordRequired : REGISTER_MESSAGES.password,
  })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, REGISTER_MESSAGES.password)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

/** Body of `POST /users/reset-password/{token}`: the new password, at least 6 characters. */
export const resetSchema = z.object({ password: newPassword }, { error: MESSAGES.body });
export type ResetInput = z.infer<typeof resetSchema>;

const imageUrl = z
  .string({ error: MESSAGES.image })
  .trim()
  .max(IMAGE_URL_MAX, MESSAGES.image)
  .refine((url) => url === '' || isHttpUrl(url), MESSAGES.image);

/**
 * Body of `PUT /users` (spec §7: name, phone, gender, location, bio, email, password, image).
 * Every field is optional: only those sent change. Same rules and messages as registration for
 * name, phone, gender and password; an empty `password` means "unchanged" (the profile form sends
 * it blank). `email` is read-only: the service refuses one that differs from the account's.
 */
export const profileUpdateSchema = z.object(
  {
    name: z
      .string({ error: REGISTER_MESSAGES.name })
      .trim()
      .min(NAME_MIN, REGISTER_MESSAGES.name)
      .max(NAME_MAX, MESSAGES.nameTooLong)
      .optional(),
    email: z
      .string({ error: REGISTER_MESSAGES.email })
      .trim()
      .max(EMAIL_MAX, REGISTER_MESSAGES.email)
      .transform((email) => email.toLowerCase())
      .optional(),
    phone: z
      .string({ error: REGISTER_MESSAGES.phone })
      .trim()
      .regex(PHONE, REGISTER_MESSAGES.phone)
      .optional(),
    password: z
      .string({ error: REGISTER_MESSAGES.password })
      .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
      .refine((p) => p === '' || p.length >= PASSWORD_MIN, REGISTER_MESSAGES.password)
      .optional(),
    gender: z.enum(GENDERS, { error: REGISTER_MESSAGES.gender }).optional(),
    location: z
      .string({ error: MESSAGES.location })
      .trim()
      .max(LOCATION_MAX, MESSAGES.location)
      .optional(),
    bio: z.string({ error: MESSAGES.bio }).trim().max(BIO_MAX, MESSAGES.bio).optional(),
    image: imageUrl.optional(),
  },
  { error: MESSAGES.body },
);
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The user as every accounts endpoint returns it (`GET /users`, `PUT /users`, the `user` of
 * login and verify-otp). Never carries password hashes, OTPs or internal fields.
 */
export interface UserDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  collegeStudent: boolean;
  gender: string;
  location: string;
  bio: string;
  image: string;
}

/** `POST /users/login` and `POST /users/verify-otp`: the bearer token and the user. */
export interface SessionDto {
  token: string;
  user: UserDto;
}

/** `PUT /users`: the updated user; `token` only when the password changed (old sessions end). */
export type ProfileUpdateDto = UserDto & { token?: string };

/** Bodies that only carry a message (register, resend, logout, forgot, reset). */
export interface MessageDto {
  message: string;
}
