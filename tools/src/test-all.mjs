// `npm test`: every suite that can run on this machine, then one summary of what ran and what was
// skipped and why (DESIGN.md §9). Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { startStack } from './stack/index.mjs';
import { detectMode, javaMajorVersion } from './stack/mode.mjs';

// Ctrl-C or a kill: Node then ends without its 'exit' listeners, and the emulators (their own
// process group) would outlive us. Stop the stack (or the start in progress) first.
const abort = new AbortController();
/** @type {Promise<Awaited<ReturnType<typeof startStack>>> | undefined} */
let starting;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    console.log(`\n${signal}: stopping…`);
    abort.abort();
    await (await starting?.catch(() => undefined))?.stop();
    process.exit(130);
  });
}

const RESULTS = path.join(ROOT, '.runtime', 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/** @type {Array<{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, skipped: number, seconds: number, note?: string }>} */
const results = [];
/** Failed tests as "suite › file › test: first line of the error", repeated under the summary
 * because CI keeps only the tail of the log. @type {string[]} */
const failures = [];
const started = Date.now();

/** Runs a command with inherited output; resolves to its exit code. */
function sh(cmd, args, env = {}) {
  return new Promise((resolve) => {
    if (abort.signal.aborted) return resolve(1);
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** A check with no test counts (format, lint, typecheck). */
async function check(name, cmd, args) {
  banner(name);
  const t = Date.now();
  const code = await sh(cmd, args);
  results.push({
    name,
    status: code === 0 ? 'passed' : 'failed',
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: secs(t),
  });
}

/** A vitest suite; counts come from its JSON report. */
async function vitest(name, root, extra = [], env = {}) {
  banner(name);
  const t = Date.now();
  const report = path.join(RESULTS, `${name}.json`);
  const code = await sh(
    'npx',
    [
      'vitest',
      'run',
      '--root',
      root,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
      ...extra,
    ],
    env,
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = json.numPassedTests ?? 0;
    counts.failed = json.numFailedTests ?? 0;
    counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const rel = path.relative(ROOT, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        failures.push(`${name} › ${rel} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
      if (!failedTests.length && file.status === 'failed') {
        failures.push(`${name} › ${rel}: ${firstLine(file.message)}`);
      }
    }
  }
  const ranNothing = counts.passed + counts.failed === 0;
  results.push({
    name,
    status: code === 0 && !ranNothing && counts.failed === 0 ? 'passed' : 'failed',
    ...counts,
    seconds: secs(t),
    note: ranNothing ? 'no test executed' : undefined,
  });
}

/** The first line of an error message, at most 300 characters. */
function firstLine(message) {
  return String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function skip(name, why) {
  banner(name);
  console.log(`\n!!! SKIPPED ${name}: ${why}\n`);
  results.push({
    name,
    status: 'skipped',
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: 0,
    note: why,
  });
}

function banner(name) {
  console.log(`\n━━━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
}

function secs(t) {
  return (Date.now() - t) / 1000;
}

await check('format', 'npx', ['prettier', '--check', '.']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('typecheck', 'npm', ['run', 'typecheck']);
await vitest('unit', 'functions');
await vitest('web', 'web');

const mode = detectMode();
banner(`local stack (${mode} mode)`);
let stack;
try {
  const t = Date.now();
  starting = startStack({
    mode,
    outbox: false,
    log: (l) => console.log(l),
    signal: abort.signal,
  });
  stack = await starting;
  results.push({
    name: 'stack start',
    status: 'passed',
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: secs(t),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  results.push({
    name: 'stack start',
    status: 'failed',
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: 0,
    note: 'the local stack did not start',
  });
}

if (stack) {
  await vitest('api', 'tests', ['api/']);
  if (mode === 'official') await vitest('rules', 'tests', ['rules/']);
  else {
    const java = javaMajorVersion();
    const why =
      process.env.NOTESEA_EMULATORS === 'light'
        ? 'NOTESEA_EMULATORS=light chose light mode'
        : `this machine has ${java ? `Java ${java}` : 'no Java'}`;
    skip(
      'rules',
      `security-rules tests need the official Firestore/Storage emulators (Java >= 21; ${why}), and light mode does not evaluate rules`,
    );
  }
  await vitest('e2e', 'tests', ['e2e/']);
  await stack.stop();
  // Starts and stops its own stacks (offset 3000, temp data folder) with the builds made above:
  // run once the main stack is gone so ports and CPU are free.
  await vitest('stack', 'tests', ['--config', 'tests/vitest.stack.config.ts']);
} else {
  for (const name of ['api', 'rules', 'e2e', 'stack']) {
    results.push({
      name,
      status: 'failed',
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: 0,
      note: 'not run: no stack',
    });
  }
}

console.log('\n━━━━ summary ' + '━'.repeat(52));
for (const r of results) {
  const counts =
    r.passed + r.failed + r.skipped > 0
      ? ` ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`
      : '';
  console.log(
    `${r.status.toUpperCase().padEnd(8)} ${r.name.padEnd(12)}${counts.padEnd(40)} ${r.seconds.toFixed(1)} s${r.note ? `  (${r.note})` : ''}`,
  );
}
if (failures.length) {
  console.log('\nfailed tests:');
  for (const f of failures) console.log(`  ✗ ${f}`);
}
const total = results.reduce(
  (a, r) => ({
    passed: a.passed + r.passed,
    failed: a.failed + r.failed,
    skipped: a.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSteps = results.filter((r) => r.status === 'failed').map((r) => r.name);
console.log(
  `wall time ${secs(started).toFixed(1)} s; failed steps: ${failedSteps.join(', ') || 'none'}`,
);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
