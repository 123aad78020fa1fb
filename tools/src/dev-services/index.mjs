import { startGeminiStub } from './gemini-stub.mjs';
import { startRazorpaySandbox } from './razorpay-sandbox.mjs';

/**
 * Dev services the launcher starts beside the emulators (docs/architecture.md §8): the Razorpay sandbox and
 * the Gemini stub. Each is a function that starts a server on loopback and returns:
 * - `env`: variables for the `api` function's process (read only when FUNCTIONS_EMULATOR is
 *   true, so they can never activate in production);
 * - `csp`: extra sources per Content-Security-Policy directive the local hosting config must
 *   allow (e.g. the sandbox's checkout.js origin) — production headers stay as in firebase.json;
 * - `stop()`.
 * @typedef {{ env: Record<string, string>, csp?: Record<string, string[]>, stop(): Promise<void> }} DevService
 * @type {Array<(ctx: { portOffset: number, secrets: Record<string, string>, appUrl: string }) => Promise<DevService>>}
 */
export const DEV_SERVICES = [startGeminiStub, startRazorpaySandbox];
