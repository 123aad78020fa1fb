import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, deleteDoc, collection, getDocs } from 'firebase/firestore';
import { ref, getBytes, uploadString } from 'firebase/storage';
import { EMULATOR_HOSTS } from '../support/env.js';

// Runs only against the official emulators (npm test skips it, loudly, in light mode): docs/architecture.md §6
// says every client read and write is denied, for every collection and path the app uses.
const COLLECTIONS = [
  'users/u1',
  'users/u1/tasks/t1',
  'users/u1/downloads/n1',
  'users/u1/bookmarks/n1',
  'users/u1/revision/s1',
  'semesters/s1',
  'subjects/s1',
  'notes/n1',
  'pyqs/p1',
  'contentPages/n1-p1',
  'contentErrors/e1',
  'pyqQuestions/q1',
  'subjectTopics/s1',
  'meta/content',
  'projects/p1',
  'orders/o1',
  'payments/p1',
  'webhookEvents/e1',
  'chatMessages/c1',
  'notifications/n1',
  'applications/a1',
  'otps/u1',
  'passwordResets/h1',
  'rateLimits/k1',
  'mail/m1',
];
const PATHS = [
  'notes/sem-1/x/unit-1.pdf',
  'pyqs/sem-1/x/2024-may.pdf',
  'deliverables/o1/file.zip',
  'resumes/a1/cv.pdf',
];

let env: RulesTestEnvironment;

/** host and port of an emulator, NOTESEA_PORT_OFFSET applied. */
function at(hostPort: string): { host: string; port: number } {
  const [host = '', port] = hostPort.split(':');
  return { host, port: Number(port) };
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-notesea',
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      ...at(EMULATOR_HOSTS.firestore),
    },
    storage: {
      rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
      ...at(EMULATOR_HOSTS.storage),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe.each([
  ['an unauthenticated client', () => env.unauthenticatedContext()],
  ['the owner, signed in', () => env.authenticatedContext('u1')],
])('%s', (_label, context) => {
  it.each(COLLECTIONS)('is denied reading and writing %s', async (path) => {
    const db = context().firestore();
    await assertFails(getDoc(doc(db, path)));
    await assertFails(setDoc(doc(db, path), { x: 1 }));
    await assertFails(deleteDoc(doc(db, path)));
    const parent = path.split('/').slice(0, -1).join('/');
    await assertFails(getDocs(collection(db, parent)));
  });

  it.each(PATHS)('is denied reading and writing storage %s', async (path) => {
    const storage = context().storage();
    await assertFails(getBytes(ref(storage, path)));
    await assertFails(uploadString(ref(storage, path), 'x'));
  });
});
