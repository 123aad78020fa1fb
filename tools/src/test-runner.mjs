// Shared by `npm test` (test-all.mjs) and `npm run test:repeat` (test-repeat.mjs): the suites of
// docs/architecture.md §9, how to run one with vitest, and how to read what failed from its JSON report.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PORT_OFFSET, ROOT } from './paths.mjs';

/**
 * Where a run keeps its reports and logs. One folder per port offset, so a second `npm test`
 * beside the first (NOTESEA_PORT_OFFSET=1000) does not delete the first one's reports.
 */
export const RESULTS_DIR = path.join(
  ROOT,
  '.runtime',
  PORT_OFFSET ? `test-results-${PORT_OFFSET}` : 'test-results',
);

/**
 * The vitest suites by name: `root` and extra arguments, and whether they need the local stack.
 * @type {Record<string, { root: string, args: string[], stack: boolean }>}
 */
export const SUITES = {
  unit: { root: 'functions', args: [], stack: false },
  web: { root: 'web', args: [], stack: false },
  api: { root: 'tests', args: ['api/'], stack: true },
  rules: { root: 'tests', args: ['rules/'], stack: true },
  e2e: { root: 'tests', args: ['e2e/'], stack: true },
  // Starts and stops its own stacks (at the run's offset + 3000) from the builds of the main one.
  stack: { root: 'tests', args: ['--config', 'tests/vitest.stack.config.ts'], stack: false },
};

/**
 * Runs a command with its output sent to `log` (a file path) or, without one, to ours.
 * @param {string} cmd @param {string[]} args
 * @param {{ env?: Record<string, string>, log?: string, signal?: AbortSignal }} [options]
 * @returns {Promise<number>} the exit code (1 when it could not start or was aborted)
 */
export function sh(cmd, args, { env = {}, log, signal } = {}) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(1);
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(log ? { FORCE_COLOR: '0' } : {}), ...env },
    });
    if (log) {
      const out = createWriteStream(log);
      child.stdout?.pipe(out, { end: false });
      child.stderr?.pipe(out, { end: false });
      child.on('close', () => out.end());
    }
    const abort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', abort, { once: true });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      resolve(code ?? 1);
    });
    child.on('error', () => resolve(1));
  });
}

/**
 * Runs one vitest suite and reads its JSON report.
 * @param {string} name a key of SUITES
 * @param {{ report: string, log?: string, extra?: string[], env?: Record<string, string>,
 *   signal?: AbortSignal }} options `report` is the JSON report's path; `log` captures the
 *   output (for suites that run beside others), else it goes to the terminal.
 * @returns {Promise<{ code: number, passed: number, failed: number, skipped: number,
 *   failures: Array<{ id: string, message: string }> }>} `failures` names each failed test as
 *   "file › full name" (or a file that failed as a whole, or the run's unhandled errors) with the
 *   first line of its error.
 */
export async function runVitest(name, { report, log, extra = [], env = {}, signal }) {
  const suite = SUITES[name];
  if (!suite) throw new Error(`Unknown suite "${name}"; one of ${Object.keys(SUITES).join(', ')}`);
  const code = await sh(
    'npx',
    [
      'vitest',
      'run',
      '--root',
      suite.root,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
      ...suite.args,
      ...extra,
    ],
    { env, log, signal },
  );
  /** @type {Awaited<ReturnType<typeof runVitest>>} */
  const result = { code, passed: 0, failed: 0, skipped: 0, failures: [] };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    result.passed = json.numPassedTests ?? 0;
    result.failed = json.numFailedTests ?? 0;
    result.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const rel = path.relative(ROOT, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter(
        (/** @type {{ status: string }} */ t) => t.status === 'failed',
      );
      for (const t of failedTests) {
        result.failures.push({
          id: `${rel} › ${t.fullName}`,
          message: firstLine(t.failureMessages?.[0]),
        });
      }
      if (!failedTests.length && file.status === 'failed') {
        result.failures.push({ id: rel, message: firstLine(file.message) });
      }
    }
  }
  // Vitest fails a run on an unhandled error (a rejection after a test ended, say) that no test
  // owns and its JSON report does not list: name it from the log so the summary is never empty.
  if (code !== 0 && !result.failures.length) {
    result.failures.push({
      id: `(${name} run)`,
      message: (log && unhandledError(log)) || `vitest exited with code ${code}`,
    });
  }
  return result;
}

/**
 * The first unhandled error a vitest log reports, as one line, or undefined.
 * @param {string} logFile
 */
function unhandledError(logFile) {
  if (!existsSync(logFile)) return undefined;
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const at = lines.findIndex((l) => /Unhandled (Error|Rejection)/.test(l));
  if (at < 0) return undefined;
  const error = lines.slice(at + 1).find((l) => /\w+Error\b|Error:/.test(l));
  const origin = lines.slice(at + 1).find((l) => /originated in/.test(l));
  return [error?.trim(), origin?.trim()].filter(Boolean).join(' — ').slice(0, 400);
}

/**
 * The first line of an error message, at most 300 characters.
 * @param {unknown} message
 * @returns {string}
 */
export function firstLine(message) {
  return (String(message ?? '').split('\n')[0] ?? '').slice(0, 300);
}
