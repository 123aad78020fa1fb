import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/src/chromium.mjs';

/** The seeded subject whose first note the reader is measured on (a 3-page PDF). */
export const READER_SUBJECT_ID = 'cse-3-dsa';

/**
 * The note the reader part measures: the first seeded 3-page note of {@link READER_SUBJECT_ID},
 * as `GET /api/semesters/subjects/:id/notes` lists it. Throws when the seed is missing.
 * @param {string} apiUrl e.g. http://127.0.0.1:5000/api
 * @returns {Promise<{ _id: string, title: string, pages?: number | null }>}
 */
export async function readerNote(apiUrl) {
  const res = await fetch(`${apiUrl}/semesters/subjects/${READER_SUBJECT_ID}/notes`);
  const notes = res.ok ? await res.json() : [];
  const note = Array.isArray(notes) ? notes.find((n) => n.pages === 3) : undefined;
  if (!note)
    throw new Error(`No seeded 3-page note in ${READER_SUBJECT_ID} (status ${res.status})`);
  return note;
}

/**
 * Runs in the page before any of its scripts: on every animation frame, looks at the reader's
 * page canvas (pdf.js paints it off-screen, then the reader puts it in `.reader__page`) and
 * records, in ms since navigation start, the first frame in which it has ink: more than 500
 * dark pixels, as the reader e2e suite counts them. A blank canvas has none.
 */
function watchFirstPagePaint() {
  const check = (/** @type {number} */ now) => {
    const canvas = /** @type {HTMLCanvasElement | null} */ (
      globalThis.document.querySelector('.reader__page canvas')
    );
    const context = canvas?.width ? canvas.getContext('2d') : null;
    if (canvas && context) {
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length && dark <= 500; i += 4) {
        if (data[i] < 128 && data[i + 1] < 128 && data[i + 2] < 128) dark += 1;
      }
      if (dark > 500) {
        /** @type {any} */ (globalThis).__firstPagePaintMs = now;
        return;
      }
    }
    globalThis.requestAnimationFrame(check);
  };
  globalThis.requestAnimationFrame(check);
}

/**
 * Time from opening the reader (`url`) to its first page painted, over `runs` fresh loads: each
 * in a new incognito context (empty HTTP cache, no service worker, no session) of Debian
 * Chromium, desktop viewport, no throttling.
 * @param {string} url
 * @param {{ runs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, runsMs: number[], medianMs: number }>}
 */
export async function measureFirstPagePaint(url, { runs = 5, timeoutMs = 30_000 } = {}) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  /** @type {number[]} */
  const runsMs = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport({ width: 1280, height: 800 });
        await page.evaluateOnNewDocument(watchFirstPagePaint);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const handle = await page.waitForFunction(
          () => /** @type {any} */ (globalThis).__firstPagePaintMs,
          { timeout: timeoutMs, polling: 50 },
        );
        runsMs.push(Math.round(Number(await handle.jsonValue())));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { url, runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] };
}
