/**
 * Secrets the `api` function is deployed with (DESIGN §7). Declared here once so `index.ts` can
 * bind them to the function and feature modules can read `.value()` at request time (never at
 * import time: values are only available inside a running invocation).
 *
 * In the emulator they come from `functions/.secret.local`, written by the local launcher.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

export const RAZORPAY_KEY_ID = defineSecret('RAZORPAY_KEY_ID');
export const RAZORPAY_KEY_SECRET = defineSecret('RAZORPAY_KEY_SECRET');
export const RAZORPAY_WEBHOOK_SECRET = defineSecret('RAZORPAY_WEBHOOK_SECRET');
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');

export const ALL_SECRETS = [
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  GEMINI_API_KEY,
];

/** True inside the Firebase emulator suite (set by firebase-tools for the functions runtime). */
export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Origins, besides the project's own Hosting domains, whose pages may call the Partner's stream
 * at the function's own URL (lib/cors.ts `partnerStreamCors`): a comma-separated list of exact
 * origins such as `https://notesea.in,https://www.notesea.in` (a custom domain). A plain
 * parameter, set per project in `functions/.env.<projectId>`; empty by default.
 */
export const EXTRA_APP_ORIGINS = defineString('EXTRA_APP_ORIGINS', { default: '' });
