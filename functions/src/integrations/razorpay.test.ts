import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_SCRIPT_URL,
  checkoutScriptUrl,
  isValidPaymentSignature,
  isValidWebhookSignature,
  razorpayClient,
  sandboxUrl,
} from './razorpay.js';

const SECRET = 'key_secret_for_tests';
const sign = (text: string, secret = SECRET) =>
  createHmac('sha256', secret).update(text).digest('hex');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('payment signature (Razorpay: HMAC-SHA256(order_id|payment_id, key secret))', () => {
  const params = {
    razorpayOrderId: 'order_A',
    razorpayPaymentId: 'pay_1',
    signature: sign('order_A|pay_1'),
    keySecret: SECRET,
  };

  it('accepts the genuine signature', () => {
    expect(isValidPaymentSignature(params)).toBe(true);
  });

  it('refuses one made for another order, another payment, or with another secret', () => {
    expect(isValidPaymentSignature({ ...params, razorpayOrderId: 'order_B' })).toBe(false);
    expect(isValidPaymentSignature({ ...params, razorpayPaymentId: 'pay_2' })).toBe(false);
    expect(isValidPaymentSignature({ ...params, signature: sign('order_A|pay_1', 'other') })).toBe(
      false,
    );
    expect(isValidPaymentSignature({ ...params, signature: '' })).toBe(false);
  });

  it('never throws, even without a secret', () => {
    expect(isValidPaymentSignature({ ...params, keySecret: '' })).toBe(false);
  });
});

describe('webhook signature (HMAC-SHA256(raw body, webhook secret))', () => {
  const raw = '{"event":"payment.captured","payload":{}}';

  it('accepts the signature of the exact bytes', () => {
    expect(isValidWebhookSignature(Buffer.from(raw), sign(raw), SECRET)).toBe(true);
  });

  it('refuses a re-serialised body, a missing or a wrong signature', () => {
    const reserialised = JSON.stringify(JSON.parse(raw), null, 1);
    expect(isValidWebhookSignature(Buffer.from(reserialised), sign(raw), SECRET)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(raw), undefined, SECRET)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(raw), sign(raw, 'other'), SECRET)).toBe(false);
  });
});

describe('sandbox configuration (docs/architecture.md §8: emulator only)', () => {
  it('honours only loopback URLs, only in the emulator', () => {
    expect(sandboxUrl(true, 'http://127.0.0.1:9010')).toBe('http://127.0.0.1:9010');
    expect(sandboxUrl(true, 'http://localhost:9010/')).toBe('http://localhost:9010');
    expect(sandboxUrl(false, 'http://127.0.0.1:9010')).toBeUndefined();
    expect(sandboxUrl(true, 'https://evil.example')).toBeUndefined();
    expect(sandboxUrl(true, 'http://127.0.0.1.evil.example')).toBeUndefined();
    expect(sandboxUrl(true, undefined)).toBeUndefined();
  });

  it('uses Razorpay in production even when the variables are set', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('NOTESEA_RAZORPAY_API_URL', 'http://127.0.0.1:9010');
    vi.stubEnv('NOTESEA_RAZORPAY_CHECKOUT_URL', 'http://127.0.0.1:9010/v1/checkout.js');
    expect(checkoutScriptUrl()).toBe(CHECKOUT_SCRIPT_URL);
    const client = await razorpayClient({ keyId: 'rzp_test_a', keySecret: 's' });
    expect(
      (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL,
    ).toBe('https://api.razorpay.com');
  });

  it('points the SDK and Checkout at the sandbox in the emulator', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('NOTESEA_RAZORPAY_API_URL', 'http://127.0.0.1:9010');
    vi.stubEnv('NOTESEA_RAZORPAY_CHECKOUT_URL', 'http://127.0.0.1:9010/v1/checkout.js');
    expect(checkoutScriptUrl()).toBe('http://127.0.0.1:9010/v1/checkout.js');
    const client = await razorpayClient({ keyId: 'rzp_test_b', keySecret: 's' });
    expect(
      (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL,
    ).toBe('http://127.0.0.1:9010');
  });
});
