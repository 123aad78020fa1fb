import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { createTestUser } from '../support/users.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('notes flow in Chromium', () => {
  it('dashboard → semester → CSE subject → note opens in the reader and /mypdf lists it', async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);

    // Pick a CSE subject of semester 3 through the API, then walk to it through the UI.
    const semesters = (await api<{ _id: string; title: string }[]>('/semesters')).body;
    const sem3 = semesters.find((s) => s.title === 'Semester 3')!;
    const subjects = (
      await api<{ _id: string; title: string }[]>(`/semesters/${sem3._id}/subjects`)
    ).body;
    const cse =
      subjects.find((s) => /CSE|Data Structures|Object Oriented/i.test(s.title)) ?? subjects[0]!;

    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /Semester 3/ })
      .first()
      .click();
    await page.waitForURL(`**/semesters/${sem3._id}`);
    await page.getByRole('link', { name: cse.title }).click();
    await page.waitForURL(`**/subjects/${cse._id}`);

    // Notes are listed under unit headings; the first note of unit 1 opens in the reader.
    const firstNote = page.getByRole('region', { name: 'Unit 1' }).getByRole('link').first();
    await firstNote.waitFor();
    const title = (await firstNote.locator('span').first().textContent())!;
    const logged = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/user-pdfs'),
    );
    const pdfResponse = page.waitForResponse((r) => /alt=media/.test(r.url()));
    await firstNote.click();
    await page.waitForURL(/\/notes\/[^/?]+$/);
    const noteId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // The reader: the note's title, page 1 painted from the PDF the subject lists.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Page' }).inputValue()).toBe('1');
    await page.locator('.reader__page[data-page="1"] canvas').waitFor();
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/pdf/);
    const notes = (
      await api<{ _id: string; pdfUrl: string }[]>(`/semesters/subjects/${cse._id}/notes`)
    ).body;
    const pdfUrl = notes.find((n) => n._id === noteId)?.pdfUrl;
    expect(response.url()).toBe(pdfUrl);
    // Opening it logged it for My PDFs.
    expect((await logged).status()).toBe(201);

    // The fresh user's list holds exactly that note: its subject, the reader and the same PDF.
    await page.goto('/mypdf');
    const opened = page.getByRole('list', { name: 'Opened notes' }).getByRole('listitem');
    await opened.getByRole('heading', { name: cse.title, exact: true }).waitFor();
    expect(await opened.count()).toBe(1);
    expect(await opened.getByRole('link', { name: /Open PDF/ }).getAttribute('href')).toBe(pdfUrl);
    expect(
      await opened.getByRole('link', { name: /^(Continue reading|Read)/ }).getAttribute('href'),
    ).toMatch(new RegExp(`^/notes/${encodeURIComponent(noteId)}(\\?page=1)?$`));
    await context.close();
  });
});
