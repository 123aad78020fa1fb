import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PracticeStatsDto } from '@notesea/contract/practice-rules';
import { admin } from '../support/admin.js';
import { launchBrowser, openSettled, signedInContext } from '../support/browser.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

// Practice in Chromium against the stack (issue 32): a student reviews the seeded subject's deck
// with the keyboard only, goes offline mid-session, keeps reviewing, and the reviews made offline
// reach the server once when the connection is back.

/** The seeded subject of tools/src/screens.mjs (Data Structures, CSE semester 3). */
const SUBJECT = 'cse-3-dsa';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Shows the answer with Space and rates it with a number key, waiting for what the user sees. */
async function reviewWithKeys(page: Page, position: number, key: '3' | '4'): Promise<void> {
  await page.getByText(new RegExp(`^Card ${position} of \\d+$`)).waitFor();
  await page.keyboard.press('Space');
  await page.getByRole('heading', { name: 'Answer' }).waitFor();
  await page.getByRole('link', { name: /^Open page \d+$/ }).waitFor();
  await page.keyboard.press(key);
}

describe('Practice in Chromium', () => {
  it('5 cards with the keyboard, 3 more offline, and the 3 are counted once back online', async () => {
    const student = await createTestUser({ name: 'Practice Student' });
    const stats = async () =>
      (await api<PracticeStatsDto>('/practice/stats', { token: student.token })).body;
    const context = await signedInContext(browser, student.token);
    const page = await context.newPage();

    await openSettled(page, `/practice/${SUBJECT}`);
    for (let i = 1; i <= 5; i++) await reviewWithKeys(page, i, '3');
    await expect.poll(async () => (await stats()).reviewedToday).toBe(5);

    await context.setOffline(true);
    for (let i = 6; i <= 8; i++) await reviewWithKeys(page, i, '4');
    await page.getByText("Offline — 3 reviews will be sent when you're back online").waitFor();
    expect((await stats()).reviewedToday).toBe(5);

    await context.setOffline(false);
    await expect.poll(async () => (await stats()).reviewedToday).toBe(8);
    await page
      .getByText("Offline — 3 reviews will be sent when you're back online")
      .waitFor({ state: 'detached' });

    // Once: a reload sends nothing again, and the server holds exactly 8 reviews.
    await openSettled(page, `/practice/${SUBJECT}`);
    await page.getByText(/^Card 1 of \d+$/).waitFor();
    const reviews = await admin.db.collection(`users/${student.uid}/practiceReviews`).get();
    expect(reviews.size).toBe(8);
    expect((await stats()).reviewedToday).toBe(8);
    await context.close();
  });
});
