import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/src/chromium.mjs';
import { pageSettled } from '../../tools/src/screens.mjs';
import { APP_URL } from './env.js';

export { CHROMIUM_PATH };

/**
 * Launches Debian's Chromium (never a downloaded build) with the flags this machine needs
 * (docs/architecture.md §9). Throws, never skips, when it is missing: the e2e suite must run.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (.ci/run does).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright adds its own headless switch.
    args: (CHROMIUM_FLAGS as string[]).filter((flag) => !flag.startsWith('--headless')),
  });
}

/**
 * A context and page that hold a session token in localStorage (docs/product.md §6, key `token`), set once
 * on the app's origin so a later logout really removes it.
 */
export async function loggedInPage(
  browser: Browser,
  appUrl: string,
  token: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  return { context, page };
}

/**
 * A context (on the app, plus `options`) signed in with `token` by an init script: every load
 * that finds no `token` in localStorage writes it first, so pages open signed in, and a logout
 * lasts only until the next load.
 */
export async function signedInContext(
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: APP_URL, ...options });
  await context.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  return context;
}

/** Opens `path` and waits for its content to settle (tools/src/screens.mjs), not a fixed time. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction(pageSettled, undefined, { timeout: 15_000, polling: 100 });
}
