import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { APP_URL } from '../support/env.js';
import {
  SANDBOX_URL,
  placeOrder,
  signPayment,
  stackSecrets,
  startPayment,
  storedOrder,
  verify,
  type CheckoutResult,
} from '../support/marketplace.js';
import { createTestUser, type TestUser } from '../support/users.js';

let user: TestUser;
let browser: Browser;

beforeAll(async () => {
  [user, browser] = await Promise.all([createTestUser(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
});

describe('Razorpay sandbox API', () => {
  it('answers the SDK only with the sandbox key pair', async () => {
    const post = (authorization?: string) =>
      fetch(`${SANDBOX_URL}/v1/orders`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ amount: 50000, currency: 'INR', receipt: 'NS-TEST01' }),
      });
    const bad = await post(`Basic ${Buffer.from('rzp_test_x:nope').toString('base64')}`);
    expect(bad.status).toBe(401);
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = stackSecrets();
    const good = await post(
      `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`,
    );
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({
      id: expect.stringMatching(/^order_/),
      entity: 'order',
      amount: 50000,
      currency: 'INR',
      receipt: 'NS-TEST01',
      status: 'created',
    });
  });

  it('signs a Checkout payment exactly as Razorpay does', async () => {
    const created = await placeOrder(user.token);
    const { razorpayOrderId } = await startPayment(user.token, created.orderId);
    const res = await fetch(`${SANDBOX_URL}/v1/sandbox/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: razorpayOrderId }),
    });
    const result = (await res.json()) as CheckoutResult;
    expect(result.razorpay_order_id).toBe(razorpayOrderId);
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(result.razorpay_signature).toBe(
      signPayment(razorpayOrderId, result.razorpay_payment_id),
    );
  });

  it('serves checkout.js as JavaScript and a health check', async () => {
    const script = await fetch(`${SANDBOX_URL}/v1/checkout.js`);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain('window.Razorpay');
    expect(await (await fetch(`${SANDBOX_URL}/v1/sandbox/health`)).json()).toEqual({
      status: 'ok',
    });
  });
});

describe('Razorpay sandbox Checkout in the browser', () => {
  /** Opens Checkout on the app's origin (its CSP must allow the script) for a fresh order. */
  async function openCheckout() {
    const created = await placeOrder(user.token, 'weather-app-react', 'student');
    const options = await startPayment(user.token, created.orderId);
    const page = await browser.newPage();
    await page.goto(`${APP_URL}/`);
    await page.addScriptTag({ url: options.checkoutScriptUrl });
    await page.evaluate((o) => {
      const w = window as unknown as Record<string, unknown>;
      const Razorpay = w.Razorpay as new (opts: unknown) => {
        on(e: string, cb: (r: unknown) => void): void;
        open(): void;
      };
      const rzp = new Razorpay({
        key: o.key,
        amount: o.amount,
        currency: o.currency,
        order_id: o.razorpayOrderId,
        name: 'NoteSea Projects',
        description: 'Weather App using OpenWeather API (React)',
        prefill: { name: 'Priya Sharma', email: 'priya.sharma@gmail.com', contact: '9876543210' },
        theme: { color: '#16a34a' },
        handler: (result: unknown) => (w.__paid = result),
      });
      rzp.on('payment.failed', (failure) => (w.__failed = failure));
      rzp.open();
    }, options);
    return { page, created, options };
  }

  it('shows an accessible dialog; Pay calls the handler with a result the API accepts', async () => {
    const { page, created, options } = await openCheckout();
    const dialog = page.getByRole('dialog', { name: 'NoteSea Projects' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await dialog.getByText('Weather App using OpenWeather API (React)').isVisible()).toBe(
      true,
    );
    expect(await page.getByTestId('razorpay-sandbox-amount').textContent()).toBe('Amount: ₹699');
    await dialog.getByRole('button', { name: 'Pay ₹699' }).click();
    await page.waitForFunction(() => (window as unknown as { __paid?: unknown }).__paid);
    const result = (await page.evaluate(
      () => (window as unknown as { __paid: unknown }).__paid,
    )) as CheckoutResult;
    expect(await dialog.count()).toBe(0);
    expect(result.razorpay_order_id).toBe(options.razorpayOrderId);
    expect((await verify(user.token, created.orderId, result)).status).toBe(200);
    expect(await storedOrder(created._id)).toMatchObject({ paymentStatus: 'completed' });
    await page.close();
  });

  it('Fail payment calls the payment.failed callbacks and keeps the dialog open', async () => {
    const { page, options } = await openCheckout();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForFunction(() => (window as unknown as { __failed?: unknown }).__failed);
    const failure = await page.evaluate(
      () => (window as unknown as { __failed: unknown }).__failed,
    );
    expect(failure).toEqual({
      error: expect.objectContaining({
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed (sandbox)',
        reason: 'payment_failed',
        metadata: { order_id: options.razorpayOrderId, payment_id: expect.stringMatching(/^pay_/) },
      }),
    });
    const dialog = page.getByRole('dialog', { name: 'NoteSea Projects' });
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Payment failed (sandbox). Try again or close.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.count()).toBe(0);
    await page.close();
  });
});
