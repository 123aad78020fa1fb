// Razorpay sandbox (DESIGN.md §8): a loopback stand-in for the parts of Razorpay the app uses, so
// the local stack and the test suites pay without the internet. Dev/test only, never deployed; the
// API only talks to it inside the emulator (functions/src/integrations/razorpay.ts).
//
//   POST /v1/orders             SDK `orders.create` (Basic auth key_id:key_secret) → order entity
//   GET  /v1/orders/:id         SDK `orders.fetch`  (Basic auth)
//   GET  /v1/checkout.js        defines window.Razorpay (./razorpay-sandbox-checkout.mjs)
//   POST /v1/sandbox/pay        { order_id } → signed Checkout result; then a signed webhook
//   POST /v1/sandbox/fail       { order_id } → { error } as Checkout's payment.failed gives it
//   GET  /v1/sandbox/webhooks   deliveries so far (for tests and debugging)
//   GET  /v1/sandbox/health     { status: 'ok' }
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { ROOT } from '../paths.mjs';
import { checkoutScript } from './razorpay-sandbox-checkout.mjs';

export const SANDBOX_BASE_PORT = 9010;
/** Razorpay sends the webhook shortly after the payment; the browser's handler runs meanwhile. */
const WEBHOOK_DELAY_MS = 300;
const WEBHOOK_RETRY_DELAYS_MS = [1000, 3000];
const MAX_BODY_BYTES = 100 * 1024;
const MAX_DELIVERIES = 500;
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Razorpay-style id: prefix + 14 random alphanumerics ('order_KX3…', 'pay_…', 'evt_…').
 * @param {string} prefix
 */
export function razorpayId(prefix) {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

/**
 * Checkout's payment signature: hex HMAC-SHA256(`${orderId}|${paymentId}`, key secret), exactly
 * as Razorpay computes it.
 * @param {string} orderId @param {string} paymentId @param {string} keySecret
 */
export function paymentSignature(orderId, paymentId, keySecret) {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * Webhook signature: hex HMAC-SHA256(raw body, webhook secret) (X-Razorpay-Signature).
 * @param {string} rawBody @param {string} webhookSecret
 */
export function webhookSignature(rawBody, webhookSecret) {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/**
 * Key values in functions/.secret.local, the secrets the emulated function really uses.
 * @returns {Record<string, string>}
 */
function secretFile() {
  const file = path.join(ROOT, 'functions', '.secret.local');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

/**
 * Starts the sandbox on 127.0.0.1:(9010 + portOffset) — unless functions/.secret.local holds a
 * developer's own Razorpay key (real keys present), in which case the app talks to Razorpay's test
 * mode and nothing starts.
 * @type {(ctx: { portOffset: number, secrets: Record<string, string>, appUrl: string }) =>
 *   Promise<import('./index.mjs').DevService>}
 */
export async function startRazorpaySandbox({ portOffset, secrets, appUrl }) {
  const fileKeyId = secretFile().RAZORPAY_KEY_ID;
  if (fileKeyId && fileKeyId !== secrets.RAZORPAY_KEY_ID) {
    console.log('• Razorpay sandbox off: functions/.secret.local holds your own Razorpay keys');
    return { env: {}, csp: {}, stop: async () => {} };
  }
  const sandbox = createSandbox({ secrets, appUrl });
  const port = SANDBOX_BASE_PORT + portOffset;
  await new Promise((resolve, reject) => {
    sandbox.server.once('error', reject);
    sandbox.server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const origin = `http://127.0.0.1:${port}`;
  sandbox.setOrigin(origin);
  return {
    env: {
      NOTESEA_RAZORPAY_API_URL: origin,
      NOTESEA_RAZORPAY_CHECKOUT_URL: `${origin}/v1/checkout.js`,
    },
    csp: { 'script-src': [origin], 'connect-src': [origin], 'frame-src': [origin] },
    stop: sandbox.stop,
  };
}

/**
 * The sandbox's HTTP server and state (exported for its unit test, which listens on port 0).
 * @param {{ secrets: Record<string, string>, appUrl: string }} ctx
 */
export function createSandbox({ secrets, appUrl }) {
  const keyId = secrets.RAZORPAY_KEY_ID ?? '';
  const keySecret = secrets.RAZORPAY_KEY_SECRET ?? '';
  const hookSecret = secrets.RAZORPAY_WEBHOOK_SECRET ?? '';
  const webhookUrl = `${appUrl}/api/payments/razorpay-webhook`;
  /** @type {Map<string, Record<string, any>>} */
  const orders = new Map();
  /** @type {Array<{ eventId: string, event: string, orderId: string, paymentId: string, status: number | string }>} */
  const deliveries = [];
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  let origin = '';

  const later = (ms, fn) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  /** Posts a signed webhook like Razorpay (retrying a failed delivery twice). */
  const sendWebhook = (event, entity, attempt = 0) => {
    const eventId = razorpayId('evt');
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_NoteSeaSandbox',
      event,
      contains: ['payment'],
      payload: { payment: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const delivery = {
      eventId,
      event,
      orderId: entity.order_id,
      paymentId: entity.id,
      status: 'pending',
    };
    deliveries.push(delivery);
    if (deliveries.length > MAX_DELIVERIES) deliveries.shift();
    fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': webhookSignature(body, hookSecret),
        'X-Razorpay-Event-Id': eventId,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => res.status)
      .catch((err) => String(err?.message ?? err))
      .then((status) => {
        delivery.status = status;
        const retry = WEBHOOK_RETRY_DELAYS_MS[attempt];
        if (status !== 200 && retry !== undefined) {
          later(retry, () => sendWebhook(event, entity, attempt + 1));
        }
      });
  };

  /** @param {Record<string, any>} order @param {'captured' | 'failed'} status */
  const paymentEntity = (order, status) => ({
    id: razorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status,
    order_id: order.id,
    method: 'card',
    captured: status === 'captured',
    description: 'NoteSea sandbox payment',
    notes: order.notes,
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    created_at: Math.floor(Date.now() / 1000),
  });

  const routes = {
    'POST /v1/orders': (req, body) => {
      if (!authorised(req, keyId, keySecret)) return authError();
      const amount = body?.amount;
      if (!Number.isInteger(amount) || amount < 100) {
        return badRequest('The amount must be atleast INR 1.00', 'amount');
      }
      if ((body.currency ?? 'INR') !== 'INR')
        return badRequest('Currency is not supported', 'currency');
      if (body.receipt !== undefined && String(body.receipt).length > 40) {
        return badRequest('receipt: the length must be no more than 40.', 'receipt');
      }
      const order = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return [200, order];
    },
    'GET /v1/orders/:id': (req, _body, id) => {
      if (!authorised(req, keyId, keySecret)) return authError();
      const order = orders.get(id);
      return order ? [200, order] : badRequest('The id provided does not exist');
    },
    'POST /v1/sandbox/pay': (_req, body) => {
      const order = orders.get(String(body?.order_id ?? ''));
      if (!order) return badRequest('Unknown order_id (create the order through POST /v1/orders)');
      const payment = paymentEntity(order, 'captured');
      order.attempts += 1;
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      later(WEBHOOK_DELAY_MS, () => sendWebhook('payment.captured', payment));
      return [
        200,
        {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: paymentSignature(order.id, payment.id, keySecret),
        },
      ];
    },
    'POST /v1/sandbox/fail': (_req, body) => {
      const order = orders.get(String(body?.order_id ?? ''));
      if (!order) return badRequest('Unknown order_id (create the order through POST /v1/orders)');
      const payment = paymentEntity(order, 'failed');
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      later(WEBHOOK_DELAY_MS, () => sendWebhook('payment.failed', payment));
      return [
        200,
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed (sandbox)',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        },
      ];
    },
    'GET /v1/sandbox/webhooks': () => [200, deliveries],
    'GET /v1/sandbox/health': () => [200, { status: 'ok' }],
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: String(err) } }));
    });
  });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const handle = async (req, res) => {
    const allowOrigin = req.headers.origin && LOCAL_ORIGIN.test(req.headers.origin);
    if (allowOrigin) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Vary', 'Origin');
    }
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'OPTIONS') {
      if (allowOrigin) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      }
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout.js') {
      res.writeHead(200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(checkoutScript(origin));
      return;
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname);
    const key = `${req.method} ${orderMatch ? '/v1/orders/:id' : url.pathname}`;
    const handler = routes[key];
    let answer;
    if (!handler) {
      answer = [
        404,
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The requested URL was not found on the server.',
          },
        },
      ];
    } else {
      const body = req.method === 'POST' ? await readJson(req) : undefined;
      answer =
        body === INVALID
          ? badRequest('The request body must be JSON')
          : handler(req, body, decodeURIComponent(orderMatch?.[1] ?? ''));
    }
    res.writeHead(answer[0], { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(answer[1]));
  };

  return {
    server,
    orders,
    deliveries,
    /** @param {string} value */
    setOrigin: (value) => {
      origin = value;
    },
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

const INVALID = Symbol('invalid');

/** @param {import('node:http').IncomingMessage} req */
async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return INVALID;
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

/** Basic auth with the sandbox key pair, as the SDK sends it. */
function authorised(req, keyId, keySecret) {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return req.headers.authorization === expected;
}

function authError() {
  return [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }];
}

/** Razorpay's error shape. @param {string} description @param {string} [field] */
function badRequest(description, field) {
  return [
    400,
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        field,
        source: 'business',
        reason: 'input_validation_failed',
      },
    },
  ];
}
