import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../web/src/config/paths.js';
import { launchBrowser, openSettled, signedInContext } from '../support/browser.js';
import { API_URL, APP_URL } from '../support/env.js';
import { pagePhoto, photo, postUpload } from '../support/contributions.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';
import * as screenTools from '../../tools/src/screens.mjs';

// Accessibility measured: axe-core (WCAG 2.x A/AA, best practices, and 2.2's target
// size) over every route of docs/product.md §2, in light and dark, on a phone and a desktop. Serious and
// critical findings fail; so does a page wider than the window (a sideways scroll). NOTESEA_A11Y_SUMMARY=1 also prints every finding's count per screen.

type Screen = { key: string; slug: string; path: string; auth: boolean };
type AxeNode = { target: unknown[] };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const { RENDER_EVERYTHING_CSS, screens, seededReaderIds } = screenTools;
const BLOCKING = new Set(['serious', 'critical']);
/** The seeded subject the screens list opens (tools/src/screens.mjs). */
const SUBJECT_ID = 'cse-3-dsa';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
] as const;
const THEMES = ['light', 'dark'] as const;

let browser: Browser;
let user: TestUser;
let list: Screen[];
let readerNoteId: string;

beforeAll(async () => {
  let ids: Awaited<ReturnType<typeof seededReaderIds>>;
  [browser, user, ids] = await Promise.all([
    launchBrowser(),
    createTestUser({ name: 'Accessibility Student' }),
    seededReaderIds(API_URL),
  ]);
  list = screens(ids) as Screen[];
  readerNoteId = ids.noteId;
  // Lists are checked with something in them (an empty list hides its markup from axe): a
  // starred note on /mypdf (with its Save for offline button), and on /chat the student's own
  // message and someone else's.
  const star = await api(`/bookmarks/${ids.noteId}`, { method: 'PUT', token: user.token });
  if (star.status !== 201) throw new Error(`starring a note failed: ${star.status}`);
  // An upload on /my-uploads, and an open request under the subject, with its votes.
  const uploaded = await postUpload(
    user.token,
    { kind: 'pyq', subjectId: SUBJECT_ID, year: '2031', session: 'may', credit: 'name' },
    [photo('page-1.jpg', pagePhoto(['Accessibility check', 'Q.1 Define a queue']))],
  );
  if (uploaded.status !== 201) throw new Error(`uploading failed: ${uploaded.status}`);
  const asked = await api('/requests', {
    token: user.token,
    body: { subjectId: SUBJECT_ID, kind: 'note', unit: 7, message: 'Unit 7, please' },
  });
  if (asked.status !== 201 && asked.status !== 200) {
    throw new Error(`requesting failed: ${asked.status}`);
  }
  const other = await createTestUser({ name: 'Another Student' });
  for (const [token, text] of [
    [other.token, 'Has anyone got the unit 2 notes?'],
    [user.token, 'Yes, they are under Semester 3.'],
  ]) {
    const res = await api('/chat', { method: 'POST', token, body: { text } });
    if (res.status !== 201) throw new Error(`posting to /chat failed: ${res.status}`);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** Opens `path` and waits for its content (not for a fixed time). */
async function open(page: Page, path: string): Promise<void> {
  await openSettled(page, path);
  await page.addStyleTag({ content: RENDER_EVERYTHING_CSS });
}

/** axe-core's findings on the page as it is now (WCAG 2.x A/AA and best practices). */
async function axe(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the app's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // @ts-expect-error -- injected above
    const result = await window.axe.run(document, {
      resultTypes: ['violations'],
      // WCAG 2.2 AA 2.5.8: tap targets at least 24×24 px (or spaced); axe leaves it off by default.
      rules: { 'target-size': { enabled: true } },
    });
    return (result.violations as AxeViolation[]).map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}

/** The serious and critical findings among `found`, one readable line per element. */
function blocking(found: AxeViolation[], where: string): string[] {
  return found
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}  ${violation.impact} ${violation.id} (${violation.help})  at ${node.target.join(' ')}`,
      ),
    );
}

/** e.g. "serious:color-contrast×2 moderate:region×1", or "—" for none. */
function tally(found: AxeViolation[]): string {
  return found.map((v) => `${v.impact}:${v.id}×${v.nodes.length}`).join(' ') || '—';
}

/** A context at `viewport` in `theme`, signed in as the test student (first load sets the token). */
async function studentContext(
  viewport: { width: number; height: number },
  theme: (typeof THEMES)[number],
): Promise<BrowserContext> {
  return signedInContext(browser, user.token, { viewport, colorScheme: theme });
}

/** How much wider than the window the page is, in CSS pixels (0: no sideways scroll). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

it('covers every route of web/src/config/paths.ts', () => {
  expect([...new Set(list.map((screen) => screen.key))].sort()).toEqual(Object.keys(paths).sort());
});

describe.each(WIDTHS)('axe on $name, light and dark', (width) => {
  let visitor: BrowserContext;
  let student: BrowserContext;

  beforeAll(async () => {
    const options = { baseURL: APP_URL, viewport: width.viewport, colorScheme: THEMES[0] };
    [visitor, student] = await Promise.all([
      browser.newContext(options),
      studentContext(width.viewport, THEMES[0]),
    ]);
  });

  afterAll(async () => {
    await Promise.all([visitor?.close(), student?.close()]);
  });

  it('no serious or critical violations and no sideways scroll on any route', async () => {
    const [visitorPage, studentPage] = await Promise.all([visitor.newPage(), student.newPage()]);
    // Each route is opened once and checked in both themes: the theme follows the device's
    // prefers-color-scheme through the stylesheet alone (no script reads it, and colours are not
    // transitioned), so switching it on the open page is what a student switching their phone to
    // dark sees, and half the page loads of opening every route again per theme.
    // The visitor's and the student's screens are checked at once, each in its own page: most of
    // a check is waiting for the page and for axe, and the two halves share nothing.
    const check = async (screens: typeof list, page: Page) => {
      const lines: Array<{ problems: string[]; summary: string }> = [];
      for (const screen of screens) {
        await open(page, screen.path);
        if (screen.auth) {
          const { pathname, search } = new URL(page.url());
          expect(pathname + search, 'still signed in').toBe(screen.path);
        }
        const backgrounds = new Set<string>();
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          const where = `${screen.path} (${theme})`;
          backgrounds.add(await page.evaluate(() => getComputedStyle(document.body).background));
          const found = await axe(page);
          const problems = blocking(found, where);
          const wider = await overflow(page);
          if (wider > 0) problems.push(`${where}  page is ${wider}px wider than the window`);
          lines.push({ problems, summary: `${where.padEnd(48)} ${tally(found)}` });
        }
        // Guards the switch itself: had it not taken, "dark" would have been light checked twice.
        if (backgrounds.size !== THEMES.length) {
          lines.push({ problems: [`${screen.path}  the theme did not change`], summary: '' });
        }
      }
      return lines;
    };
    const checked = (
      await Promise.all([
        check(
          list.filter((screen) => !screen.auth),
          visitorPage,
        ),
        check(
          list.filter((screen) => screen.auth),
          studentPage,
        ),
      ])
    ).flat();
    const problems = checked.flatMap((line) => line.problems);
    const summary = checked.map((line) => line.summary);
    if (process.env.NOTESEA_A11Y_SUMMARY) {
      console.log(`axe on ${width.name}:\n${summary.join('\n')}`);
    }
    expect(problems, `${width.name}:\n${problems.join('\n')}`).toEqual([]);
  }, 240_000);
});

describe.each(THEMES)('axe on open menus and dialogs, %s', (theme) => {
  it('settings menu, Assignment Partner window, project, booking, contribute and request dialogs, side menu, search, Share, sign-up, FAQ', async () => {
    const problems: string[] = [];
    const check = async (page: Page, where: string) => {
      const found = await axe(page);
      problems.push(...blocking(found, where));
      if (process.env.NOTESEA_A11Y_SUMMARY) console.log(`${where}, ${theme}: ${tally(found)}`);
    };

    const desktop = await studentContext(WIDTHS[1].viewport, theme);
    const page = await desktop.newPage();
    await open(page, '/dashboard');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menu').waitFor();
    await check(page, '/dashboard settings menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ask Assignment Partner' }).click();
    await page.getByRole('dialog').getByRole('textbox').waitFor();
    await check(page, '/dashboard Assignment Partner window');
    await page.keyboard.press('Escape');

    await open(page, '/easy-projects');
    await page.getByRole('list', { name: 'Easy Projects' }).getByRole('button').first().click();
    const details = page.getByRole('dialog');
    await details.getByRole('tab', { name: 'Preview', selected: true }).waitFor();
    await check(page, '/easy-projects detail dialog');
    await details.getByRole('button', { name: 'Continue to Book' }).click();
    await page
      .getByRole('dialog', { name: /^Book / })
      .getByRole('button', { name: /^Pay/ })
      .waitFor();
    await check(page, '/easy-projects booking dialog');

    // The contribution dialog with photos chosen and its checks showing, and the
    // request dialog.
    await open(page, `/subjects/${SUBJECT_ID}`);
    await page.getByRole('button', { name: 'Contribute a paper' }).click();
    const contribute = page.getByRole('dialog', { name: 'Contribute a paper' });
    await contribute.getByLabel('PDF or photos of the pages').setInputFiles([
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(pagePhoto(['Page one'])) },
      { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(pagePhoto(['Page two'])) },
    ]);
    await contribute.getByRole('button', { name: 'Upload' }).click();
    await contribute.getByText('Please enter the year of the paper.').waitFor();
    await check(page, '/subjects contribute dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Request notes or a paper' }).click();
    await page
      .getByRole('dialog', { name: 'Request notes or a paper' })
      .getByLabel(/^Unit/)
      .waitFor();
    await check(page, '/subjects request dialog');
    await desktop.close();

    const phone = await studentContext(WIDTHS[0].viewport, theme);
    const phonePage = await phone.newPage();
    await open(phonePage, '/dashboard');
    await phonePage.getByRole('button', { name: 'Open menu' }).click();
    await phonePage.getByRole('dialog', { name: 'Menu' }).getByRole('link').first().waitFor();
    await check(phonePage, '/dashboard side menu (phone)');
    await phonePage.keyboard.press('Escape');
    await phonePage.getByRole('button', { name: 'Search', exact: true }).click();
    await phonePage.getByRole('combobox', { name: 'Search notes and papers' }).fill('stack');
    await phonePage.getByRole('option').first().waitFor();
    await check(phonePage, '/dashboard search results (phone)');
    await phonePage.keyboard.press('Escape');
    await open(phonePage, `/subjects/${SUBJECT_ID}`);
    await phonePage.getByRole('button', { name: 'Contribute notes' }).click();
    await phonePage.getByRole('dialog', { name: 'Contribute notes' }).getByLabel(/^Unit/).waitFor();
    await check(phonePage, '/subjects contribute dialog (phone)');
    // The reader's Share button once it has copied the link: "Link copied" beside it.
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
    await open(phonePage, `/notes/${encodeURIComponent(readerNoteId)}?page=1`);
    // On a phone the reader's actions are behind "More actions".
    await phonePage.getByRole('button', { name: 'More actions' }).click();
    await phonePage.getByRole('button', { name: /^Share page 1 of / }).click();
    await phonePage.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    await check(phonePage, '/notes reader after Share (phone)');
    expect(await overflow(phonePage), 'reader after Share (phone): sideways scroll').toBe(0);
    await phone.close();

    // Signed out: the landing page's sign-up form and an open FAQ answer.
    const visitor = await browser.newContext({
      baseURL: APP_URL,
      viewport: WIDTHS[0].viewport,
      colorScheme: theme,
    });
    const landing = await visitor.newPage();
    await open(landing, '/');
    await landing.getByRole('button', { name: 'Create an account' }).click();
    await landing.getByLabel('Confirm password').waitFor();
    await landing.locator('.faq__trigger').first().click();
    await landing.locator('.faq__trigger[aria-expanded="true"]').waitFor();
    await check(landing, '/ sign-up form and open FAQ (phone)');
    await visitor.close();

    expect(problems, `open menus and dialogs, ${theme}:\n${problems.join('\n')}`).toEqual([]);
  }, 90_000);
});
