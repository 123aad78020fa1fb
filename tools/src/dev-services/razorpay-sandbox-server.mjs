// HTTP side of the Razorpay sandbox (./razorpay-sandbox.mjs): the Orders API subset the SDK
// calls, checkout.js, and the pay / fail endpoints the sandbox Checkout calls from the browser.
import { createServer } from 'node:http';
import { checkoutScript } from './razorpay-sandbox-checkout.mjs';
import {
  paymentEntity,
  paymentSignature,
  razorpayId,
  webhookSender,
} from './razorpay-sandbox-events.mjs';

const MAX_BODY_BYTES = 100 * 1024;
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * The sandbox's HTTP server and in-memory orders; `setOrigin` tells checkout.js where to call back.
 * @param {{ secrets: Record<string, string>, appUrl: string }} ctx
 */
export function createSandbox({ secrets, appUrl }) {
  const keyId = secrets.RAZORPAY_KEY_ID ?? '';
  const keySecret = secrets.RAZORPAY_KEY_SECRET ?? '';
  const hookSecret = secrets.RAZORPAY_WEBHOOK_SECRET ?? '';
  const webhookUrl = `${appUrl}/api/payments/razorpay-webhook`;
  /** @type {Map<string, Record<string, any>>} */
  const orders = new Map();
  let origin = '';
  const webhooks = webhookSender({ webhookUrl, webhookSecret: hookSecret });

  /**
   * The sandbox's API by `METHOD path`: each gets the request, its parsed JSON body and the order
   * id of an `/v1/orders/:id` path, and returns what to answer.
   * @typedef {import('node:http').IncomingMessage} Request
   * @type {Record<string, (req: Request, body: any, id: string) => [number, unknown]>}
   */
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
      if (order.status === 'paid') return badRequest('Order has already been paid');
      const payment = paymentEntity(order, 'captured');
      order.attempts += 1;
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      webhooks.send('payment.captured', payment);
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
      webhooks.send('payment.failed', payment);
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
    'GET /v1/sandbox/webhooks': () => [200, webhooks.deliveries],
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
      res.setHeader('Access-Control-Allow-Origin', String(req.headers.origin));
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
    /** @type {[number, unknown]} */
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
    deliveries: webhooks.deliveries,
    /** @param {string} value */
    setOrigin: (value) => {
      origin = value;
    },
    stop: async () => {
      webhooks.stop();
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

/**
 * Basic auth with the sandbox key pair, as the SDK sends it.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} keyId
 * @param {string} keySecret
 */
function authorised(req, keyId, keySecret) {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return req.headers.authorization === expected;
}

/** @returns {[number, unknown]} */
function authError() {
  return [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }];
}

/**
 * Razorpay's error shape.
 * @param {string} description
 * @param {string} [field]
 * @returns {[number, unknown]}
 */
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
