import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openSettled, signedInContext } from '../support/browser.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

// Exam prep from previous-year papers, in Chromium against the stack: the subject's
// Exam prep tab lists the seeded papers' topics, a tick survives a reload, the dashboard counts
// it, and a question opens its paper in the reader at its page.

type Topic = {
  topicId: string;
  unit: number | null;
  topic: string;
  years: number[];
  questions: { paperId: string; year: number; page: number; number: string; text: string }[];
  notes: { noteId: string; page: number }[];
};

/** The seeded subject of tools/src/screens.mjs (Data Structures, CSE semester 3). */
const SUBJECT = 'cse-3-dsa';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('Exam prep in Chromium', () => {
  it('ticks a topic, keeps it after a reload, counts it on the dashboard and opens a question', async () => {
    const res = await api<Topic[]>(`/semesters/subjects/${SUBJECT}/topics`);
    // Throws, never skips: the seeded papers must give the tab something to show.
    if (res.status !== 200 || !Array.isArray(res.body) || res.body.length === 0) {
      throw new Error(`No topics for ${SUBJECT} (was the seed run?): ${res.status}`);
    }
    const topics = res.body;
    const first = topics[0]!;
    const user = await createTestUser({ name: 'Exam Prep Student' });
    const context = await signedInContext(browser, user.token, {
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();

    await openSettled(page, `/subjects/${SUBJECT}?tab=prep`);
    await page.getByRole('tab', { name: 'Exam prep', selected: true }).waitFor();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: first.topic, exact: true }) })
      .first();
    await card.getByText(`Asked in ${first.years.join(', ')}`).waitFor();

    const box = card.getByRole('checkbox', { name: `Revised ${first.topic}` });
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await box.check();
    // Saved on the server, not only on screen.
    await expect
      .poll(async () => (await api(`/revision/${SUBJECT}`, { token: user.token })).body, {
        timeout: 15_000,
      })
      .toEqual({ subjectId: SUBJECT, done: [first.topicId] });

    await page.reload();
    await page.waitForFunction(() => document.querySelector('input[type="checkbox"]:checked'));
    expect(
      await page
        .getByRole('checkbox', { name: `Revised ${first.topic}` })
        .first()
        .isChecked(),
    ).toBe(true);

    await openSettled(page, '/dashboard');
    const progress = page.getByRole('list', { name: 'Revision by subject' });
    await progress.getByText(`1 of ${topics.length} topics revised`).waitFor();

    // "Explain" asks the Assignment Partner, which answers from the subject and cites its pages.
    await openSettled(page, `/subjects/${SUBJECT}?tab=prep`);
    const question = first.questions[0]!;
    const explain = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: first.topic, exact: true }) })
      .first()
      .getByRole('button', { name: /^Explain / })
      .first();
    await explain.click();
    const chat = page.getByRole('dialog', { name: 'Assignment Partner' });
    const log = chat.getByRole('log', { name: 'Conversation' });
    await log.getByText(question.text, { exact: false }).first().waitFor();
    await log.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 30_000 });
    expect(await log.innerText()).not.toContain('Something went wrong. Please try again.');
    await log.getByRole('list', { name: 'Sources' }).getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });

    // A question opens its paper in the reader, at the question's page.
    const link = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: first.topic, exact: true }) })
      .first()
      .getByRole('link', { name: new RegExp(`^${question.year} paper, Q`) })
      .first();
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pyqs/'));
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/pyqs/${encodeURIComponent(question.paperId)}`);
    expect(url.searchParams.get('page')).toBe(question.page > 1 ? String(question.page) : null);
    await context.close();
  }, 90_000);
});
