/**
 * Accounts endpoints (docs/product.md §7 plus docs/architecture.md §2's additions logout and resend-otp). Handlers stay
 * thin: validate → rate limit per IP → service → presenter. Invalid bodies are refused before
 * they cost a counter write (they reach neither Auth nor the outbox); per-email limits live in
 * the services. Error messages: ./schema.ts ACCOUNT_MESSAGES.
 */
import { Router } from 'express';
import { isEmulator } from '../../config.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { route, type RequestMeta } from '../../lib/route.js';
import {
  emailOnlySchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetSchema,
  verifyOtpSchema,
  type MessageDto,
  type ProfileUpdateDto,
  type SessionDto,
} from '@notesea/contract/accounts';
import { ipKey, LIMITS } from './limits.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { presentUser } from './presenter.js';
import { ACCOUNT_MESSAGES, resetParamsSchema } from './schema.js';
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
    ...route(
      { body: registerSchema, before: [perIp(LIMITS.registerIp)] },
      async ({ input, res }) => {
        await register(input.body);
        res.status(201).json({ message: ACCOUNT_MESSAGES.otpSent } satisfies MessageDto);
      },
    ),
  );

  /** 200 { token, user }. */
  router.post(
    '/users/verify-otp',
    ...route(
      { body: verifyOtpSchema, before: [perIp(LIMITS.verifyIp)] },
      async ({ input, res }) => {
        res.json(sessionBody(await verifyOtp(input.body)));
      },
    ),
  );

  /** 200 { message }. */
  router.post(
    '/users/resend-otp',
    ...route(
      { body: emailOnlySchema, before: [perIp(LIMITS.resendIp)] },
      async ({ input, res }) => {
        await resendVerification(input.body.email);
        res.json({ message: ACCOUNT_MESSAGES.otpResent } satisfies MessageDto);
      },
    ),
  );

  /** 200 { token, user }. */
  router.post(
    '/users/login',
    ...route({ body: loginSchema, before: [perIp(LIMITS.loginIp)] }, async ({ input, res }) => {
      res.json(sessionBody(await login(input.body)));
    }),
  );

  /** 200 { message } — every session of the user ends, on every device. */
  router.post(
    '/users/logout',
    ...route({ session: 'required' }, async ({ user, res }) => {
      await logout(user.uid);
      res.json({ message: ACCOUNT_MESSAGES.loggedOut } satisfies MessageDto);
    }),
  );

  /** 200 user. */
  router.get(
    '/users',
    ...route({ session: 'required' }, async ({ user, res }) => {
      res.json(presentUser(await loadProfile(user.uid), user.email));
    }),
  );

  /** 200 user, plus `token` when the password changed. */
  router.put(
    '/users',
    ...route({ session: 'required', body: profileUpdateSchema }, async ({ input, user, res }) => {
      const { profile, token } = await updateProfile(user.uid, user.email, input.body);
      const body: ProfileUpdateDto = presentUser(profile, user.email);
      if (token) body.token = token;
      res.json(body);
    }),
  );

  /** 200 { message } — the same message whether or not the email has an account. */
  router.post(
    '/users/forgot-password',
    ...route(
      { body: emailOnlySchema, before: [perIp(LIMITS.forgotIp)] },
      async ({ input, req, res }) => {
        await requestPasswordReset(input.body.email, originHints(req));
        res.json({ message: ACCOUNT_MESSAGES.resetSent } satisfies MessageDto);
      },
    ),
  );

  /** 200 { message }. */
  router.post(
    '/users/reset-password/:token',
    ...route(
      { params: resetParamsSchema, body: resetSchema, before: [perIp(LIMITS.resetIp)] },
      async ({ input, res }) => {
        await resetPassword(input.params.token, input.body.password);
        res.json({ message: ACCOUNT_MESSAGES.resetDone } satisfies MessageDto);
      },
    ),
  );

  return router;
}

function sessionBody({ token, profile, authEmail }: Session): SessionDto {
  return { token, user: presentUser(profile, authEmail) };
}

function originHints(req: RequestMeta) {
  const forwardedHost = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  return {
    origin: req.get('origin'),
    host: forwardedHost || req.get('host'),
    emulator: isEmulator(),
  };
}
