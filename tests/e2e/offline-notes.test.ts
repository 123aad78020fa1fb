import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import {
  READER_SUBJECT_ID,
  readerDarkPixels,
  seededThreePageNotes,
  titled,
} from '../support/reader.js';
import { createTestUser } from '../support/users.js';

const SEMESTER_ID = 'sem-3';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every URL in every Cache Storage cache of the page's origin, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

describe('notes offline in Chromium', () => {
  it('a note saved for offline opens from /mypdf without a network; an unsaved one says it needs one', async () => {
    const [saved, unsaved] = await seededThreePageNotes();
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    page.setDefaultTimeout(15_000);
    // The worker registers after load and takes control (clientsClaim) once installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // Online: the semester and the subject are visited, and one note is saved from the list.
    await page.goto(`/semesters/${SEMESTER_ID}`);
    await page
      .getByRole('link', { name: /Data Structures/ })
      .first()
      .waitFor();
    await page.goto(`/subjects/${READER_SUBJECT_ID}`);
    const row = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: titled(saved.title) }),
    });
    const save = row.getByRole('button', { name: `Save for offline (${saved.title})` });
    await save.click();
    await row.getByText('Available offline').waitFor();

    const caches = await cachedUrls(page);
    expect(caches['notesea-offline-notes']).toEqual([saved.pdfUrl]);
    // Only public catalog reads are kept; nothing of the user's (My PDFs, bookmarks, profile).
    const apiPaths = Object.values(caches)
      .flat()
      .map((url) => new URL(url))
      .filter((url) => url.origin === new URL(APP_URL).origin && url.pathname.startsWith('/api/'))
      .map((url) => url.pathname);
    expect(apiPaths).toContain(`/api/semesters/subjects/${READER_SUBJECT_ID}/notes`);
    expect(apiPaths.filter((path) => !/^\/api\/(semesters|notes|pyqs)\b/.test(path))).toEqual([]);
    // Saving also fetched the reader's engine, which the install-time precache leaves out.
    await expect
      .poll(async () => (await cachedUrls(page))['notesea-pdf-engine']?.length ?? 0, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(2);

    await context.setOffline(true);

    // My PDFs lists the saved note under "Available offline", and it opens from the saved copy.
    await page.goto('/mypdf');
    const offline = page.getByRole('region', { name: 'Available offline' });
    const link = offline.getByRole('link', { name: titled(saved.title) });
    await link.waitFor();
    const pdf = page.waitForResponse((response) => response.url() === saved.pdfUrl);
    await link.click();
    await page.getByRole('heading', { level: 1, name: saved.title }).waitFor();
    expect((await pdf).fromServiceWorker(), 'the PDF came from the saved copy').toBe(true);
    await page.locator('.reader__page[data-page="1"] canvas').waitFor();
    expect(await readerDarkPixels(page), 'page 1 is painted').toBeGreaterThan(500);
    await page.getByText('Available offline').waitFor();

    // The subject's list loads as last seen; the note not saved says it needs a connection.
    await page.goto(`/subjects/${READER_SUBJECT_ID}`);
    await page.getByRole('link', { name: titled(unsaved.title) }).click();
    await page
      .getByText("This note isn't saved for offline. Connect to the internet to open it.")
      .waitFor();
    expect(await page.locator('.reader__page canvas').count()).toBe(0);

    // Back online, removing the saved note frees its copy.
    await context.setOffline(false);
    await page.goto('/mypdf');
    await offline.getByRole('button', { name: `Remove offline copy of ${saved.title}` }).click();
    await offline.getByText(/No notes or papers saved on this device yet/).waitFor();
    expect((await cachedUrls(page))['notesea-offline-notes']).toEqual([]);
    await context.close();
    // Two network states, a service worker install and a PDF painted twice over.
  }, 60_000);
});
