/**
 * Razorpay, the card payment provider (docs/architecture.md §7), through the official `razorpay` SDK.
 *
 * Production and the local stack differ only by configuration (docs/architecture.md §8): inside the emulator,
 * and only there, `NOTESEA_RAZORPAY_API_URL` points the SDK at the Razorpay sandbox (a loopback
 * dev service) and `NOTESEA_RAZORPAY_CHECKOUT_URL` replaces the Checkout script. Outside the
 * emulator both variables are ignored, so a stray variable can never divert real payments.
 *
 * Units: amounts towards Razorpay are integer PAISE (Razorpay Orders API); everything else in the
 * app is rupees.
 */
import type Razorpay from 'razorpay';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils.js';
import * as logger from 'firebase-functions/logger';
import {
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  isEmulator,
  razorpaySandboxUrls,
} from '../config.js';
import { ServiceUnavailable } from '../lib/errors.js';

/** Razorpay's hosted Checkout script (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';
export const PAYMENT_START_FAILED = 'Could not start the payment. Please try again.';

/** Longest wait for one Razorpay API call, milliseconds. */
export const RAZORPAY_TIMEOUT_MS = 10_000;

const LOOPBACK_URL = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?(\/|$)/;

/**
 * The sandbox URL from `env`, or undefined. Only honoured when `emulator` is true AND the URL is
 * a loopback http address: the sandbox must never activate outside the local stack.
 */
export function sandboxUrl(emulator: boolean, value: string | undefined): string | undefined {
  if (!emulator || !value || !LOOPBACK_URL.test(value)) return undefined;
  return value.replace(/\/+$/, '');
}

/** Checkout script the browser loads: the sandbox's in the emulator when configured, else Razorpay's. */
export function checkoutScriptUrl(): string {
  return sandboxUrl(isEmulator(), razorpaySandboxUrls().checkout) ?? CHECKOUT_SCRIPT_URL;
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

/**
 * The API key pair (secrets RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET, read per request).
 * Throws ServiceUnavailable (503) when they are not configured.
 */
export function razorpayKeys(): RazorpayKeys {
  const keyId = RAZORPAY_KEY_ID.value();
  const keySecret = RAZORPAY_KEY_SECRET.value();
  if (!keyId || !keySecret) {
    logger.error('Razorpay keys are not configured (RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET)');
    throw new ServiceUnavailable(PAYMENTS_UNAVAILABLE);
  }
  return { keyId, keySecret };
}

/** The webhook secret (RAZORPAY_WEBHOOK_SECRET); throws ServiceUnavailable (503) when unset. */
export function webhookSecret(): string {
  const secret = RAZORPAY_WEBHOOK_SECRET.value();
  if (!secret) {
    logger.error('RAZORPAY_WEBHOOK_SECRET is not configured');
    throw new ServiceUnavailable(PAYMENTS_UNAVAILABLE);
  }
  return secret;
}

let cached: { signature: string; client: Razorpay } | undefined;

/**
 * An SDK client for `keys`, aimed at the sandbox in the emulator (see the file comment). The SDK
 * is imported on first use: every function instance loads this bundle, and only the payment
 * routes need it (cold starts, docs/architecture.md §10).
 */
export async function razorpayClient(keys: RazorpayKeys = razorpayKeys()): Promise<Razorpay> {
  const baseUrl = sandboxUrl(isEmulator(), razorpaySandboxUrls().api);
  const signature = `${keys.keyId}\n${keys.keySecret}\n${baseUrl ?? ''}`;
  if (cached?.signature === signature) return cached.client;
  const { default: RazorpaySdk } = await import('razorpay');
  const client = new RazorpaySdk({ key_id: keys.keyId, key_secret: keys.keySecret });
  // The SDK has no base-URL or timeout option; its axios instance (`api.rq`) holds
  // 'https://api.razorpay.com' and no timeout, so a hung connection would hold the request (and a
  // webhook delivery) until the function times out.
  const { defaults } = (client.api as unknown as AxiosLike).rq;
  defaults.timeout = RAZORPAY_TIMEOUT_MS;
  if (baseUrl) defaults.baseURL = baseUrl;
  cached = { signature, client };
  return client;
}

interface AxiosLike {
  rq: { defaults: { baseURL?: string; timeout?: number } };
}

/** The fields of a Razorpay order entity this app reads. */
export interface RazorpayOrderEntity {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/**
 * Creates a Razorpay order (POST /v1/orders): `amountPaise` integer paise, currency INR,
 * `receipt` ≤ 40 characters (our orderId), `notes` ≤ 15 string pairs.
 * Throws ServiceUnavailable(PAYMENT_START_FAILED) (503) when Razorpay refuses or is unreachable;
 * the cause is logged.
 */
export async function createRazorpayOrder(params: {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}): Promise<RazorpayOrderEntity> {
  try {
    const order = await (
      await razorpayClient()
    ).orders.create({
      amount: params.amountPaise,
      currency: 'INR',
      receipt: params.receipt,
      notes: params.notes,
    });
    return toEntity(order);
  } catch (err) {
    if (err instanceof ServiceUnavailable) throw err;
    logger.error('Razorpay order creation failed', { receipt: params.receipt, err: describe(err) });
    throw new ServiceUnavailable(PAYMENT_START_FAILED);
  }
}

/**
 * Fetches a Razorpay order (GET /v1/orders/{id}), to map a webhook's `order_id` back to our order
 * through its `receipt`. Returns undefined when Razorpay does not know it or cannot be reached.
 */
export async function fetchRazorpayOrder(id: string): Promise<RazorpayOrderEntity | undefined> {
  try {
    return toEntity(await (await razorpayClient()).orders.fetch(id));
  } catch (err) {
    logger.warn('Razorpay order fetch failed', { razorpayOrderId: id, err: describe(err) });
    return undefined;
  }
}

function toEntity(order: {
  id: string;
  amount: number | string;
  currency: string;
  receipt?: string;
  notes?: unknown;
}): RazorpayOrderEntity {
  const notes =
    order.notes && typeof order.notes === 'object' && !Array.isArray(order.notes)
      ? (order.notes as Record<string, string>)
      : {};
  return {
    id: order.id,
    amount: Number(order.amount),
    currency: order.currency,
    receipt: order.receipt ?? '',
    notes,
  };
}

/**
 * Whether `signature` is Razorpay's HMAC-SHA256(`${razorpayOrderId}|${razorpayPaymentId}`, key
 * secret), i.e. Checkout's proof that this payment was made against THIS Razorpay order
 * (https://razorpay.com/docs/payments/server-integration/nodejs/payment-gateway/build-integration/#verify-payment-signature).
 * Never throws: malformed input is simply not valid.
 */
export function isValidPaymentSignature(params: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  try {
    return validatePaymentVerification(
      { order_id: params.razorpayOrderId, payment_id: params.razorpayPaymentId },
      params.signature,
      params.keySecret,
    );
  } catch {
    return false;
  }
}

/**
 * Whether `signature` (header X-Razorpay-Signature) is HMAC-SHA256(raw body, webhook secret)
 * (https://razorpay.com/docs/webhooks/validate-test/). The RAW bytes must be used: re-serialised
 * JSON differs. Never throws.
 */
export function isValidWebhookSignature(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  try {
    return validateWebhookSignature(rawBody.toString(), signature, secret);
  } catch {
    return false;
  }
}

/** The SDK rejects with `{ statusCode, error }` objects (or a TypeError when offline). */
function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}
