import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Local project id: the `demo-` prefix makes every Firebase SDK refuse to reach a real project. */
export const PROJECT_ID = 'demo-notesea';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * Added to every emulator port when set, so a second stack can run beside the first (parallel
 * development); the app's own address stays :5000 by default, as spec §7 says.
 */
export const PORT_OFFSET = Number(process.env.NOTESEA_PORT_OFFSET ?? 0);

/** Base emulator ports, as firebase.json fixes them (issue "Platform"). */
export const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  /** light mode only: Firestore RPC counts for the bench */
  operations: 4410,
};

/** Emulator addresses (host:port) with the offset applied. */
export const HOSTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, `127.0.0.1:${port + PORT_OFFSET}`]),
);

export const APP_URL = `http://${HOSTS.hosting}`;
