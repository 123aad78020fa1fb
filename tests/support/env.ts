/** Where the suites find the local stack; npm start / the test runner serve it here. */
export const APP_URL = process.env.NOTESEA_APP_URL ?? 'http://127.0.0.1:5000';
export const API_URL = `${APP_URL}/api`;
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
