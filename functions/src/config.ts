/**
 * Secrets the `api` function is deployed with (docs/architecture.md §7). Declared here once so `index.ts` can
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

/**
 * The project's Web API key (public; integrations/identity-toolkit.ts says what for). Parameters
 * are declared here, in a module index.ts loads: the emulator and `firebase deploy` resolve only
 * the parameters declared while they load index.ts, and the handlers load their modules lazily
 * (lib/lazy-handler.ts). A parameter declared in a lazily loaded module is never resolved, and
 * its `.value()` is empty at request time.
 */
export const EMULATOR_WEB_API_KEY = 'notesea-emulator-web-api-key';
export const WEB_API_KEY = defineString('WEB_API_KEY', {
  default: EMULATOR_WEB_API_KEY,
  description: "The Firebase project's Web API key (public), used to verify passwords",
});

export const ALL_SECRETS = [
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  GEMINI_API_KEY,
];

/*
 * The process environment, read here and nowhere else in functions/src, and on each call rather
 * than at import: the runtime sets these before the first invocation, and tests change them.
 * Variables prefixed `NOTESEA_` are set by the local launcher (tools/src/start.mjs) and are
 * honoured only in the emulator.
 */

/** True inside the Firebase emulator suite (set by firebase-tools for the functions runtime). */
export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/** The project id the runtime was started for (Cloud Functions and the emulator set one). */
export function runtimeProjectId(): string | undefined {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
}

/** `STORAGE_BUCKET`: a bucket other than the project's default, if set. */
export function configuredBucket(): string | undefined {
  return process.env.STORAGE_BUCKET;
}

/** `host:port` of the Storage emulator, set by firebase-tools when it runs; else undefined. */
export function storageEmulatorHost(): string | undefined {
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST;
}

/** `host:port` of the Auth emulator, set by firebase-tools when it runs; else undefined. */
export function authEmulatorHost(): string | undefined {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST;
}

/**
 * `NOTESEA_PORT_OFFSET`: how far the local stack's ports are shifted (a decimal string), so the
 * emulator's stream CORS accepts the shifted web origin (lib/cors.ts). Undefined when unset.
 */
export function portOffset(): string | undefined {
  return process.env.NOTESEA_PORT_OFFSET;
}

/**
 * The local Razorpay sandbox's URLs (loopback only; integrations/razorpay.ts checks them and
 * ignores them outside the emulator): the checkout script and the API base.
 */
export function razorpaySandboxUrls(): { checkout?: string; api?: string } {
  return {
    checkout: process.env.NOTESEA_RAZORPAY_CHECKOUT_URL,
    api: process.env.NOTESEA_RAZORPAY_API_URL,
  };
}

/**
 * The local Gemini stub (emulator only, integrations/gemini.ts): its base URL and the request
 * timeout in ms, both as set (strings, possibly empty or undefined; the caller validates).
 */
export function geminiStubSettings(): { baseUrl?: string; timeoutMs?: string } {
  return {
    baseUrl: process.env.NOTESEA_GEMINI_BASE_URL,
    timeoutMs: process.env.NOTESEA_GEMINI_TIMEOUT_MS,
  };
}

/**
 * Origins, besides the project's own Hosting domains, whose pages may call the Partner's stream
 * at the function's own URL (lib/cors.ts `partnerStreamCors`): a comma-separated list of exact
 * origins such as `https://notesea.in,https://www.notesea.in` (a custom domain). A plain
 * parameter, set per project in `functions/.env.<projectId>`; empty by default.
 */
export const EXTRA_APP_ORIGINS = defineString('EXTRA_APP_ORIGINS', { default: '' });
