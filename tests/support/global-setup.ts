import { createConnection } from 'node:net';
import { API_URL, APP_URL } from './env.js';

/**
 * Reuses a running stack (npm start, or the one `npm test` started); otherwise starts one for
 * this run and stops it afterwards, so `npx vitest run --root tests` works on its own.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (await portTaken(new URL(APP_URL))) {
    // Something listens there: a stack that may be busy (e.g. reloading functions after a
    // rebuild). Wait for it rather than start a second one on the same ports.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (await healthy()) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${APP_URL} is taken but /api/health did not answer within 60 s`);
  }
  const { startStack } = await import('../../tools/src/stack/index.mjs');
  const stack = await startStack({ outbox: false, log: () => {} });
  return () => stack.stop();
}

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`${API_URL}/health`, { signal: AbortSignal.timeout(5000) });
    return res.ok;
  } catch {
    return false;
  }
}

function portTaken(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port) });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
