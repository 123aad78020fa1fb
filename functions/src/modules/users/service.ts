/**
 * Accounts (docs/product.md §4/§5/§7, docs/architecture.md §3): registration with email OTP, login, logout, profile.
 * Firebase Auth holds the account and password; `users/{uid}` holds the profile (./schema.ts).
 * OTPs: ./otp.ts; password reset: ./password-reset.ts; sessions and revocation: ./sessions.ts.
 */
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import {
  AppError,
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  TooManyRequests,
} from '../../lib/errors.js';
import { auth } from '../../lib/firebase.js';
import type { Stored } from '../../lib/present.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { SignInError, signInWithPassword } from '../../integrations/identity-toolkit.js';
import { passwordNotKeptMail, sendMail } from '../../integrations/mail.js';
import { LIMITS, mailboxKey } from './limits.js';
import { consumeOtp, issueOtp, resendOtp } from './otp.js';
import {
  type LoginInput,
  type ProfileUpdateInput,
  type RegisterInput,
  type VerifyOtpInput,
} from '@notesea/contract/accounts';
import { ACCOUNT_MESSAGES } from './schema.js';
import {
  newProfileSchema,
  profileChangesSchema,
  readUser,
  userRefUnconverted,
  type StoredUser,
} from './stored.js';
import {
  replaceSessions,
  revokeAllSessions,
  sessionForUid,
  sessionFromIdToken,
  setUnknownPassword,
} from './sessions.js';

/** A signed-in user: the bearer token and the stored profile. */
export interface Session {
  token: string;
  profile: Stored<StoredUser>;
  authEmail: string;
}

/**
 * Profile field (never presented) counting re-registrations that set a DIFFERENT password while
 * the account was unverified. Why it exists: anyone may re-register a pending email (docs/architecture.md §3),
 * so an attacker could replace the password of a victim's pending sign-up; the victim, entering
 * the OTP emailed to them, would then activate an account whose password the attacker knows.
 * Verification therefore keeps no password once this is above 0 (secureContestedSignUp).
 */
export const CONTESTED_FIELD = 'pendingPasswordReplacements' satisfies keyof StoredUser;

/**
 * POST /users/register. Creates the Auth account (emailVerified: false) and `users/{uid}`, then
 * emails an OTP. An UNVERIFIED account with this email gets its password and details replaced and
 * a fresh OTP (unless one went out in the last 60 s: that one stays valid). If the new password
 * differs from the pending one, the sign-up is marked contested (CONTESTED_FIELD) BEFORE the
 * password changes, so the verification that follows cannot miss it.
 * Throws: 429 (per-email limit), 409 ACCOUNT_MESSAGES.emailTaken for a verified account.
 */
export async function register(input: RegisterInput, retried = false): Promise<void> {
  if (!retried) await consumeRateLimit({ ...LIMITS.registerEmail, key: mailboxKey(input.email) });
  let user = await findUser(input.email);
  if (user?.emailVerified) throw new Conflict(ACCOUNT_MESSAGES.emailTaken);
  if (user) {
    const passwordChanges = !(await passwordIs(input.email, input.password));
    if (passwordChanges) {
      await userRefUnconverted(user.uid).set(
        { [CONTESTED_FIELD]: FieldValue.increment(1) },
        { merge: true },
      );
    }
    user = await auth().updateUser(user.uid, { password: input.password, displayName: input.name });
    if (user.emailVerified) {
      // Verified between our check and the password change: a password chosen here, by whoever
      // this is, must not stand on the owner's now verified account.
      if (passwordChanges) await secureContestedSignUp(user.uid, input.email);
      throw new Conflict(ACCOUNT_MESSAGES.emailTaken);
    }
  } else {
    try {
      user = await auth().createUser({
        email: input.email,
        password: input.password,
        displayName: input.name,
        emailVerified: false,
      });
    } catch (err) {
      // Lost a race with a concurrent registration of the same email: redo as a re-registration.
      if (codeOf(err) !== 'auth/email-already-exists' || retried) throw err;
      return register(input, true);
    }
  }
  // Every profile field is written; merge only so a concurrent CONTESTED_FIELD mark survives.
  const profile = newProfileSchema.parse({
    name: input.name,
    email: input.email,
    phone: input.phone,
    collegeStudent: input.collegeStudent,
    gender: input.gender,
    location: '',
    bio: '',
    image: '',
    createdAt: Timestamp.fromDate(now()),
  });
  await userRefUnconverted(user.uid).set(profile, { merge: true });
  await issueOtp(user.uid, input.email, input.name);
}

/**
 * POST /users/verify-otp. Checks the OTP (./otp.ts consumeOtp), marks the email verified and
 * signs the user in. If the pending sign-up was contested (re-registered with another password,
 * see CONTESTED_FIELD), no password is kept: the OTP proves who owns the mailbox, not who chose
 * the password. The user still gets the session, and an email saying how to choose a password.
 * Throws: 429 (per-email limit), 404 noAccount, 400 alreadyVerified, and consumeOtp's 400s.
 */
export async function verifyOtp(input: VerifyOtpInput): Promise<Session> {
  await consumeRateLimit({ ...LIMITS.verifyEmail, key: mailboxKey(input.email) });
  const user = await findUser(input.email);
  if (!user) throw new NotFound(ACCOUNT_MESSAGES.noAccount);
  if (user.emailVerified) throw new BadRequest(ACCOUNT_MESSAGES.alreadyVerified);
  await consumeOtp(user.uid, input.otp);
  await auth().updateUser(user.uid, { emailVerified: true });
  // Read only AFTER the account is verified: a re-registration marks before it changes the
  // password and re-checks verification after, so one of the two sides always sees the other.
  const contested = (await readUser(user.uid))?.[CONTESTED_FIELD] ?? 0;
  if (contested > 0) {
    await secureContestedSignUp(user.uid, input.email);
  }
  const token = await sessionForUid(user.uid);
  return { token, profile: await loadProfile(user.uid), authEmail: input.email };
}

/**
 * A verified account whose password may have been chosen by someone else: replace it with an
 * unknown one, clear the mark and tell the owner how to choose a password (the email goes to the
 * verified address, i.e. the owner).
 */
async function secureContestedSignUp(uid: string, email: string): Promise<void> {
  await setUnknownPassword(uid);
  // 0 rather than FieldValue.delete(): the light emulator silently ignores deletes (docs/architecture.md §8).
  await userRefUnconverted(uid).set({ [CONTESTED_FIELD]: 0 }, { merge: true });
  const name = (await readUser(uid))?.name;
  await sendMail(email, passwordNotKeptMail(name || 'there'));
  logger.info('Contested sign-up verified; sign-up passwords discarded', { uid });
}

/**
 * Whether `password` is the account's current password (the Auth REST sign-in; Firebase lets
 * unverified accounts sign in, the app is what refuses them). A refusal of any kind, throttling
 * included, counts as "different": the safe answer.
 */
async function passwordIs(email: string, password: string): Promise<boolean> {
  try {
    await signInWithPassword(email, password);
    return true;
  } catch (err) {
    if (err instanceof SignInError) return false;
    throw err;
  }
}

/**
 * POST /users/resend-otp. Throws: 429 (per-email limit, or "Please wait N seconds…" within 60 s
 * of the last OTP), 404 noAccount, 400 alreadyVerified.
 */
export async function resendVerification(email: string): Promise<void> {
  await consumeRateLimit({ ...LIMITS.resendEmail, key: mailboxKey(email) });
  const user = await findUser(email);
  if (!user) throw new NotFound(ACCOUNT_MESSAGES.noAccount);
  if (user.emailVerified) throw new BadRequest(ACCOUNT_MESSAGES.alreadyVerified);
  await resendOtp(user.uid, email, await displayName(user));
}

/**
 * POST /users/login. Throws: 429 (per-email limit or Auth's own throttling), 401
 * invalidCredentials for an unknown email AND for a wrong password (no enumeration), 403
 * disabled, 403 code 'email_not_verified' for an unverified account — after the password was
 * right, and with a fresh OTP emailed (at most one per 60 s).
 */
export async function login(input: LoginInput): Promise<Session> {
  await consumeRateLimit({ ...LIMITS.loginEmail, key: mailboxKey(input.email) });
  let signedIn;
  try {
    signedIn = await signInWithPassword(input.email, input.password);
  } catch (err) {
    if (!(err instanceof SignInError)) throw err;
    if (err.reason === 'user-disabled') throw new Forbidden(ACCOUNT_MESSAGES.disabled);
    if (err.reason === 'too-many-attempts') throw new TooManyRequests(LIMITS.loginEmail.message);
    throw new AppError(401, 'invalid_credentials', ACCOUNT_MESSAGES.invalidCredentials);
  }
  const user = await auth().getUser(signedIn.localId);
  if (!user.emailVerified) {
    await issueOtp(user.uid, input.email, await displayName(user));
    throw new AppError(403, 'email_not_verified', ACCOUNT_MESSAGES.notVerified);
  }
  const token = await sessionFromIdToken(signedIn.idToken);
  return { token, profile: await loadProfile(user.uid), authEmail: input.email };
}

/** POST /users/logout: ends every session of `uid` (all devices); see sessions.ts. */
export async function logout(uid: string): Promise<void> {
  await revokeAllSessions(uid);
}

/**
 * GET /users: the caller's profile, its console typos normalised (stored.ts: a profile is never
 * refused). Throws 404 userNotFound without a profile document.
 */
export async function loadProfile(uid: string): Promise<Stored<StoredUser>> {
  const data = await readUser(uid);
  if (!data) throw new NotFound(ACCOUNT_MESSAGES.userNotFound);
  return { id: uid, data };
}

export interface ProfileUpdate {
  profile: Stored<StoredUser>;
  /** A fresh session when the password changed (the others, including the caller's, ended). */
  token?: string;
}

/**
 * PUT /users: updates the fields sent (name, phone, gender, location, bio, image) of the
 * caller's own profile — there is no way to name another user. `email` is read-only: sending a
 * different one is a 400 and changes nothing. A non-empty `password` sets the new password,
 * ends every session and returns a fresh token. Validation happens before any write, so a bad
 * field loses nothing already stored.
 * Throws: 400 emailReadOnly, 404 userNotFound.
 */
export async function updateProfile(
  uid: string,
  authEmail: string | undefined,
  input: ProfileUpdateInput,
): Promise<ProfileUpdate> {
  const current = await loadProfile(uid);
  const email = (authEmail ?? current.data.email).toLowerCase();
  // A blank email (a form that clears the read-only field) means "not sent".
  if (input.email && input.email !== email) {
    throw new BadRequest(ACCOUNT_MESSAGES.emailReadOnly);
  }
  const changes = profileChangesSchema.parse(
    Object.fromEntries(
      Object.entries({
        name: input.name,
        phone: input.phone,
        gender: input.gender,
        location: input.location,
        bio: input.bio,
        image: input.image,
      }).filter(([, value]) => value !== undefined),
    ),
  );
  if (Object.keys(changes).length > 0) await userRefUnconverted(uid).set(changes, { merge: true });
  const profile = { id: uid, data: { ...current.data, ...changes } };
  if (!input.password) return { profile };
  await auth().updateUser(uid, { password: input.password });
  return { profile, token: await replaceSessions(uid, email, input.password) };
}

async function findUser(email: string): Promise<UserRecord | undefined> {
  try {
    return await auth().getUserByEmail(email);
  } catch (err) {
    if (codeOf(err) === 'auth/user-not-found') return undefined;
    throw err;
  }
}

async function displayName(user: UserRecord): Promise<string> {
  return (await readUser(user.uid))?.name || user.displayName || 'there';
}

function codeOf(err: unknown): unknown {
  return (err as { code?: unknown }).code;
}
