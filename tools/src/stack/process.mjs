import { spawn } from 'node:child_process';

/**
 * Runs a command to completion, collecting its output; rejects with that output on failure.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<string>}
 */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${cmd} ${args.join(' ')} failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * True when `url` answers 2xx within 2 s.
 * @param {string} url
 */
export async function isUp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Polls `check` every 250 ms until it returns true.
 * @param {() => Promise<boolean>} check may throw to abort the wait
 * @param {{ timeoutMs: number, what: string, onTimeout?: () => string }} options
 * @throws Error naming `what` after `timeoutMs` milliseconds
 */
export async function waitFor(check, { timeoutMs, what, onTimeout }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `Timed out after ${timeoutMs / 1000} s waiting for ${what}.\n${onTimeout?.() ?? ''}`,
  );
}

/**
 * Environment for the web build: always a production bundle, even when the caller runs under
 * vitest (NODE_ENV=test), which would otherwise leak into Vite and drop the service worker.
 */
export const PRODUCTION_BUILD_ENV = { ...process.env, NODE_ENV: 'production' };
