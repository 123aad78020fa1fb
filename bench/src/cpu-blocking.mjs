import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/src/chromium.mjs';

/** Lighthouse's default CPU slowdown and its long-task threshold (ms). */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Total blocking time as Lighthouse would count it from the main thread's CPU time instead of
 * wall time: each task's CPU time (the trace's `tdur`) × 4, minus 50 ms, summed over the tasks
 * after navigation start. On a machine shared with other work, wall times stretch with whatever
 * else runs (measured here: 4× the CPU time with one other job on two cores) and Lighthouse's
 * TBT with them; CPU time does not, so two builds can be compared on a busy machine. Fresh
 * browser per load, a 412 × 823 phone viewport at 1.75x, no network throttling.
 * @param {string} url
 * @param {{ runs?: number }} [options]
 * @returns {Promise<{ medianMs: number, runsMs: number[], mainThreadCpuMs: number }>} the proxy's
 *   median and each run's, and the median main-thread CPU time (ms)
 */
export async function measureCpuBlockingTime(url, { runs = 5 } = {}) {
  const origin = new URL(url).origin;
  const file = path.join(tmpdir(), `notesea-cpu-blocking-${process.pid}.json`);
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const browser = await puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_FLAGS,
      });
      try {
        const page = await browser.newPage();
        await page.setViewport({
          width: 412,
          height: 823,
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 1.75,
        });
        await page.tracing.start({
          path: file,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'loading',
          ],
        });
        await page.goto(url, { waitUntil: 'networkidle0' });
        // What runs after the network settles (the PDF's page painting) counts too.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await page.tracing.stop();
      } finally {
        await browser.close();
      }
      results.push(blockingFromTrace(JSON.parse(readFileSync(file, 'utf8')).traceEvents, origin));
    }
  } finally {
    rmSync(file, { force: true });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    medianMs: Math.round(median(results.map((r) => r.blockingMs))),
    runsMs: results.map((r) => Math.round(r.blockingMs)),
    mainThreadCpuMs: Math.round(median(results.map((r) => r.cpuMs))),
  };
}

/** The page's main thread: the renderer thread whose navigation loaded `origin`. */
function blockingFromTrace(/** @type {any[]} */ events, /** @type {string} */ origin) {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
    )
    .sort((a, b) => b.ts - a.ts)[0];
  if (!navigation) throw new Error(`no navigation to ${origin} in the trace`);
  const cpu = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= navigation.ts,
    )
    .map((e) => (e.tdur ?? e.dur) / 1000);
  return {
    blockingMs: cpu.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - LONG_TASK_MS), 0),
    cpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
  };
}
