/**
 * Accounts module: path schemas, messages (the request bodies' schemas are the contract's,
 * @notesea/contract/accounts) and rate limits (docs/product.md §5/§7, docs/architecture.md §3/§4).
 * The stored documents (`users`, `otps`, `passwordResets`) and how each is read: ./stored.ts.
 * The password lives only in Firebase Auth.
 */
import { z } from 'zod';

/** Everything the accounts API says to a user, in one place (shown verbatim, docs/product.md §8). */
export const ACCOUNT_MESSAGES = {
  otpSent: 'OTP sent to your email. Please verify.',
  otpResent: 'A new OTP has been sent to your email.',
  emailTaken: 'An account with this email already exists. Please log in.',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email first. We have sent an OTP to your email.',
  disabled: 'This account has been disabled. Please contact support.',
  noAccount: 'No account found for this email. Please register first.',
  alreadyVerified: 'This email is already verified. Please log in.',
  noActiveOtp: 'No active OTP for this email. Please request a new one.',
  otpExpired: 'OTP expired. Please request a new one.',
  otpLocked: 'Too many incorrect attempts. Please request a new OTP.',
  loggedOut: 'Logged out',
  userNotFound: 'User not found',
  emailReadOnly: 'Email cannot be changed',
  resetSent:
    'If an account exists for this email, we have sent a password reset link. Please check your inbox or spam folder.',
  resetDone: 'Password reset successful. Please log in with your new password.',
  resetInvalid: 'This reset link is invalid or has already been used. Please request a new one.',
  resetExpired: 'This reset link has expired. Please request a new one.',
} as const;

/** Reset tokens: 32 random bytes, sent as 64 lower-case hex characters. */
export const resetParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, ACCOUNT_MESSAGES.resetInvalid),
});

/** 'Invalid OTP. 4 attempts left.' — how many tries remain before the OTP is invalidated. */
export function invalidOtpMessage(attemptsLeft: number): string {
  return `Invalid OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

/** 'Please wait 42 seconds before requesting a new OTP.' */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP.`;
}
