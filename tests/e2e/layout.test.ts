import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openSettled, signedInContext } from '../support/browser.js';
import { pagePhoto, photo, postUpload } from '../support/contributions.js';
import { API_URL, APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { layoutFindings } from '../support/layout-check.mjs';
import { createTestUser, type TestUser } from '../support/users.js';
import * as screenTools from '../../tools/src/screens.mjs';

// Layout measured on phones (issue 33): on every screen of tools/src/screens.mjs, at 390×844 and
// 320×640, light and dark, nothing covers text (another element painted over it, or a fixed one
// where scrolling cannot uncover it: the footer's last line under the floating Partner button),
// and no button is narrower than its label ("S-h-a-r-e" one letter per line). The checks run in
// the page (tests/support/layout-check.mjs) and report each offender by element and text.
// NOTESEA_LAYOUT_SUMMARY=1 also prints the findings' count by kind.

type Screen = { key: string; slug: string; path: string; auth: boolean };
type Finding = { kind: string; detail: string };

const { RENDER_EVERYTHING_CSS, screens, seededReaderIds } = screenTools;
const SUBJECT_ID = 'cse-3-dsa';
/** Retrieval finds the seeded unit 2 note's page 3 for it: the answer cites sources (partner.test.ts). */
const QUESTION = 'How do I convert an infix expression to postfix using a stack?';

const SIZES = [
  { name: '390×844', viewport: { width: 390, height: 844 } },
  { name: '320×640', viewport: { width: 320, height: 640 } },
] as const;
const THEMES = ['light', 'dark'] as const;

let browser: Browser;
let user: TestUser;
let list: Screen[];
let ids: Awaited<ReturnType<typeof seededReaderIds>>;
/** The Partner conversation with a cited answer, the one /chatbot and the window continue. */
let conversationId: string;

beforeAll(async () => {
  [browser, user, ids] = await Promise.all([
    launchBrowser(),
    createTestUser({ name: 'Layout Student' }),
    seededReaderIds(API_URL),
  ]);
  list = screens(ids) as Screen[];
  // Lists with something in them, as the accessibility suite has them: a starred note, an upload,
  // and a Partner conversation whose answer cites pages (its sources, each with a Share button).
  const star = await api(`/bookmarks/${ids.noteId}`, { method: 'PUT', token: user.token });
  if (star.status !== 201) throw new Error(`starring a note failed: ${star.status}`);
  const uploaded = await postUpload(
    user.token,
    { kind: 'pyq', subjectId: SUBJECT_ID, year: '2032', session: 'may', credit: 'name' },
    [photo('page-1.jpg', pagePhoto(['Layout check', 'Q.1 Define a stack']))],
  );
  if (uploaded.status !== 201) throw new Error(`uploading failed: ${uploaded.status}`);
  const chat = await api('/chat', {
    method: 'POST',
    token: user.token,
    body: { text: 'Has anyone got the unit 2 notes of Data Structures and Algorithms?' },
  });
  if (chat.status !== 201) throw new Error(`posting to /chat failed: ${chat.status}`);
  const conversation = await api<{ _id: string }>('/chatbot/conversations', {
    method: 'POST',
    token: user.token,
    body: { subjectId: SUBJECT_ID },
  });
  if (conversation.status !== 201) throw new Error(`no conversation: ${conversation.status}`);
  conversationId = conversation.body._id;
  const answered = await fetch(`${API_URL}/chatbot/stream`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({
      message: QUESTION,
      subjectId: SUBJECT_ID,
      conversationId: conversation.body._id,
    }),
  });
  const events = await answered.text(); // the whole stream: the answer is stored at its end
  if (answered.status !== 200 || !events.includes('event: done')) {
    throw new Error(`the Partner did not answer: ${answered.status} ${events.slice(-300)}`);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await openSettled(page, path);
  await page.addStyleTag({ content: RENDER_EVERYTHING_CSS });
}

/**
 * How long one screen may take to open and be checked in both themes (about 1 s each when idle).
 * `page.evaluate` has no timeout of its own: once, in a clean run, one tab stopped answering and
 * the whole test ran into its 240 s limit without saying where.
 */
const SCREEN_DEADLINE_MS = 60_000;

/**
 * Opens and checks each screen in `context`'s tab; a tab that stops answering is replaced by a
 * fresh one and the screen tried once more, and a second hang fails naming the screen.
 * @returns the findings and the tab in use at the end
 */
async function checkScreens(
  context: BrowserContext,
  todo: Screen[],
): Promise<{ page: Page; findings: Finding[] }> {
  let page = await context.newPage();
  const findings: Finding[] = [];
  const attempt = (screen: Screen) => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ScreenHung(
              `${screen.path} did not open and check within ${SCREEN_DEADLINE_MS / 1000} s`,
            ),
          ),
        SCREEN_DEADLINE_MS,
      );
    });
    const work = (async () => {
      await open(page, screen.path);
      return check(page, screen.path);
    })();
    // A hung tab's work fails later, when the tab is closed: nobody waits for it then.
    work.catch(() => undefined);
    return Promise.race([work, hung]).finally(() => clearTimeout(timer));
  };
  for (const screen of todo) {
    try {
      findings.push(...(await attempt(screen)));
    } catch (error) {
      if (!(error instanceof ScreenHung)) throw error;
      await page.close().catch(() => undefined);
      page = await context.newPage();
      findings.push(...(await attempt(screen)));
    }
  }
  return { page, findings };
}

class ScreenHung extends Error {}

/** The findings on the page as it is, in both themes, one line each. */
async function check(page: Page, where: string): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const finding of await page.evaluate(layoutFindings)) {
      out.push({ kind: finding.kind, detail: `${where} (${theme})  ${finding.detail}` });
    }
  }
  return out;
}

/** "overlap×3 word-broken×1", or "—". */
function tally(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind}×${n}`).join(' ') || '—';
}

describe.each(SIZES)('layout at $name', (size) => {
  let visitor: BrowserContext;
  let student: BrowserContext;

  beforeAll(async () => {
    [visitor, student] = await Promise.all([
      browser.newContext({ baseURL: APP_URL, viewport: size.viewport }),
      signedInContext(browser, user.token, { viewport: size.viewport }),
    ]);
    // The conversation the student is in (web features/chatbot/utils/current-conversation.ts).
    await student.addInitScript((id) => {
      localStorage.setItem('notesea.chatbot.conversation', id);
    }, conversationId);
  });

  afterAll(async () => {
    await Promise.all([visitor?.close(), student?.close()]);
  });

  it('nothing covers text and no button is narrower than its label, on every screen, light and dark', async () => {
    // The reader signed in too: there the floating Partner button sits over the page.
    const signedInReaders = list
      .filter((screen) => screen.key === 'note' || screen.key === 'pyq')
      .map((screen) => ({ ...screen, auth: true }));
    const [visitorFindings, studentFindings] = await Promise.all([
      checkScreens(
        visitor,
        list.filter((screen) => !screen.auth),
      ).then(({ findings }) => findings),
      (async () => {
        const { page: studentPage, findings } = await checkScreens(student, [
          ...list.filter((screen) => screen.auth),
          ...signedInReaders,
        ]);
        // The Partner window over the dashboard, with the stored answer and its sources.
        await open(studentPage, '/dashboard');
        await studentPage.getByRole('button', { name: 'Ask Assignment Partner' }).click();
        const partner = studentPage.getByRole('dialog', { name: 'Assignment Partner' });
        await partner.getByRole('list', { name: 'Sources' }).first().waitFor({ timeout: 15_000 });
        findings.push(...(await check(studentPage, '/dashboard Partner window')));
        return findings;
      })(),
    ]);
    const findings = [...visitorFindings, ...studentFindings];
    if (process.env.NOTESEA_LAYOUT_SUMMARY) {
      console.log(`layout at ${size.name}: ${tally(findings)}`);
    }
    expect(
      findings.map((f) => `${f.kind}  ${f.detail}`),
      `${size.name}: ${tally(findings)}`,
    ).toEqual([]);
  }, 240_000);
});

// These two measure the phone reader that another change rebuilds (web/src/features/reader,
// routes/public/note-reader.tsx): they fail until that work lands, by design — not skipped.
describe('the reader on a 390×844 phone, signed in', () => {
  let student: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    student = await signedInContext(browser, user.token, { viewport: SIZES[0].viewport });
    page = await student.newPage();
    await open(page, `/notes/${encodeURIComponent(ids.noteId)}?page=1`);
  });

  afterAll(async () => {
    await student?.close();
  });

  it('shows the page within 220 px of the top, at least 350 px wide', async () => {
    const box = await page.evaluate(() => {
      const canvas = Array.from(document.querySelectorAll('main canvas')).find(
        (el) => el.getBoundingClientRect().width > 0,
      );
      const pageBox = canvas ?? document.querySelector('main [data-page]');
      const rect = pageBox?.getBoundingClientRect();
      return rect && { top: Math.round(rect.top), width: Math.round(rect.width) };
    });
    expect(box, 'a PDF page on the reader').toBeDefined();
    expect(box!.top, 'the page starts within 220 px').toBeLessThanOrEqual(220);
    expect(box!.width, 'the page is at least 350 px wide').toBeGreaterThanOrEqual(350);
  });

  it('keeps the bottom bar reachable', async () => {
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    expect(await bar.count(), 'a bottom bar on the reader').toBe(1);
    // Reachable: shown in the window once scrolled to the end, its links on top (not covered).
    const reachable = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const nav = document.querySelector('nav[aria-label="Quick links"]');
      const links = nav ? Array.from(nav.querySelectorAll('a')) : [];
      return (
        links.length > 0 &&
        links.every((link) => {
          const r = link.getBoundingClientRect();
          if (r.width === 0 || r.bottom > window.innerHeight || r.top < 0) return false;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && (hit === link || link.contains(hit));
        })
      );
    });
    expect(reachable, 'every bottom-bar link shown and on top').toBe(true);
  });
});
