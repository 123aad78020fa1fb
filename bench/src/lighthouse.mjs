import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/src/chromium.mjs';

export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 95 };

/** The note reader's route: it loads a PDF, so performance ≥ 90. */
export const READER_LIGHTHOUSE_BUDGETS = { performance: 90, accessibility: 95 };

/**
 * Runs Lighthouse's default (mobile, simulated throttling) config on one page in Debian
 * Chromium. With `token`, the page's origin gets it in localStorage first and Lighthouse keeps
 * storage, so a protected route is measured as a signed-in user sees it.
 * @param {string} url
 * @param {{ token?: string }} [options]
 * @returns {Promise<{ url: string, performance: number, accessibility: number,
 *   bestPractices: number, seo: number, lcpMs: number, tbtMs: number, cls: number }>}
 */
export async function runLighthouse(url, { token } = {}) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(new URL('/', url).href, { waitUntil: 'load' });
      await page.evaluate((t) => globalThis.localStorage.setItem('token', t), token);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: Boolean(token),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}
