/**
 * A shared page in Chromium: the link opens the reader at its page for
 * a visitor (the first load comes from the `share` function, with its preview tags), and the
 * Share button copies the page's link on a desktop and opens the share sheet on a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { launchBrowser } from '../support/browser.js';
import { expectReaderPage, readerDarkPixels, seededThreePageNotes } from '../support/reader.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('shared links in Chromium', () => {
  it('opens the reader at the shared page for a visitor, from a page that carries its preview', async () => {
    const [note] = await seededThreePageNotes();
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const path = `/notes/${encodeURIComponent(note._id)}?page=2`;

    const response = await page.goto(path);

    expect(response?.status()).toBe(200);
    // The document the browser got is the share function's: the app with the page's tags.
    const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
    expect(ogTitle).toBe(`${note.title} · ${note.subjectName}, Unit ${note.unit} · Page 2`);
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    await expectReaderPage(page, 2);
    expect(await readerDarkPixels(page), 'page 2 is painted').toBeGreaterThan(500);
    // Signed out: no star, but the page can be shared.
    expect(await page.getByRole('button', { name: 'Save note' }).count()).toBe(0);
    await page.getByRole('button', { name: `Share page 2 of ${note.title}` }).waitFor();
    await context.close();
  });

  it('copies the link of the page on screen on a desktop and says "Link copied"', async () => {
    const [, note] = await seededThreePageNotes();
    const context = await browser.newContext({
      baseURL: APP_URL,
      viewport: { width: 1366, height: 768 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const id = encodeURIComponent(note._id);
    await page.goto(`/notes/${id}?page=2`);
    await expectReaderPage(page, 2);

    await page.getByRole('button', { name: `Share page 2 of ${note.title}` }).click();

    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${APP_URL}/notes/${id}?page=2`,
    );

    // The page on screen, not the one the link opened.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectReaderPage(page, 3);
    await page.getByRole('button', { name: `Share page 3 of ${note.title}` }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${APP_URL}/notes/${id}?page=3`);
    await context.close();
  });

  it('opens the share sheet on a phone with the page’s title and link', async () => {
    const [note] = await seededThreePageNotes();
    const context = await browser.newContext({
      baseURL: APP_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Headless Chromium on Linux has no share sheet: stand in for the phone's, recording the call.
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const id = encodeURIComponent(note._id);
    await page.goto(`/notes/${id}?page=3`);
    await expectReaderPage(page, 3);

    // On a phone the reader's actions are behind "More actions".
    await page.getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('button', { name: `Share page 3 of ${note.title}` }).tap();

    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData),
      )
      .toEqual([
        {
          title: `${note.title} · ${note.subjectName}, Unit ${note.unit} · Page 3`,
          url: `${APP_URL}/notes/${id}?page=3`,
        },
      ]);
    expect(await page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(0);
    await context.close();
  });
});
