import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Local project id: the `demo-` prefix makes every Firebase SDK refuse to reach a real project. */
export const PROJECT_ID = 'demo-notesea';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/** Emulator addresses; ports are fixed by firebase.json (issue "Platform"). */
export const HOSTS = {
  hosting: '127.0.0.1:5000',
  functions: '127.0.0.1:5001',
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
};

export const APP_URL = `http://${HOSTS.hosting}`;
