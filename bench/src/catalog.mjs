// Catalogue list reads (`npm run bench -- --only=catalog`, issue 34): the time of each list route
// students browse (semesters, a semester's subjects, a subject's notes and papers, a level's
// projects), read through the stored schemas' converters, against one API instance (one Node
// process serving createApp(), as the other load tests) on the emulators. `--app=DIR/lib/app.js`
// measures another checkout's build, so a change is compared with what it replaced.
import path from 'node:path';
import { percentile, startApiInstance } from './api.mjs';
import { SEED } from '../../tools/src/seed-data/index.mjs';

const CATALOG_BENCH = { warmup: 5, runs: 60 };

/**
 * Times each list route `runs` times, one request at a time, after `warmup` untimed requests.
 * @param {{ port?: number, appModule?: string, log?: (line: string) => void } & Partial<typeof CATALOG_BENCH>} [options]
 * @returns {Promise<Record<string, { items: number, p50Ms: number, p95Ms: number }>>}
 */
export async function runCatalogBench({ port = 18796, appModule, log = console.log, ...o } = {}) {
  const { warmup, runs } = { ...CATALOG_BENCH, ...o };
  const instance = await startApiInstance(port, '/api/health', appModule ? { appModule } : {});
  const subject = SEED.papers[0]?.subjectId ?? SEED.subjects[0].id;
  const semester = SEED.subjects.find((s) => s.id === subject)?.semesterId ?? SEED.semesters[0].id;
  const routes = {
    semesters: '/api/semesters',
    subjects: `/api/semesters/${semester}/subjects`,
    notes: `/api/semesters/subjects/${subject}/notes`,
    pyqs: `/api/semesters/subjects/${subject}/pyqs`,
    projects: '/api/projects?category=easy',
  };
  /** @type {Record<string, { items: number, p50Ms: number, p95Ms: number }>} */
  const results = {};
  try {
    for (const [name, route] of Object.entries(routes)) {
      const times = [];
      let items = 0;
      for (let i = 0; i < warmup + runs; i++) {
        const started = performance.now();
        const res = await fetch(`${instance.url}${route}`);
        const body = await res.json();
        if (!res.ok) throw new Error(`catalog bench: ${route} answered ${res.status}`);
        if (i >= warmup) times.push(performance.now() - started);
        items = Array.isArray(body) ? body.length : 0;
      }
      times.sort((a, b) => a - b);
      const round = (ms) => Math.round(ms * 10) / 10;
      results[name] = {
        items,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
      };
    }
  } finally {
    instance.stop();
  }
  const app = appModule ? path.relative(process.cwd(), appModule) : 'functions/lib/app.js';
  log(`Catalogue list reads (${app}; ${runs} sequential requests each, after ${warmup} warm-up)`);
  for (const [name, r] of Object.entries(results)) {
    log(
      `  ${name.padEnd(9)} ${String(r.items).padStart(3)} items  p50 ${r.p50Ms} ms  p95 ${r.p95Ms} ms`,
    );
  }
  return results;
}
