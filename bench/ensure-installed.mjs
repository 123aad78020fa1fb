// `npm run bench`'s pre-step. The bench's own packages (lighthouse, puppeteer-core, autocannon:
// some 200 MB) live outside the root workspaces so that a plain `npm ci` and CI never fetch them;
// the first bench run installs them here, in the open, from bench/package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = path.dirname(fileURLToPath(import.meta.url));

/** @type {{ devDependencies: Record<string, string> }} */
const manifest = JSON.parse(readFileSync(path.join(BENCH, 'package.json'), 'utf8'));
const missing = Object.keys(manifest.devDependencies).filter(
  (name) => !existsSync(path.join(BENCH, 'node_modules', name, 'package.json')),
);

if (missing.length) {
  const line = '='.repeat(78);
  console.log(
    [
      line,
      `The bench workspace is not installed (missing: ${missing.join(', ')}).`,
      'Installing it now: npm ci --prefix bench --no-audit --no-fund',
      '(the root install leaves it out on purpose: only `npm run bench` needs it)',
      line,
    ].join('\n'),
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', BENCH, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      `npm ci --prefix bench failed (exit ${result.status}); install it by hand before npm run bench.`,
    );
    process.exit(1);
  }
}
