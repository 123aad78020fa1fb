/**
 * Helpers for the marketplace suites: booking bodies, the Razorpay sandbox of the local stack
 * (tools/src/dev-services/razorpay-sandbox.mjs) and signatures made with the stack's sandbox
 * secrets (functions/.secret.local, written by the launcher), the way Razorpay would sign.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { admin } from './admin.js';
import { API_URL } from './env.js';
import { api, type ApiResponse } from './http.js';

const OFFSET = Number(process.env.NOTESEA_PORT_OFFSET ?? 0);
export const SANDBOX_URL = `http://127.0.0.1:${9010 + OFFSET}`;

/** The secrets the emulated function uses. */
export function stackSecrets(): Record<string, string> {
  const file = fileURLToPath(new URL('../../functions/.secret.local', import.meta.url));
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
}

/** Checkout's signature for a payment of Razorpay order `razorpayOrderId`. */
export function signPayment(razorpayOrderId: string, paymentId: string): string {
  return createHmac('sha256', stackSecrets().RAZORPAY_KEY_SECRET!)
    .update(`${razorpayOrderId}|${paymentId}`)
    .digest('hex');
}

/** 'YYYY-MM-DD' `days` days from today (India), for deadlines. */
export function dayFromToday(days: number): string {
  const ist = Date.now() + 330 * 60_000 + days * 24 * 3600_000;
  return new Date(ist).toISOString().slice(0, 10);
}

export type BookingBody = {
  projectId: string;
  planType?: string;
  userDetails: { name: string; email: string; phone: string };
  projectDetails: { requirements?: string; deadline: string };
};

export function bookingBody(projectId: string, planType = 'student'): BookingBody {
  return {
    projectId,
    planType,
    userDetails: { name: 'Priya Sharma', email: 'priya.sharma@gmail.com', phone: '9876543210' },
    projectDetails: { requirements: 'Needs a report and a PPT.', deadline: dayFromToday(30) },
  };
}

export type Created = { orderId: string; _id: string; totalAmount: number };
export type RazorpayAnswer = {
  key: string;
  amount: number;
  currency: string;
  razorpayOrderId: string;
  checkoutScriptUrl: string;
};
export type CheckoutResult = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** POST /orders for a booking of `projectId`; throws unless 201. */
export async function placeOrder(
  token: string,
  projectId = 'quiz-app-java-swing',
  plan = 'student',
) {
  const res = await api<Created>('/orders', { token, body: bookingBody(projectId, plan) });
  if (res.status !== 201)
    throw new Error(`POST /orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** POST /orders/create-razorpay-order; throws unless 200. */
export async function startPayment(token: string, orderId: string): Promise<RazorpayAnswer> {
  const res = await api<RazorpayAnswer>('/orders/create-razorpay-order', {
    token,
    body: { orderId },
  });
  if (res.status !== 200) throw new Error(`create-razorpay-order: ${res.status}`);
  return res.body;
}

/** What the sandbox Checkout's Pay button does; also schedules the signed webhook. */
export async function sandboxPay(razorpayOrderId: string): Promise<CheckoutResult> {
  const res = await fetch(`${SANDBOX_URL}/v1/sandbox/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: razorpayOrderId }),
  });
  if (!res.ok) throw new Error(`sandbox pay: ${res.status} ${await res.text()}`);
  return (await res.json()) as CheckoutResult;
}

/** The sandbox's copy of a Razorpay order (what Razorpay would charge). */
export async function sandboxOrder(razorpayOrderId: string): Promise<Record<string, unknown>> {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = stackSecrets();
  const auth = Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64');
  const res = await fetch(`${SANDBOX_URL}/v1/orders/${razorpayOrderId}`, {
    headers: { Authorization: `Basic ${auth}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

export function verify(token: string, orderId: string, result: CheckoutResult) {
  return api('/orders/verify-payment', { token, body: { orderId, ...result } });
}

/** A Razorpay-format payment webhook body for a payment of `amountPaise`. */
export function paymentEvent(
  event: 'payment.captured' | 'order.paid',
  payment: { id: string; order_id: string; amount: number },
  receipt?: string,
): string {
  const payload: Record<string, unknown> = {
    payment: { entity: { ...payment, entity: 'payment', currency: 'INR', status: 'captured' } },
  };
  if (receipt) payload.order = { entity: { id: payment.order_id, receipt, status: 'paid' } };
  return JSON.stringify({ entity: 'event', event, contains: Object.keys(payload), payload });
}

/** POSTs `rawBody` to the webhook, signed with the stack's webhook secret unless `signature`. */
export async function postWebhook(
  rawBody: string,
  options: { eventId?: string; signature?: string } = {},
): Promise<ApiResponse<{ status?: string; message?: string }>> {
  const signature =
    options.signature ??
    createHmac('sha256', stackSecrets().RAZORPAY_WEBHOOK_SECRET!).update(rawBody).digest('hex');
  const res = await fetch(`${API_URL}/payments/razorpay-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature,
      'X-Razorpay-Event-Id': options.eventId ?? `evt_${randomUUID().replace(/-/g, '')}`,
    },
    body: rawBody,
  });
  return { status: res.status, body: (await res.json()) as never, headers: res.headers };
}

export async function storedOrder(orderId: string): Promise<Record<string, unknown>> {
  return (await admin.db.doc(`orders/${orderId}`).get()).data() ?? {};
}

export { eventually } from './poll.js';
