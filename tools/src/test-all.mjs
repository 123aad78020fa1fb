// `npm test`: every suite that can run on this machine, then one summary of what ran and what was
// skipped and why (docs/architecture.md §9). Exits non-zero when anything failed.
//
// Three lanes run at once, because most of the stack suites' time is spent waiting on emulators
// and a browser while the checks and the jsdom suites want the CPU:
//   checks:   format → lint → typecheck
//   offline:  unit → web → (once the builds exist) stack, which starts its own stacks
//   stack:    build + start the local stack → api → rules → e2e → stop
// Each step's output goes to .runtime/test-results/<step>.log and is printed whole when the step
// ends, so lanes never interleave; the summary and the failed tests come last (CI keeps the tail).
import './require-node.mjs';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describeRuntime } from './node-runtime.mjs';
import { startStack } from './stack/index.mjs';
import { detectMode, javaMajorVersion } from './stack/mode.mjs';
import { RESULTS_DIR, runVitest, sh } from './test-runner.mjs';

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

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, skipped: number, seconds: number, ended: number, note?: string }} StepResult */
/** @type {StepResult[]} */
const results = [];
/** Failed tests as "suite › file › test: first line of the error", repeated under the summary
 * because CI keeps only the tail of the log. @type {string[]} */
const failures = [];
const started = Date.now();
const logOf = (/** @type {string} */ name) => path.join(RESULTS_DIR, `${name}.log`);

/**
 * Records a step's result and prints its captured output in one piece.
 * @param {string} name
 * @param {number} t when the step started (ms since the epoch)
 * @param {Pick<StepResult, 'status'> & Partial<StepResult>} fields
 */
function finish(name, t, fields) {
  const seconds = secs(t);
  results.push({
    name,
    passed: 0,
    failed: 0,
    skipped: 0,
    ...fields,
    seconds,
    ended: secs(started),
  });
  let output = '';
  try {
    output = readFileSync(logOf(name), 'utf8');
  } catch {
    // a step with nothing captured
  }
  console.log(`\n━━━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
  if (output) console.log(output.trimEnd());
  console.log(
    `──── ${name}: ${fields.status} in ${seconds.toFixed(1)} s (at ${secs(started).toFixed(0)} s)`,
  );
}

/**
 * A check with no test counts (format, lint, typecheck).
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 */
async function check(name, cmd, args) {
  const t = Date.now();
  const code = await sh(cmd, args, { log: logOf(name), signal: abort.signal });
  finish(name, t, { status: code === 0 ? 'passed' : 'failed' });
}

/**
 * A vitest suite; counts come from its JSON report.
 * @param {string} name a suite of test-runner.mjs
 */
async function vitest(name) {
  const t = Date.now();
  const result = await runVitest(name, {
    report: path.join(RESULTS_DIR, `${name}.json`),
    log: logOf(name),
    signal: abort.signal,
  });
  for (const f of result.failures) failures.push(`${name} › ${f.id}: ${f.message}`);
  const ranNothing = result.passed + result.failed === 0;
  finish(name, t, {
    status: result.code === 0 && !ranNothing && result.failed === 0 ? 'passed' : 'failed',
    passed: result.passed,
    failed: result.failed,
    skipped: result.skipped,
    note: ranNothing ? 'no test executed' : undefined,
  });
}

/**
 * @param {string} name
 * @param {string} why
 */
function skip(name, why) {
  console.log(`\n!!! SKIPPED ${name}: ${why}\n`);
  results.push({
    name,
    status: 'skipped',
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: 0,
    ended: secs(started),
    note: why,
  });
}

/**
 * @param {string[]} names
 * @param {string} why
 */
function notRun(names, why) {
  for (const name of names) {
    results.push({
      name,
      status: 'failed',
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: 0,
      ended: secs(started),
      note: `not run: ${why}`,
    });
  }
}

/**
 * Seconds since `t`.
 * @param {number} t ms since the epoch
 */
function secs(t) {
  return (Date.now() - t) / 1000;
}

const mode = detectMode();
console.log(
  `npm test on ${describeRuntime()}: checks, unit and web run beside the local stack (${mode} mode)`,
);

/** @type {string[]} */
const stackLog = [];
const stackStartedAt = Date.now();
starting = startStack({
  mode,
  outbox: false,
  log: (line) => stackLog.push(line),
  signal: abort.signal,
});
// Settles once the builds (functions/lib, web/dist) and the stack are up, or failed.
const stackReady = starting.then(
  (stack) => {
    console.log(`\n━━━━ stack start (${mode} mode) ${'━'.repeat(38)}\n${stackLog.join('\n')}`);
    results.push({
      name: 'stack start',
      status: 'passed',
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: secs(stackStartedAt),
      ended: secs(started),
    });
    return stack;
  },
  (error) => {
    console.log(`\n━━━━ stack start (${mode} mode)\n${stackLog.join('\n')}`);
    console.error(error instanceof Error ? error.message : error);
    results.push({
      name: 'stack start',
      status: 'failed',
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: secs(stackStartedAt),
      ended: secs(started),
      note: 'the local stack did not start',
    });
    return undefined;
  },
);

const checksLane = (async () => {
  await check('format', 'npx', ['prettier', '--check', '.']);
  await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await check('typecheck', 'npm', ['run', 'typecheck']);
})();

const stackLane = (async () => {
  const stack = await stackReady;
  if (!stack) return notRun(['api', 'rules', 'e2e'], 'no stack');
  await vitest('api');
  if (mode === 'official') await vitest('rules');
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
  await vitest('e2e');
  await stack.stop();
})();

const offlineLane = (async () => {
  await vitest('unit');
  await vitest('web');
  // Its stacks (offset + 3000) run from the builds the main stack's start made.
  if (await stackReady) await vitest('stack');
  else notRun(['stack'], 'the builds did not finish');
})();

await Promise.all([checksLane, stackLane, offlineLane]);

console.log('\n━━━━ summary ' + '━'.repeat(52));
for (const r of results) {
  const counts =
    r.passed + r.failed + r.skipped > 0
      ? ` ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`
      : '';
  console.log(
    `${r.status.toUpperCase().padEnd(8)} ${r.name.padEnd(12)}${counts.padEnd(40)} ${r.seconds.toFixed(1).padStart(6)} s, done at ${r.ended.toFixed(0).padStart(4)} s${r.note ? `  (${r.note})` : ''}`,
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
