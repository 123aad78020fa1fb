// `npm run screenshots`: a full-page PNG of every route of
// docs/product.md §2 (tools/src/screens.mjs) on two phones (390×844 and a small 320×640) and a desktop
// (1366×768), light and dark, in
// .runtime/screenshots/<route-slug>--<phone|small-phone|desktop>--<light|dark>.png. Public routes are
// taken signed out, protected ones as a demo student. Uses the stack at NOTESEA_PORT_OFFSET when
// one answers (npm start), otherwise starts one and stops it afterwards.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createBenchUser } from '../../tools/src/test-user.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/src/chromium.mjs';
import { APP_URL, ROOT } from '../../tools/src/paths.mjs';
import {
  RENDER_EVERYTHING_CSS,
  pageSettled,
  screens,
  seededReaderIds,
} from '../../tools/src/screens.mjs';
import { useOrStartStack } from '../../tools/src/stack/index.mjs';

const OUT = path.join(ROOT, '.runtime', 'screenshots');
const API = `${APP_URL}/api`;
const WIDTHS = {
  phone: { width: 390, height: 844 },
  'small-phone': { width: 320, height: 640 },
  desktop: { width: 1366, height: 768 },
};
const THEMES = ['light', 'dark'];

const stack = await useOrStartStack({ outbox: false, log: () => {} });

let browser;
try {
  const [student, list] = await Promise.all([demoStudent(), seededReaderIds(API).then(screens)]);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  // A fresh folder: a route that was renamed or removed leaves no stale picture behind.
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  let count = 0;
  for (const [widthName, viewport] of Object.entries(WIDTHS)) {
    for (const theme of THEMES) {
      const options = { baseURL: APP_URL, viewport, colorScheme: theme };
      const visitor = await browser.newContext(options);
      const signedIn = await browser.newContext(options);
      // Runs in the page: its localStorage, on the app's origin.
      await signedIn.addInitScript((token) => {
        const { localStorage } = globalThis;
        if (!localStorage.getItem('token')) localStorage.setItem('token', token);
      }, student.token);
      const pages = { visitor: await visitor.newPage(), student: await signedIn.newPage() };
      for (const screen of list) {
        const page = screen.auth ? pages.student : pages.visitor;
        await page.goto(screen.path, { waitUntil: 'load' });
        await page
          .waitForFunction(pageSettled, undefined, { timeout: 15_000, polling: 100 })
          .catch(() => console.log(`  ! ${screen.path} did not settle in 15 s; taken as it is`));
        await page.addStyleTag({ content: RENDER_EVERYTHING_CSS });
        const file = `${screen.slug}--${widthName}--${theme}.png`;
        await page.screenshot({ path: path.join(OUT, file), fullPage: true });
        count += 1;
      }
      console.log(`• ${widthName} ${theme}: ${list.length} screens`);
      await Promise.all([visitor.close(), signedIn.close()]);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${count} screenshots in ${path.relative(ROOT, OUT)}/ (${seconds} s)`);
} finally {
  await browser?.close();
  await stack.stop();
}

/**
 * A signed-in student with a couple of tasks, so /tasks shows a list rather than its empty state,
 * and a request for what a subject lacks.
 */
async function demoStudent() {
  const student = await createBenchUser({ name: 'Priya Sharma' });
  for (const title of ['Revise DBMS unit 2', 'Submit DSA assignment']) {
    const res = await fetch(`${API}/tasks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${student.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    if (!res.ok) throw new Error(`could not add a demo task: ${res.status} ${await res.text()}`);
  }
  // An open request under the seeded subject, so its page shows one with its votes
  // (a second run's request is a vote on the same one).
  const asked = await fetch(`${API}/requests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${student.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      subjectId: 'cse-3-dsa',
      kind: 'note',
      unit: 7,
      message: 'Unit 7, please',
    }),
  });
  if (!asked.ok)
    throw new Error(`could not add a demo request: ${asked.status} ${await asked.text()}`);
  return student;
}
