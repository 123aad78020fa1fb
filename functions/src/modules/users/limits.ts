/**
 * Rate limits of the accounts API (docs/architecture.md §3: per IP and per account; fixed Firestore windows,
 * lib/rate-limit.ts). Exceeding one answers 429 with the message below and `Retry-After`.
 *
 * Per-IP limits are loose: a whole lab class may sign up or log in at once behind one college
 * NAT (and the test suites send everything from 127.0.0.1: one run of the accounts suites uses
 * about a fifth of each per-IP budget). They stop scripted floods; per-email limits are the real
 * brake on password guessing and mail flooding. On top of these, OTP emails go out at most once per 60 s per account (otp.ts)
 * and an OTP dies after 5 wrong tries.
 */
import type { Request } from 'express';
import type { ConsumeOptions } from '../../lib/rate-limit.js';

type Limit = Omit<ConsumeOptions, 'key'>;

const TEN_MINUTES = 600;
const HOUR = 3600;

/** One limit: counter `name`, at most `max` hits per window, refused with "Too many {what}. …". */
function limit(name: string, windowSeconds: number, max: number, what: string): Limit {
  return { name, windowSeconds, max, message: `Too many ${what}. Please try again later.` };
}

const SIGN_UP = 'sign-up attempts';
const VERIFY = 'verification attempts';
const RESEND = 'OTP requests';
const LOGIN = 'login attempts';
const RESET = 'password reset requests';

export const LIMITS = {
  registerIp: limit('register-ip', TEN_MINUTES, 100, SIGN_UP),
  registerEmail: limit('register-email', HOUR, 10, SIGN_UP),
  verifyIp: limit('verify-ip', TEN_MINUTES, 300, VERIFY),
  verifyEmail: limit('verify-email', TEN_MINUTES, 30, VERIFY),
  resendIp: limit('resend-ip', TEN_MINUTES, 100, RESEND),
  resendEmail: limit('resend-email', HOUR, 10, RESEND),
  loginIp: limit('login-ip', TEN_MINUTES, 300, LOGIN),
  loginEmail: limit('login-email', TEN_MINUTES, 10, LOGIN),
  forgotIp: limit('forgot-ip', TEN_MINUTES, 100, RESET),
  forgotEmail: limit('forgot-email', HOUR, 5, RESET),
  resetIp: limit('reset-ip', TEN_MINUTES, 100, RESET),
};

/**
 * Key for per-IP limits: the client address Express derives from the right end of
 * X-Forwarded-For (app.ts, lib/client-ip.ts), not the client-written left-most entry.
 */
export function ipKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Key for per-email limits: the INBOX the mail lands in, not the address as typed. Gmail ignores
 * dots and anything after '+' in the local part (and googlemail.com is gmail.com), so
 * `a.sha+1@gmail.com`, `as.ha+2@gmail.com`, … are separate accounts here but one inbox there;
 * keyed by address, each variant would get its own budget and sign-up could mail-bomb one inbox
 * without bound. Pure.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  const domain = lower.slice(at + 1);
  if (at < 1 || (domain !== 'gmail.com' && domain !== 'googlemail.com')) return lower;
  const local = (lower.slice(0, at).split('+')[0] ?? '').replaceAll('.', '');
  return `${local || lower.slice(0, at)}@gmail.com`;
}
