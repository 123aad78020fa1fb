/**
 * Accounts endpoints (spec §7 plus DESIGN §2's additions logout and resend-otp). Handlers stay
 * thin: validate → rate limit per IP → service → presenter. Invalid bodies are refused before
 * they cost a counter write (they reach neither Auth nor the outbox); per-email limits live in
 * the services. Error messages: ./schema.ts ACCOUNT_MESSAGES.
 */
import { Router, type Request } from 'express';
import { isEmulator } from '../../config.js';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import type { MessageDto, ProfileUpdateDto, SessionDto } from '@notesea/contract/accounts';
import { ipKey, LIMITS } from './limits.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { presentUser } from './presenter.js';
import {
  emailOnlySchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetSchema,
  verifyOtpSchema,
  type EmailOnlyInput,
  type LoginInput,
  type ProfileUpdateInput,
  type RegisterInput,
  type ResetInput,
  type VerifyOtpInput,
} from '@notesea/contract/accounts';
import { ACCOUNT_MESSAGES, resetParamsSchema, type ResetParams } from './schema.js';
import {
  loadProfile,
  login,
  logout,
  register,
  resendVerification,
  updateProfile,
  verifyOtp,
  type Session,
} from './service.js';

export function usersRouter(): Router {
  const router = Router();
  const perIp = (limit: (typeof LIMITS)[keyof typeof LIMITS]) =>
    rateLimit({ ...limit, key: ipKey });

  /** 201 { message } — the OTP email is on its way. */
  router.post(
    '/users/register',
    validate({ body: registerSchema }),
    perIp(LIMITS.registerIp),
    async (req, res) => {
      await register(req.body as RegisterInput);
      res.status(201).json({ message: ACCOUNT_MESSAGES.otpSent } satisfies MessageDto);
    },
  );

  /** 200 { token, user }. */
  router.post(
    '/users/verify-otp',
    validate({ body: verifyOtpSchema }),
    perIp(LIMITS.verifyIp),
    async (req, res) => {
      res.json(sessionBody(await verifyOtp(req.body as VerifyOtpInput)));
    },
  );

  /** 200 { message }. */
  router.post(
    '/users/resend-otp',
    validate({ body: emailOnlySchema }),
    perIp(LIMITS.resendIp),
    async (req, res) => {
      await resendVerification((req.body as EmailOnlyInput).email);
      res.json({ message: ACCOUNT_MESSAGES.otpResent } satisfies MessageDto);
    },
  );

  /** 200 { token, user }. */
  router.post(
    '/users/login',
    validate({ body: loginSchema }),
    perIp(LIMITS.loginIp),
    async (req, res) => {
      res.json(sessionBody(await login(req.body as LoginInput)));
    },
  );

  /** 200 { message } — every session of the user ends, on every device. */
  router.post('/users/logout', requireAuth, async (_req, res) => {
    await logout(currentUser(res).uid);
    res.json({ message: ACCOUNT_MESSAGES.loggedOut } satisfies MessageDto);
  });

  /** 200 user. */
  router.get('/users', requireAuth, async (_req, res) => {
    const user = currentUser(res);
    res.json(presentUser(await loadProfile(user.uid), user.email));
  });

  /** 200 user, plus `token` when the password changed. */
  router.put('/users', requireAuth, validate({ body: profileUpdateSchema }), async (req, res) => {
    const user = currentUser(res);
    const { profile, token } = await updateProfile(
      user.uid,
      user.email,
      req.body as ProfileUpdateInput,
    );
    const body: ProfileUpdateDto = presentUser(profile, user.email);
    if (token) body.token = token;
    res.json(body);
  });

  /** 200 { message } — the same message whether or not the email has an account. */
  router.post(
    '/users/forgot-password',
    validate({ body: emailOnlySchema }),
    perIp(LIMITS.forgotIp),
    async (req, res) => {
      await requestPasswordReset((req.body as EmailOnlyInput).email, originHints(req));
      res.json({ message: ACCOUNT_MESSAGES.resetSent } satisfies MessageDto);
    },
  );

  /** 200 { message }. */
  router.post(
    '/users/reset-password/:token',
    validate({ params: resetParamsSchema, body: resetSchema }),
    perIp(LIMITS.resetIp),
    async (req, res) => {
      const { token } = req.params as ResetParams;
      await resetPassword(token, (req.body as ResetInput).password);
      res.json({ message: ACCOUNT_MESSAGES.resetDone } satisfies MessageDto);
    },
  );

  return router;
}

function sessionBody({ token, profile, authEmail }: Session): SessionDto {
  return { token, user: presentUser(profile, authEmail) };
}

function originHints(req: Request) {
  const forwardedHost = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  return {
    origin: req.get('origin'),
    host: forwardedHost || req.get('host'),
    emulator: isEmulator(),
  };
}
