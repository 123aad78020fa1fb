/**
 * Where the suites find the local stack: npm start / the test runner serve it at :5000, or with
 * every port moved by NOTESEA_PORT_OFFSET when a second stack runs beside the first.
 */
const OFFSET = Number(process.env.NOTESEA_PORT_OFFSET ?? 0);
export const APP_URL = process.env.NOTESEA_APP_URL ?? `http://127.0.0.1:${5000 + OFFSET}`;
export const API_URL = `${APP_URL}/api`;
export const AUTH_EMULATOR_HOST =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${9099 + OFFSET}`;
