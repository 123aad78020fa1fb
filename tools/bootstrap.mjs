// Runs before `npm start` and `npm test` (npm's pre-scripts) so those two commands are all the
// set-up a fresh machine needs: installs the workspace's packages when they are missing or older
// than package-lock.json, and — for tests — Debian's Chromium when it is missing and we are root.
// Plain Node with no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('• installing packages (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--chromium') && !existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('• installing Debian chromium for the e2e suites…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  } else {
    // The e2e suites then fail loudly with the same instruction; they never skip.
    console.warn(`! Chromium is missing at ${chromium}: run "sudo apt-get install -y chromium".`);
  }
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 */
function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}
