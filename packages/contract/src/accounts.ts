/**
 * Accounts contracts shared by the API and the web app (`@notesea/contract/accounts`): request schemas with
 * the user-facing messages, and the user DTO. Import nothing but 'zod' (and sibling shared files)
 * here: this file is bundled into the browser. Limits, messages and the registration check live in
 * the zod-free `accounts-rules.ts` (re-exported here).
 */
import { z } from 'zod';
import {
  BIO_MAX,
  EMAIL_MAX,
  firstRegisterError,
  GENDERS,
  IMAGE_URL_MAX,
  isHttpUrl,
  LOCATION_MAX,
  MESSAGES,
  NAME_MAX,
  NAME_MIN,
  OTP_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  REGISTER_MESSAGES,
  type Gender,
  type RegisterInput,
} from './accounts-rules.js';

export * from './accounts-rules.js';

/**
 * Body of `POST /users/register` (docs/product.md §7) and the web sign-up form. The issue's `path` names the
 * failing field, its `message` is the docs/product.md §5 text. Output: `RegisterInput`.
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

/** Body of `POST /users/login` (docs/product.md §5: email and password required). */
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
      .regex(OTP_PATTERN, MESSAGES.otpFormat),
  },
  { error: MESSAGES.body },
);
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** Body of `POST /users/resend-otp` and `POST /users/forgot-password`. */
export const emailOnlySchema = z.object({ email: emailField }, { error: MESSAGES.body });
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
 * Body of `PUT /users` (docs/product.md §7: name, phone, gender, location, bio, email, password, image).
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
      .regex(PHONE_PATTERN, REGISTER_MESSAGES.phone)
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
