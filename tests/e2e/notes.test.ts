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
  it('dashboard → semester → CSE subject → note opens a PDF and /mypdf lists it', async () => {
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

    const firstNote = page.getByRole('button', { name: /Unit 1/ }).first();
    await firstNote.waitFor();

    const pdfResponse = context.waitForEvent('response', (r) => /alt=media/.test(r.url()));
    const [popup] = await Promise.all([context.waitForEvent('page'), firstNote.click()]);
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/pdf/);
    // Headless Chromium may hand a PDF to its viewer without exposing the body; fetch the same URL
    // through the browser context to check the bytes.
    const bytes = await context.request.get(response.url()).then((r) => r.body());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    await popup.close();

    // The fresh user's list holds exactly that note: its subject, and a link to the same PDF.
    await page.goto('/mypdf');
    const opened = page.getByRole('list', { name: 'Opened notes' }).getByRole('listitem');
    await opened.getByRole('heading', { name: cse.title, exact: true }).waitFor();
    expect(await opened.count()).toBe(1);
    expect(await opened.getByRole('link', { name: /Open PDF/ }).getAttribute('href')).toBe(
      response.url(),
    );
    await context.close();
  });
});
