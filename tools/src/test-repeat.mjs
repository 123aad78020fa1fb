// `npm run test:repeat -- <suite> <n> [vitest arguments…]`: runs one suite n times and lists every
// test that failed at least once, with how often — the way to tell a flaky test from a broken one.
//   npm run test:repeat -- web 5
//   npm run test:repeat -- e2e 3 e2e/keyboard.test.ts
// Suites: unit, web, api, rules, e2e, stack. api, rules and e2e use the stack that answers at
// NOTESEA_PORT_OFFSET (npm start) or start one for all n runs. Exits 1 when any run failed.
import './require-node.mjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { useOrStartStack } from './stack/index.mjs';
import { RESULTS_DIR, SUITES, runVitest } from './test-runner.mjs';

const [name, count, ...extra] = process.argv.slice(2);
const runs = Number(count);
if (!name || !SUITES[name] || !Number.isInteger(runs) || runs < 1) {
  console.error(
    `usage: npm run test:repeat -- <${Object.keys(SUITES).join('|')}> <n ≥ 1> [vitest arguments…]`,
  );
  process.exit(2);
}

const dir = path.join(RESULTS_DIR, 'repeat');
mkdirSync(dir, { recursive: true });
const stack = SUITES[name].stack
  ? await useOrStartStack({ outbox: false, log: console.log })
  : undefined;

/** test id → { count, first error line of its latest failure } */
const failed = new Map();
let failedRuns = 0;
const started = Date.now();
try {
  for (let i = 1; i <= runs; i++) {
    console.log(`\n━━━━ ${name}: run ${i} of ${runs}`);
    const t = Date.now();
    const result = await runVitest(name, { report: path.join(dir, `${name}-${i}.json`), extra });
    if (result.code !== 0 || result.failed > 0) failedRuns++;
    for (const f of result.failures) {
      const seen = failed.get(f.id) ?? { count: 0, message: '' };
      failed.set(f.id, { count: seen.count + 1, message: f.message });
    }
    console.log(
      `──── run ${i}: ${result.passed} passed, ${result.failed} failed in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await stack?.stop();
}

console.log(
  `\n━━━━ ${name} × ${runs}: ${runs - failedRuns} green, ${failedRuns} red, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failed.size) {
  console.log('failed at least once (times out of runs):');
  for (const [id, { count: n, message }] of [...failed].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${n}/${runs}  ${id}: ${message}`);
  }
} else console.log('no test failed.');
process.exit(failedRuns ? 1 : 0);
