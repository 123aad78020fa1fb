import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { admin } from '../support/admin.js';
import { launchBrowser } from '../support/browser.js';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The 6-digit code of the newest OTP email to `to` (the outbox is the `mail` collection). */
async function otpSentTo(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await admin.db.collection('mail').where('to', '==', to).get();
        const newest = snap.docs
          .map(
            (doc) => doc.data() as { message: { text: string }; createdAt: { toMillis(): number } },
          )
          .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())[0];
        code = newest?.message.text.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

describe('accounts journey in Chromium', () => {
  it('register → OTP from the outbox → verify → dashboard → logout → log in again', async () => {
    const email = `e2e.${randomUUID().slice(0, 8)}@gmail.com`;
    const password = `pw-${randomUUID().slice(0, 8)}`;
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    const token = () => page.evaluate(() => window.localStorage.getItem('token'));

    // Sign up on the landing page.
    await page.goto('/');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('I am a college student').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // Verify with the code from the outbox.
    await page.waitForURL('**/verify-email');
    await page.getByText('OTP sent to your email. Please verify.').waitFor();
    await page.getByText(email).waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^(15:00|14:5\d)$/);
    await page.getByLabel('OTP').fill(await otpSentTo(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByText('Email verified!').waitFor();
    expect(await token()).toBeTruthy();

    // Log out from the settings menu: the session is revoked and forgotten.
    const session = (await token())!;
    const revoked = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/logout') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await revoked).ok()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await token()).toBeNull();
    expect((await api('/users', { token: session })).status).toBe(401);

    // Log in again with the same account.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    expect(await token()).toBeTruthy();
    await page.getByRole('heading', { level: 1 }).waitFor();

    await context.close();
  }, 90_000);
});
