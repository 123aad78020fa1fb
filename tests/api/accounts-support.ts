/**
 * Helpers for the accounts suites (accounts-*.test.ts): fresh Gmail addresses, the outbox
 * (`mail` documents, read with the admin SDK like the launcher does), and registration shortcuts.
 * OTPs and reset links are only ever read from the outbox: the API never returns them.
 */
import { randomUUID } from 'node:crypto';
import type { UserDto } from '@notesea/contract/accounts';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';

/** The exact keys of every user object the API returns (no hashes, OTPs or internal fields). */
export const USER_KEYS = [
  '_id',
  'bio',
  'collegeStudent',
  'email',
  'gender',
  'image',
  'location',
  'name',
  'phone',
].sort();

/** The user as the accounts endpoints present it (the contract's DTO). */
export type User = UserDto;

export type Mail = {
  id: string;
  to: string;
  message: { subject: string; text: string; html: string };
  createdAt: Timestamp;
};

/** A Gmail address no other test uses. */
export function freshEmail(tag: string): string {
  return `acc.${tag}.${randomUUID().slice(0, 8)}@gmail.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Verma',
    email: freshEmail('reg'),
    phone: '9876543210',
    password: 'secret-1',
    confirmPassword: 'secret-1',
    collegeStudent: true,
    gender: 'Female',
    ...overrides,
  };
}

/** All mail to `to`, oldest first. */
export async function mailTo(to: string): Promise<Mail[]> {
  const snap = await admin.db.collection('mail').where('to', '==', to).get();
  return snap.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as Omit<Mail, 'id'>) }))
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/** The newest mail to `to`; fails the test if there is none. */
export async function latestMail(to: string): Promise<Mail> {
  const all = await mailTo(to);
  const last = all.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}

/** The 6-digit code in an OTP mail's text. */
export function otpIn(mail: Mail): string {
  const codes = mail.message.text.match(/\b\d{6}\b/g) ?? [];
  expect(codes).toHaveLength(1);
  return codes[0]!;
}

/** The reset token in a reset mail's link. */
export function resetTokenIn(mail: Mail): string {
  const match = /\/reset-password\/([0-9a-f]{64})\b/.exec(mail.message.text);
  if (!match) throw new Error(`no reset link in: ${mail.message.text}`);
  return match[1]!;
}

export async function uidOf(email: string): Promise<string> {
  return (await admin.auth.getUserByEmail(email)).uid;
}

/** Registers `body` (201 expected) and returns the OTP emailed for it. */
export async function registerForOtp(body: ReturnType<typeof registration>): Promise<string> {
  const res = await api('/users/register', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return otpIn(await latestMail(body.email));
}

/**
 * Moves the last OTP email of `email`'s account back in time (clock injection through the admin
 * SDK), so the 60 s resend limit no longer applies without the test waiting a minute.
 */
export async function ageLastOtpSend(email: string, seconds = 61): Promise<void> {
  await admin.db
    .doc(`otps/${await uidOf(email)}`)
    .update({ sentAt: Timestamp.fromMillis(Date.now() - seconds * 1000) });
}

/** A registered and verified account, signed in through the API. */
export async function verifiedAccount(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const otp = await registerForOtp(body);
  const res = await api<{ token: string; user: User }>('/users/verify-otp', {
    body: { email: body.email, otp },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...body, token: res.body.token, user: res.body.user };
}
