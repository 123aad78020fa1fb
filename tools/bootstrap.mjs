// Runs before `npm start` and `npm test` (npm's pre-scripts), and from .ci/run, so those two
// commands are all the set-up a fresh machine needs: Node 24, the workspace's packages when they
// are missing, older than package-lock.json or installed by another Node, and — for tests —
// Debian's Chromium when it is missing and we are root.
//
// Node 24 comes from the npm registry (tools/src/node-runtime.mjs). npm itself must run on it:
// npm leaves out optional dependencies whose `engines` the running Node fails (firebase-admin 14's
// Firestore and Storage clients need Node ≥ 22), so on a machine whose own Node is older this
// first installs the locked `node-<platform>-<arch>` package into .runtime/node/<version>/ and runs
// `npm ci` on it. Plain Node and Node's own modules only: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_MAJOR } from './src/node-runtime.mjs';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = path.join(root, 'node_modules', '.package-lock.json');
/** Written after a successful install: the Node version npm ran on. */
const marker = path.join(root, 'node_modules', '.notesea-installed-with');
const lock = path.join(root, 'package-lock.json');

const node = nodeForInstall();
const stale =
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(lock).mtimeMs ||
  !existsSync(marker) ||
  Number(readFileSync(marker, 'utf8').split('.')[0]) !== NODE_MAJOR;
if (stale) {
  const t = Date.now();
  console.log(`• installing packages (npm ci on Node ${node.version})…`);
  run(node.bin, [npmCli(), 'ci', '--no-audit', '--no-fund'], {
    PATH: `${path.dirname(node.bin)}${path.delimiter}${process.env.PATH ?? ''}`,
  });
  writeFileSync(marker, `${node.version}\n`);
  console.log(`• installed in ${((Date.now() - t) / 1000).toFixed(0)} s`);
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
 * A Node 24 to run npm on: this one when it is 24, else the locked `node-<platform>-<arch>` from
 * the npm registry, installed once into .runtime/node/<version>/ (about 190 MB).
 * @returns {{ bin: string, version: string }}
 */
function nodeForInstall() {
  if (Number(process.versions.node.split('.')[0]) === NODE_MAJOR) {
    return { bin: process.execPath, version: process.versions.node };
  }
  const pkg = `node-${process.platform}-${process.arch}`;
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    .optionalDependencies?.[pkg];
  if (!version) {
    console.error(
      `NoteSea runs on Node ${NODE_MAJOR}; this machine has Node ${process.versions.node} and ` +
        `the project brings no ${pkg} from the npm registry. Install Node ${NODE_MAJOR} and run again.`,
    );
    process.exit(1);
  }
  const prefix = path.join(root, '.runtime', 'node', version);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(bin)) {
    const t = Date.now();
    console.log(`• this machine's Node is ${process.versions.node}: fetching ${pkg}@${version}…`);
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${version}`,
    ]);
    console.log(`• Node ${version} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  return { bin, version };
}

/**
 * The npm CLI's script, to run on another Node: npm's own when npm started us, else the one
 * behind `npm` on PATH.
 * @returns {string}
 */
function npmCli() {
  if (process.env.npm_execpath?.endsWith('.js')) return process.env.npm_execpath;
  const found = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  const cli = found && path.join(path.dirname(realpathSync(found)), 'npm-cli.js');
  if (!cli || !existsSync(cli)) {
    console.error('Cannot find npm-cli.js next to `npm` on PATH; is npm installed?');
    process.exit(1);
  }
  return cli;
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
