import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { searchGroupName } from '../support/seed.js';
import { createTestUser } from '../support/users.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The id of a subject's note whose title matches, as the notes API lists it. */
async function noteId(subjectId: string, title: RegExp): Promise<string> {
  const res = await api<{ _id: string; title: string }[]>(
    `/semesters/subjects/${encodeURIComponent(subjectId)}/notes`,
  );
  const note = Array.isArray(res.body) ? res.body.find((n) => title.test(n.title)) : undefined;
  if (!note) {
    throw new Error(`No note ${title} in ${subjectId} (was the seed run?): ${res.status}`);
  }
  return note._id;
}

/** Presses "/" on a freshly loaded page (focus on no field) and types `text` into the search box, which "/" must have focused. */
async function search(page: Page, text: string): Promise<Locator> {
  const box = page.getByRole('combobox', { name: 'Search notes and papers' });
  await box.waitFor();
  await page.keyboard.press('/');
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(text);
  // Settled: the list shows the results of the whole text, not of a prefix still loading.
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  return box;
}

/** Moves the active option with ↓ until it is `option`; fails after a full round. */
async function arrowDownTo(page: Page, box: Locator, option: Locator): Promise<void> {
  const id = await option.getAttribute('id');
  const total = await page.getByRole('option').count();
  for (let i = 0; i < total; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === id) break;
  }
  expect(await box.getAttribute('aria-activedescendant')).toBe(id);
  expect(await option.getAttribute('aria-selected')).toBe('true');
}

describe('search in Chromium', () => {
  it('"/" then a word from a note title: grouped under its subject, ↓ and Enter open the reader there', async () => {
    const id = await noteId('cse-3-dsa', /Stacks and Queues/);
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    await page.goto('/dashboard');

    const box = await search(page, 'Stacks');

    const group = page.getByRole('group', { name: searchGroupName('cse-3-dsa'), exact: true });
    const option = group.getByRole('option', { name: /^Stacks and Queues/ });
    await option.waitFor();
    expect(await option.textContent()).toMatch(/Unit 2 · p\. [1-9]/);
    // The matched word is marked, as text.
    const marks = await option.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('stacks');

    await arrowDownTo(page, box, option);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === `/notes/${id}`);
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toMatch(/^[1-9]\d*$/);
    expect(url.searchParams.get('q')).toBe('Stacks');
    await context.close();
  });

  it('a misspelt word still finds the note, with the spelling the notes use marked', async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    await page.goto('/dashboard');

    // "Dijkstra" as it is often typed; the seeded AOA unit "Greedy Algorithms" covers it.
    await search(page, 'dijsktra');

    const group = page.getByRole('group', { name: searchGroupName('cse-5-aoa'), exact: true });
    const option = group.getByRole('option', { name: /^Greedy Algorithms/ });
    await option.waitFor();
    const marks = await option.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('dijkstra');
    await context.close();
  });

  it('a hit on the seeded scanned paper (read by OCR) says "from a scan"', async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    await page.goto('/dashboard');

    await search(page, 'hardwired control unit');

    const group = page.getByRole('group', { name: searchGroupName('cse-6-cao'), exact: true });
    const option = group.getByRole('option', { name: /^Mar 2024/ });
    await option.waitFor();
    expect(await option.textContent()).toMatch(/PYQ 2024 · p\. 1 · from a scan/);
    await context.close();
  });
});
