import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { titled } from '../support/reader.js';
import { createTestUser } from '../support/users.js';

type Paper = {
  _id: string;
  title: string;
  year: number | null;
  session: string;
  pdfUrl: string;
  pages?: number | null;
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The first semester-3 subject the seed gave question papers, with its papers as the API lists
 * them. Throws, never skips, when there is none: the tab below would have nothing to open.
 */
async function subjectWithPapers(): Promise<{ subjectId: string; papers: Paper[] }> {
  const semesters = (await api<{ _id: string; title: string }[]>('/semesters')).body;
  const sem3 = semesters.find((s) => s.title === 'Semester 3');
  if (!sem3) throw new Error(`No "Semester 3" in GET /semesters: ${JSON.stringify(semesters)}`);
  const subjects = (await api<{ _id: string; title: string }[]>(`/semesters/${sem3._id}/subjects`))
    .body;

  const seen: string[] = [];
  for (const subject of subjects) {
    const res = await api<Paper[]>(`/semesters/subjects/${encodeURIComponent(subject._id)}/pyqs`);
    seen.push(`${subject._id}: ${res.status} ${Array.isArray(res.body) ? res.body.length : ''}`);
    if (res.status === 200 && Array.isArray(res.body) && res.body.length > 0) {
      return { subjectId: subject._id, papers: res.body };
    }
  }
  throw new Error(
    `No semester-3 subject has question papers (was the seed run?):\n${seen.join('\n')}`,
  );
}

describe('PYQs in Chromium', () => {
  it("a subject's PYQs tab lists its papers newest first; a paper opens in the reader, its PDF a link away", async () => {
    const { subjectId, papers } = await subjectWithPapers();
    const newest = [...papers].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0]!;
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);

    await page.goto(`/subjects/${encodeURIComponent(subjectId)}`);
    await page.getByRole('tab', { name: 'PYQs' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pyqs');

    const list = page.getByRole('list', { name: 'Question papers' });
    // Each paper: its link to the reader, then "Open the PDF" (the file, in a new tab).
    const links = list.getByRole('link').filter({ hasNotText: /^Open the PDF/ });
    const files = list.getByRole('link', { name: /^Open the PDF of the .* paper/ });
    await links.first().waitFor();
    expect(await links.count()).toBe(papers.length);
    expect(await files.count()).toBe(papers.length);
    // The top entry is the newest paper, under its title; it is the one this test opens.
    const paper = links.first();
    expect(await paper.getAttribute('href')).toBe(`/pyqs/${encodeURIComponent(newest._id)}`);
    // Named by what it shows: the title, then the hint ("2 pages").
    await list
      .getByRole('link', { name: titled(newest.title) })
      .first()
      .waitFor();
    expect(await paper.getAttribute('target')).toBeNull();
    if (newest.pages) {
      // The hint under the title starts with the count: "2 pages".
      await paper.getByText(new RegExp(`^${newest.pages} pages?\\b`)).waitFor();
    }

    // The chosen tab lives in the URL, so a reload (or a shared link) shows the papers again.
    await page.reload();
    await page.getByRole('tab', { name: 'PYQs', selected: true }).waitFor();
    await paper.waitFor();

    // "Open the PDF": the file itself, in a new tab.
    const file = files.first();
    const href = await file.getAttribute('href');
    expect(href).toBe(newest.pdfUrl);
    expect(await file.getAttribute('target')).toBe('_blank');
    const pdfResponse = context.waitForEvent('response', (r) => /alt=media/.test(r.url()));
    const [popup] = await Promise.all([context.waitForEvent('page'), file.click()]);
    const response = await pdfResponse;
    expect(response.url()).toBe(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/pdf/);
    // Headless Chromium may hand a PDF to its viewer without exposing the body; fetch the same URL
    // through the browser context to check the bytes.
    const bytes = await context.request.get(response.url()).then((r) => r.body());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    await popup.close();

    // The paper itself opens in the app's reader, at its first page.
    await paper.click();
    await page.waitForURL(`**/pyqs/${encodeURIComponent(newest._id)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.reader__page[data-page="1"] canvas').waitFor();
    await context.close();
  });
});
