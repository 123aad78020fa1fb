import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// @ts-expect-error -- plain ESM JavaScript module from the tools workspace
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/src/chromium.mjs';

export { CHROMIUM_PATH };

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
    // Playwright adds its own headless switch.
    args: (CHROMIUM_FLAGS as string[]).filter((flag) => !flag.startsWith('--headless')),
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
