import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches Debian's Chromium (never a downloaded build) with the flags this machine needs
 * (DESIGN.md §9). Throws, never skips, when it is missing: the e2e suite must run.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (.ci/run does).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A context and page that hold a session token in localStorage (spec §6, key `token`), set once
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
