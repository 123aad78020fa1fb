// @ts-expect-error -- plain ESM JavaScript module from the tools workspace
import { HOSTS } from '../../tools/src/paths.mjs';

/**
 * Where the suites find the local stack: npm start / the test runner serve it at :5000, or with
 * every port moved by NOTESEA_PORT_OFFSET when a second stack runs beside the first (the launcher's
 * own table, tools/src/paths.mjs).
 */
export const EMULATOR_HOSTS = HOSTS as Record<'hosting' | 'auth' | 'firestore' | 'storage', string>;
export const APP_URL = process.env.NOTESEA_APP_URL ?? `http://${EMULATOR_HOSTS.hosting}`;
export const API_URL = `${APP_URL}/api`;
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOSTS.auth;
