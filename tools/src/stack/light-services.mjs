import { createServer } from 'node:http';
import { PROJECT_ID } from '../paths.mjs';
import { startRulelessStorage } from './patches/firebase-tools.mjs';
import { startFirestoreServer } from './patches/firestore-emulator.mjs';

/**
 * Starts the in-memory gRPC Firestore substitute of docs/architecture.md §8 (light mode), counting its RPCs
 * in firestoreOperations.
 * Known gaps: no collection-group queries, no listDocuments, transactions not isolated.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void>, state: any }>} `state` is the in-memory
 *   FirestoreState (light-events.mjs watches it for document events)
 */
export function startLightFirestore(port) {
  return startFirestoreServer({
    port,
    onCall: (method) => {
      firestoreOperations[method] = (firestoreOperations[method] ?? 0) + 1;
    },
  });
}

/**
 * Firestore RPCs served so far, by method (RunQuery, BatchGetDocuments, Commit, …): the bench
 * reads these to count operations per API request rather than guess them (docs/architecture.md §10).
 * @type {Record<string, number>}
 */
export const firestoreOperations = {};

/**
 * Starts firebase-tools' own Storage emulator in this process without its Java rules runtime
 * (docs/architecture.md §8): admin requests work, rules are not evaluated, and objects are readable through
 * download URLs.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void>, storageLayer: any }>} `storageLayer` exports and
 *   imports the objects (persistence.mjs)
 */
export function startLightStorage(port) {
  return startRulelessStorage({ port, projectId: PROJECT_ID });
}

/**
 * Serves the Firestore RPC counts as JSON at GET /firestore-operations on loopback, so a bench
 * run in another process can count operations per request against a running light stack.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void> }>}
 */
export async function startOperationsEndpoint(port) {
  const server = createServer((req, res) => {
    if (req.url !== '/firestore-operations') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(firestoreOperations));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { stop: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}
