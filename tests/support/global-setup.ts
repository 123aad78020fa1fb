import { API_URL } from './env.js';

/**
 * Reuses a running stack (npm start, or the one `npm test` started); otherwise starts one for
 * this run and stops it afterwards, so `npx vitest run --root tests` works on its own.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  try {
    const res = await fetch(`${API_URL}/health`, { signal: AbortSignal.timeout(2000) });
    if (res.ok) return;
  } catch {
    // Not running: start it below.
  }
  // @ts-expect-error -- plain ESM JavaScript module from the tools workspace
  const { startStack } = await import('../../tools/src/stack/index.mjs');
  const stack = await startStack({ outbox: false, log: () => {} });
  return () => stack.stop();
}
