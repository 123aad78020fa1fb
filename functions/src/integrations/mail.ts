/**
 * Outgoing email (docs/architecture.md §3). The function never talks SMTP: it writes a document to `mail` in
 * the format of the official "Trigger Email from Firestore" extension
 * (firebase/firestore-send-email: `to`, `message.subject`, `message.text`, `message.html`), which
 * sends it in production. Locally nothing is sent: the launcher prints each new document (the
 * outbox) and the API tests read OTPs and reset links from it.
 *
 * Templates are plain functions of their inputs, so their shape is unit-tested without Firestore.
 * The document's schema: ./mail-stored.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { now } from '../lib/clock.js';
import { mailCollection, type MailDocument } from './mail-stored.js';

const PRODUCT = 'NoteSea';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The email carrying a registration/login OTP. `minutes` is the validity shown to the user
 * (docs/product.md §9: 900 s = 15 minutes). The code appears on its own in both bodies so a reader (or a test)
 * finds exactly one 6-digit number.
 */
export function otpMail(name: string, otp: string, minutes: number): MailContent {
  const subject = `${PRODUCT}: your verification code`;
  const text = [
    `Hi ${name},`,
    '',
    `Your ${PRODUCT} verification code is: ${otp}`,
    '',
    `It expires in ${minutes} minutes. If you did not sign up for ${PRODUCT}, ignore this email.`,
  ].join('\n');
  const html = layout(
    `<p>Hi ${escapeHtml(name)},</p>` +
      `<p>Your ${PRODUCT} verification code is:</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(otp)}</p>` +
      `<p>It expires in ${minutes} minutes. If you did not sign up for ${PRODUCT}, ignore this email.</p>`,
  );
  return { subject, text, html };
}

/** The email carrying a password-reset link, valid for `minutes`. */
export function passwordResetMail(name: string, link: string, minutes: number): MailContent {
  const subject = `${PRODUCT}: reset your password`;
  const text = [
    `Hi ${name},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT} account. Open this link to choose a new one:`,
    link,
    '',
    `The link works once and expires in ${minutes} minutes. If it was not you, ignore this email: your password stays the same.`,
  ].join('\n');
  const html = layout(
    `<p>Hi ${escapeHtml(name)},</p>` +
      `<p>Someone asked to reset the password of your ${PRODUCT} account.</p>` +
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>` +
      `<p>Or paste this link into your browser: ${escapeHtml(link)}</p>` +
      `<p>The link works once and expires in ${minutes} minutes. If it was not you, ignore this email: your password stays the same.</p>`,
  );
  return { subject, text, html };
}

/**
 * Sent after an email is verified when, before that, the pending account was signed up again
 * with a different password (modules/users/service.ts). Anyone can type someone else's address
 * into the sign-up form, so none of those passwords is kept: the owner, now signed in, chooses one.
 */
export function passwordNotKeptMail(name: string): MailContent {
  const subject = `${PRODUCT}: choose your password`;
  const lines = [
    `Your ${PRODUCT} email address is verified and you are signed in.`,
    `Before it was verified, this email address was signed up more than once with different passwords. Anyone can type an email address into the sign-up form, so to protect your account none of those passwords works any more.`,
    `To choose your password, open Profile, then Edit Profile, and enter a New password. Or use "Forgot password" on the login page: we will email you a reset link.`,
  ];
  const text = [`Hi ${name},`, '', ...lines.flatMap((line) => [line, ''])].join('\n').trimEnd();
  const html = layout(
    `<p>Hi ${escapeHtml(name)},</p>` + lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  );
  return { subject, text, html };
}

/** The `mail` document for `content` to `to`, stamped now. */
export function mailDocument(to: string, content: MailContent): MailDocument {
  return { to, message: { ...content }, createdAt: Timestamp.fromDate(now()) };
}

/**
 * Queues `content` for `to` (one Firestore write, parsed by its schema: a ZodError for a document
 * the extension could not send); resolves with the document id.
 */
export async function sendMail(to: string, content: MailContent): Promise<string> {
  const ref = await mailCollection().add(mailDocument(to, content));
  return ref.id;
}

function layout(body: string): string {
  return (
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">' +
    `${body}<p style="color:#6b7280">— ${PRODUCT}</p></body></html>`
  );
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
