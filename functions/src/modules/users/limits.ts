/**
 * Rate limits of the accounts API (DESIGN §3: per IP and per account; fixed Firestore windows,
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

const TRY_LATER = 'Please try again later.';

export const LIMITS = {
  registerIp: {
    name: 'register-ip',
    windowSeconds: TEN_MINUTES,
    max: 100,
    message: `Too many sign-up attempts. ${TRY_LATER}`,
  },
  registerEmail: {
    name: 'register-email',
    windowSeconds: HOUR,
    max: 10,
    message: `Too many sign-up attempts. ${TRY_LATER}`,
  },
  verifyIp: {
    name: 'verify-ip',
    windowSeconds: TEN_MINUTES,
    max: 300,
    message: `Too many verification attempts. ${TRY_LATER}`,
  },
  verifyEmail: {
    name: 'verify-email',
    windowSeconds: TEN_MINUTES,
    max: 30,
    message: `Too many verification attempts. ${TRY_LATER}`,
  },
  resendIp: {
    name: 'resend-ip',
    windowSeconds: TEN_MINUTES,
    max: 100,
    message: `Too many OTP requests. ${TRY_LATER}`,
  },
  resendEmail: {
    name: 'resend-email',
    windowSeconds: HOUR,
    max: 10,
    message: `Too many OTP requests. ${TRY_LATER}`,
  },
  loginIp: {
    name: 'login-ip',
    windowSeconds: TEN_MINUTES,
    max: 300,
    message: `Too many login attempts. ${TRY_LATER}`,
  },
  loginEmail: {
    name: 'login-email',
    windowSeconds: TEN_MINUTES,
    max: 10,
    message: `Too many login attempts. ${TRY_LATER}`,
  },
  forgotIp: {
    name: 'forgot-ip',
    windowSeconds: TEN_MINUTES,
    max: 100,
    message: `Too many password reset requests. ${TRY_LATER}`,
  },
  forgotEmail: {
    name: 'forgot-email',
    windowSeconds: HOUR,
    max: 5,
    message: `Too many password reset requests. ${TRY_LATER}`,
  },
  resetIp: {
    name: 'reset-ip',
    windowSeconds: TEN_MINUTES,
    max: 100,
    message: `Too many password reset requests. ${TRY_LATER}`,
  },
} as const satisfies Record<string, Limit>;

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
