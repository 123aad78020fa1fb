import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../support/http.js';
import { launchBrowser, signedInContext } from '../support/browser.js';
import { expectReaderPage, seededThreePageNotes } from '../support/reader.js';
import { createTestUser } from '../support/users.js';

/** A phone: 390×844 CSS px, touch, its meta viewport honoured. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await createTestUser();
  context = await signedInContext(browser, user.token, PHONE);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The page box's place on screen (CSS px). */
async function pageBox(page: Page) {
  const box = await page.locator('.reader__page').boundingBox();
  if (!box) throw new Error('No page box on screen');
  return box;
}

/** A one-finger swipe across the page, as the touch screen sends it (CDP touch events). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    const at = { x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Layout shifts so far without recent input (the CLS of this load). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, before the next frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** A semester-3 subject the seed gave question papers, with its newest paper. */
async function subjectWithPapers(): Promise<{ subjectId: string; paperId: string }> {
  const semesters = (await api<{ _id: string; title: string }[]>('/semesters')).body;
  const sem3 = semesters.find((s) => s.title === 'Semester 3');
  if (!sem3) throw new Error(`No "Semester 3" in GET /semesters: ${JSON.stringify(semesters)}`);
  const subjects = (await api<{ _id: string }[]>(`/semesters/${sem3._id}/subjects`)).body;
  for (const subject of subjects) {
    const res = await api<{ _id: string; year: number | null }[]>(
      `/semesters/subjects/${encodeURIComponent(subject._id)}/pyqs`,
    );
    if (res.status === 200 && Array.isArray(res.body) && res.body.length > 0) {
      const newest = [...res.body].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0]!;
      return { subjectId: subject._id, paperId: newest._id };
    }
  }
  throw new Error('No semester-3 subject has question papers (was the seed run?)');
}

describe('the reader on a 390×844 phone', () => {
  it('gives the page the screen, keeps the actions in "More actions", and turns pages by touch', async () => {
    const [note] = await seededThreePageNotes();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);

    await page.goto(`/notes/${encodeURIComponent(note._id)}?page=2`);
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    await expectReaderPage(page, 2);

    // The page starts high on the screen and fills its width.
    const box = await pageBox(page);
    expect(box.y, 'page top').toBeLessThanOrEqual(220);
    expect(box.width, 'page width').toBeGreaterThanOrEqual(350);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await layoutShift(page), 'CLS of the load').toBeLessThanOrEqual(0.05);

    // One button holds the actions; they show only once it is pressed.
    const more = page.getByRole('button', { name: 'More actions' });
    const download = page.getByRole('link', { name: 'Download' });
    expect(await download.isVisible()).toBe(false);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    for (const action of [
      page.getByRole('button', { name: 'Save note' }),
      page.getByRole('button', { name: `Save for offline (${note.title})` }),
      page.getByRole('button', { name: `Share page 2 of ${note.title}` }),
      download,
      page.getByRole('link', { name: 'Open in new tab' }),
    ]) {
      await action.waitFor({ state: 'visible' });
    }
    expect(await download.getAttribute('href')).toBe(note.pdfUrl);
    await page.keyboard.press('Escape');
    await download.waitFor({ state: 'hidden' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    // A swipe left turns to the next page, a swipe right back; a tap on an edge turns too.
    const y = Math.round(box.y + Math.min(box.height, 300) / 2);
    await swipe(page, { x: 320, y }, { x: 80, y: y + 10 });
    await expectReaderPage(page, 3);
    await swipe(page, { x: 80, y }, { x: 320, y });
    await expectReaderPage(page, 2);
    await page.touchscreen.tap(375, y);
    await expectReaderPage(page, 3);
    await page.touchscreen.tap(15, y);
    await expectReaderPage(page, 2);
    // The keyboard still works.
    await page.keyboard.press('ArrowRight');
    await expectReaderPage(page, 3);

    // The app's bottom bar stays on screen, one tap from the rest of the app.
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await quickLinks.waitFor({ state: 'visible' });
    const bar = await quickLinks.boundingBox();
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(844);
    await quickLinks.getByRole('link', { name: 'Home' }).tap();
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it('opens a paper from the PYQs tab in the reader, with its actions', async () => {
    const { subjectId, paperId } = await subjectWithPapers();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);

    await page.goto(`/subjects/${encodeURIComponent(subjectId)}?tab=pyqs`);
    const list = page.getByRole('list', { name: 'Question papers' });
    const paper = list.locator(`a[href="/pyqs/${encodeURIComponent(paperId)}"]`);
    await paper.tap();
    await page.waitForURL(`**/pyqs/${encodeURIComponent(paperId)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectReaderPage(page, 1);
    const box = await pageBox(page);
    expect(box.y).toBeLessThanOrEqual(220);
    expect(box.width).toBeGreaterThanOrEqual(350);

    await page.getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('button', { name: /^Share page 1 of the .* paper$/ }).waitFor();
    await page.getByRole('link', { name: 'Download' }).waitFor();
    await page.getByRole('link', { name: 'Open in new tab' }).waitFor();
    await page.close();
  });
});
