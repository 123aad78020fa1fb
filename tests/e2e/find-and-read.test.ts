import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { expectReaderPage } from '../support/reader.js';
import { searchGroupName } from '../support/seed.js';
import { createTestUser } from '../support/users.js';

type SearchHit = { type: string; _id: string; title: string; subjectId: string; page: number };

/** Find and read: a word that the seeded DSA unit 2 note has on its page 3 only. */
const WORD = 'precedence';
const SUBJECT_ID = 'cse-3-dsa';
const NOTE_TITLE = 'Stacks and Queues';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('find and read in Chromium', () => {
  it('a page-3-only word in the header search opens the reader at page 3; /mypdf continues there; the reader star saves it', async () => {
    // The API ranks the note first, at its page 3.
    const res = await api<{ results: SearchHit[] }>(`/search?q=${WORD}`);
    expect(res.status).toBe(200);
    const top = res.body.results[0];
    expect(top, JSON.stringify(res.body)).toMatchObject({
      type: 'note',
      subjectId: SUBJECT_ID,
      title: NOTE_TITLE,
      page: 3,
    });
    const id = top!._id;
    const readerPath = `/notes/${encodeURIComponent(id)}`;

    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    page.setDefaultTimeout(10_000);
    const progress: { page: number; status: number }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'PUT' && response.url().endsWith(`/api/user-pdfs/${id}/progress`)) {
        progress.push({
          page: (request.postDataJSON() as { page: number }).page,
          status: response.status(),
        });
      }
    });
    await page.goto('/dashboard');

    // The header's search box.
    const box = page.getByRole('combobox', { name: 'Search notes and papers' });
    await box.click();
    await page.keyboard.type(WORD);
    await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
    const option = page
      .getByRole('group', { name: searchGroupName(SUBJECT_ID), exact: true })
      .getByRole('option', { name: new RegExp(`^${NOTE_TITLE}`) });
    await option.waitFor();
    // The result names the page the word is on.
    expect(await option.textContent()).toMatch(/Unit 2 · p\. 3(?!\d)/);
    const marks = await option.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain(WORD);

    await option.click();
    await page.waitForURL((url) => url.pathname === readerPath);
    expect(new URL(page.url()).searchParams.get('q')).toBe(WORD);
    await page.getByRole('heading', { level: 1, name: NOTE_TITLE }).waitFor();
    await expectReaderPage(page, 3);
    await page.getByText('of 3', { exact: true }).waitFor();
    // The page is saved as read once it has stayed on screen.
    await expect.poll(() => progress.at(-1)).toEqual({ page: 3, status: 200 });

    // My PDFs: the note at its page, and "Continue reading" lands there.
    await page.goto('/mypdf');
    // A new user: the one note opened is the one entry.
    const entry = page.getByRole('list', { name: 'Opened notes' }).getByRole('listitem');
    await entry.getByText('Page 3 of 3', { exact: true }).waitFor();
    expect(await entry.count()).toBe(1);
    const resume = entry.getByRole('link', { name: /Continue reading/ });
    expect(await resume.getAttribute('href')).toBe(`${readerPath}?page=3`);
    await resume.click();
    await page.waitForURL((url) => url.pathname === readerPath);
    await expectReaderPage(page, 3);

    // The reader's star saves the note; it is under Saved on My PDFs.
    const star = page.getByRole('button', { name: 'Save note' });
    await expect.poll(() => star.isEnabled()).toBe(true);
    const bookmarked = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/bookmarks/'),
    );
    await star.click();
    await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    expect((await bookmarked).ok()).toBe(true);

    await page.goto('/mypdf');
    const saved = page
      .getByRole('region', { name: 'Saved' })
      .getByRole('list', { name: 'Saved notes' })
      .getByRole('link');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.first().getAttribute('href')).toBe(readerPath);
    expect(await saved.first().textContent()).toContain(NOTE_TITLE);
    await context.close();
  });
});
