import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import {
  READER_SUBJECT_ID,
  readerDarkPixels,
  seededThreePageNotes,
  titled,
  expectReaderPage,
} from '../support/reader.js';
import { createTestUser } from '../support/users.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Console errors of the page, so a CSP refusal (worker, PDF fetch) fails with its reason. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every PUT …/progress the page sends, with its page and the server's status, in order. */
function progressSaves(page: Page, noteId: string): { page: number; status: number }[] {
  const saves: { page: number; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.method() !== 'PUT' ||
      !response.url().endsWith(`/api/user-pdfs/${noteId}/progress`)
    ) {
      return;
    }
    const body = request.postDataJSON() as { page: number };
    saves.push({ page: body.page, status: response.status() });
  });
  return saves;
}

describe('reader in Chromium', () => {
  it('opens a note at ?page=3, paints it with its text, turns pages, and /mypdf continues there', async () => {
    const [note] = await seededThreePageNotes();
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    // A step that never happens fails with its own message, not the test's timeout.
    page.setDefaultTimeout(10_000);
    const errors = consoleErrors(page);
    const saves = progressSaves(page, note!._id);
    const logged = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/user-pdfs'),
    );

    await page.goto(`/notes/${encodeURIComponent(note!._id)}?page=3`);

    await page.getByRole('heading', { level: 1, name: note!.title }).waitFor();
    await expectReaderPage(page, 3);
    await page.getByText('of 3', { exact: true }).waitFor();
    expect(await readerDarkPixels(page), 'page 3 is painted').toBeGreaterThan(500);
    // Selectable text over the canvas, from pdf.js' text layer.
    const text = await page.locator('.reader__page .textLayer').textContent();
    expect(text?.trim().length, `text layer: ${text}`).toBeGreaterThan(20);
    // Opening a note logs it (My PDFs), once.
    expect((await logged).status()).toBe(201);

    // The last page: Next is off; Prev and Next, then the arrow keys, turn the pages.
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectReaderPage(page, 2);
    const page2Text = await page.locator('.reader__page .textLayer').textContent();
    expect(page2Text).not.toBe(text);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectReaderPage(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectReaderPage(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectReaderPage(page, 3);

    // Leaving through the title bar's back link saves the page at once (if not saved already).
    await page.getByRole('link', { name: note!.subjectName }).first().click();
    await page.waitForURL(`**/subjects/${READER_SUBJECT_ID}`);
    await expect.poll(() => saves.at(-1)).toEqual({ page: 3, status: 200 });
    expect(saves.every((save) => save.status === 200)).toBe(true);

    // The subject page marks the note as opened, at its page.
    await page
      .getByRole('link', { name: titled(note!.title) })
      .getByText('page 3 of 3')
      .waitFor();

    await page.goto('/mypdf');
    const entry = page.getByRole('list', { name: 'Opened notes' }).getByRole('listitem');
    await entry.getByText('Page 3 of 3', { exact: true }).waitFor();
    expect(await entry.count()).toBe(1);
    const resume = entry.getByRole('link', { name: /Continue reading/ });
    expect(await resume.getAttribute('href')).toBe(
      `/notes/${encodeURIComponent(note!._id)}?page=3`,
    );
    // The raw file stays one click away.
    expect(await entry.getByRole('link', { name: /Open PDF/ }).getAttribute('href')).toBe(
      note!.pdfUrl,
    );

    await resume.click();
    await page.waitForURL(`**/notes/${encodeURIComponent(note!._id)}?page=3`);
    await expectReaderPage(page, 3);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('starring notes (subject list and reader) lists them under Saved on /mypdf', async () => {
    const [first, second] = await seededThreePageNotes();
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    page.setDefaultTimeout(10_000);
    const bookmarked = () =>
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/api/bookmarks/'),
      );

    // From the subject page's list: the star beside the note.
    await page.goto(`/subjects/${READER_SUBJECT_ID}`);
    const row = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: titled(first!.title) }),
    });
    const star = row.getByRole('button', { name: 'Save note' });
    await expect.poll(() => star.isEnabled()).toBe(true);
    const saved = bookmarked();
    await star.click();
    await row.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    expect((await saved).ok()).toBe(true);

    // From the reader's title bar.
    await page.goto(`/notes/${encodeURIComponent(second!._id)}`);
    const readerStar = page.getByRole('button', { name: 'Save note' });
    await expect.poll(() => readerStar.isEnabled()).toBe(true);
    const savedToo = bookmarked();
    await readerStar.click();
    await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    expect((await savedToo).ok()).toBe(true);

    await page.goto('/mypdf');
    const list = page.getByRole('region', { name: 'Saved' }).getByRole('list', {
      name: 'Saved notes',
    });
    await list.getByRole('link').first().waitFor();
    // Newest first, each opening the reader.
    const links = list.getByRole('link');
    expect(await links.count()).toBe(2);
    expect(await links.nth(0).getAttribute('href')).toBe(
      `/notes/${encodeURIComponent(second!._id)}`,
    );
    expect(await links.nth(1).getAttribute('href')).toBe(
      `/notes/${encodeURIComponent(first!._id)}`,
    );
    await links.nth(1).click();
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
    await expectReaderPage(page, 1);
    await context.close();
  });
});
