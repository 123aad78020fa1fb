// Razorpay sandbox (docs/architecture.md §8): a loopback stand-in for the parts of Razorpay the app uses, so
// the local stack and the test suites pay without the internet. Dev/test only, never deployed; the
// API only talks to it inside the emulator (functions/src/integrations/razorpay.ts).
//
//   POST /v1/orders             SDK `orders.create` (Basic auth key_id:key_secret) → order entity
//   GET  /v1/orders/:id         SDK `orders.fetch`  (Basic auth)
//   GET  /v1/checkout.js        defines window.Razorpay (./razorpay-sandbox-checkout.mjs)
//   POST /v1/sandbox/pay        { order_id } → signed Checkout result; then a signed webhook
//   POST /v1/sandbox/fail       { order_id } → { error } as Checkout's payment.failed gives it
//   GET  /v1/sandbox/webhooks   deliveries so far (for tests and debugging)
//   GET  /v1/sandbox/health     { status: 'ok' }
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.mjs';
import { createSandbox } from './razorpay-sandbox-server.mjs';

export const SANDBOX_BASE_PORT = 9010;

/**
 * Key values in functions/.secret.local, the secrets the emulated function really uses.
 * @returns {Record<string, string>}
 */
function secretFile() {
  const file = path.join(ROOT, 'functions', '.secret.local');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

/**
 * Starts the sandbox on 127.0.0.1:(9010 + portOffset) — unless functions/.secret.local holds a
 * developer's own Razorpay key (real keys present), in which case the app talks to Razorpay's test
 * mode and nothing starts.
 * @type {(ctx: { portOffset: number, secrets: Record<string, string>, appUrl: string }) =>
 *   Promise<import('./index.mjs').DevService>}
 */
export async function startRazorpaySandbox({ portOffset, secrets, appUrl }) {
  const fromFile = secretFile();
  const fileKeyId = fromFile.RAZORPAY_KEY_ID;
  if (fileKeyId && fileKeyId !== secrets.RAZORPAY_KEY_ID) {
    console.log('• Razorpay sandbox off: functions/.secret.local holds your own Razorpay keys');
    return { env: {}, csp: {}, stop: async () => {} };
  }
  // Sign with exactly what the function verifies with.
  const sandbox = createSandbox({ secrets: { ...secrets, ...fromFile }, appUrl });
  const port = SANDBOX_BASE_PORT + portOffset;
  await new Promise((resolve, reject) => {
    sandbox.server.once('error', reject);
    sandbox.server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const origin = `http://127.0.0.1:${port}`;
  sandbox.setOrigin(origin);
  return {
    env: {
      NOTESEA_RAZORPAY_API_URL: origin,
      NOTESEA_RAZORPAY_CHECKOUT_URL: `${origin}/v1/checkout.js`,
    },
    csp: { 'script-src': [origin], 'connect-src': [origin], 'frame-src': [origin] },
    stop: sandbox.stop,
  };
}
