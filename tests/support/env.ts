import { HOSTS } from '../../tools/src/paths.mjs';
import { detectMode } from '../../tools/src/stack/mode.mjs';

/**
 * Where the suites find the local stack: npm start / the test runner serve it at :5000, or with
 * every port moved by NOTESEA_PORT_OFFSET when a second stack runs beside the first (the launcher's
 * own table, tools/src/paths.mjs).
 */
export const EMULATOR_HOSTS = HOSTS;
export const APP_URL = process.env.NOTESEA_APP_URL ?? `http://${EMULATOR_HOSTS.hosting}`;
export const API_URL = `${APP_URL}/api`;
/**
 * The Partner's stream at the `api` function's own URL in the functions emulator, as the web app
 * calls it on the local stack (web/src/config/partner-stream.ts; production uses
 * `https://{region}-{project}.cloudfunctions.net/api/chatbot/stream`).
 */
export const FUNCTION_STREAM_URL = `http://${EMULATOR_HOSTS.functions}/demo-notesea/asia-south1/api/chatbot/stream`;
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOSTS.auth;

/**
 * The emulator mode the stack runs in (docs/architecture.md §8), chosen as the launcher chooses it
 * (tools/src/stack/mode.mjs: NOTESEA_EMULATORS, else Java ≥ 21 → official, else light).
 */
export const STACK_MODE = detectMode() as 'official' | 'light';
