import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { HOSTS, PORT_OFFSET, PROJECT_ID, ROOT } from '../../tools/src/paths.mjs';

/**
 * Cold start of the `api` code: a fresh Node process imports functions/lib/app.js, listens, and
 * the clock stops at its first answer to GET /api/semesters (process start → first answer). The
 * emulator's own worker start-up (and Cloud Run's container start in production) come on top.
 * @param {number} runs
 * @param {{ node?: string }} [options] the Node binary (default: this process's)
 * @returns {Promise<{ runsMs: number[], medianMs: number }>}
 */
export async function measureColdStart(runs = 3, { node } = {}) {
  const runsMs = [];
  for (let i = 0; i < runs; i++) {
    const instance = await startApiInstance(18700 + i, '/api/semesters', { node });
    runsMs.push(instance.coldStartMs);
    instance.stop();
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN };
}

/**
 * One production-like instance of the API: a single Node process serving createApp() against
 * the emulators, as one Cloud Run instance with request concurrency serves it. (The functions
 * emulator instead starts a new worker process per concurrent request, so a load test through
 * it measures worker spawning, not the API.)
 * @param {number} basePort NOTESEA_PORT_OFFSET is added, as to the stack's ports, so a bench
 *   beside another stack's (offset) bench does not measure that one's instance
 * @param {string} [readyPath] polled until it answers 2xx (the clock stops there)
 * @param {{ node?: string, appModule?: string }} [options] the Node binary to run it on (default:
 *   this process's) and the built app module (default: functions/lib/app.js; another checkout's
 *   build compares two versions)
 * @returns {Promise<{ url: string, coldStartMs: number, stop(): void }>}
 * @throws Error when it does not answer within 30 s (or its process exits first)
 */
export async function startApiInstance(
  basePort,
  readyPath = '/api/semesters',
  { node = process.execPath, appModule = path.join(ROOT, 'functions', 'lib', 'app.js') } = {},
) {
  const port = basePort + PORT_OFFSET;
  const script = `import(${JSON.stringify(appModule)}).then(({ createApp }) => createApp().listen(${port}, '127.0.0.1'));`;
  const started = performance.now();
  const child = spawn(node, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
      FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
      GCLOUD_PROJECT: PROJECT_ID,
      FUNCTIONS_EMULATOR: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  /** @type {number | null} */
  let exited = null;
  child.on('exit', (code) => (exited = code ?? -1));
  const stop = () => child.kill('SIGKILL');
  while (performance.now() - started < 30_000) {
    if (exited !== null) {
      const last = stderr.trim().split('\n').filter(Boolean).slice(-3).join(' | ');
      throw new Error(`API instance on ${node} exited with ${exited}: ${last}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (res.ok) {
        const coldStartMs = Math.round(performance.now() - started);
        return { url: `http://127.0.0.1:${port}`, coldStartMs, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  stop();
  throw new Error('API instance: no answer within 30 s');
}

/**
 * Load test with autocannon, recording every response time so p95 is exact (autocannon's own
 * summary has p90 and p97.5 but no p95).
 * `paths`, when given, are requested in turn (each connection rotates through them) instead of
 * `url`'s own path.
 * @param {{ url: string, headers?: Record<string, string>, connections?: number, seconds?: number,
 *   paths?: string[] }} options
 * @returns {Promise<{ url: string, connections: number, seconds: number, requests: number,
 *   non2xx: number, errors: number, rps: number, p50Ms: number, p95Ms: number, maxMs: number }>}
 */
export async function loadTest({ url, headers = {}, connections = 50, seconds = 10, paths }) {
  const times = [];
  let next = 0;
  const requests = paths?.length
    ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }]
    : undefined;
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    ...(requests ? { requests } : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const pct = (p) => percentile(times, p);
  return {
    url,
    connections,
    seconds,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    rps: Math.round(result.requests.average),
    p50Ms: Math.round(pct(50)),
    p95Ms: Math.round(pct(95)),
    maxMs: Math.round(times.at(-1) ?? NaN),
  };
}

/**
 * The `p`-th percentile (0–100) of `sorted` (ascending, ms); NaN when empty.
 * @param {number[]} sorted @param {number} p
 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * The light stack's count of Firestore RPCs served so far, by method; null when the stack has no
 * counter (official mode).
 * @returns {Promise<Record<string, number> | null>}
 */
export async function operationCounts() {
  try {
    const res = await fetch(`http://${HOSTS.operations}/firestore-operations`);
    return res.ok ? /** @type {Record<string, number>} */ (await res.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The RPCs served between two `operationCounts()` readings, by method (only methods used).
 * @param {Record<string, number>} before @param {Record<string, number>} after
 * @returns {Record<string, number>}
 */
export function operationsBetween(before, after) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([method, n]) => [method, n - (before[method] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  );
}

/**
 * Firestore RPCs one request costs, read from the light stack's counter endpoint before and
 * after (docs/architecture.md §10: counted, not guessed). Null when the stack has no counter (official mode).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, operations: Record<string, number> | null, total: number | null }>}
 */
export async function countOperations(url, headers = {}) {
  const before = await operationCounts();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const after = await operationCounts();
  if (!before || !after) return { status: res.status, operations: null, total: null };
  const operations = operationsBetween(before, after);
  const total = Object.values(operations).reduce((a, b) => a + Number(b), 0);
  return { status: res.status, operations, total };
}
