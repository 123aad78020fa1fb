import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ID } from '../paths.mjs';

const require = createRequire(import.meta.url);

/**
 * Starts the in-memory gRPC Firestore substitute of DESIGN.md §8 (light mode).
 * Known gaps: no collection-group queries, no listDocuments, transactions not isolated.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void>, state: any }>} `state` is the in-memory
 *   FirestoreState (light-events.mjs watches it for document events)
 */
export async function startLightFirestore(port) {
  // Through require: the package's "module" build has extension-less imports that Node's ESM
  // loader (and vitest's) cannot resolve; its CommonJS build works everywhere.
  const { FirestoreServer } = require('@firestore-emulator/server');
  const server = new FirestoreServer();
  // Its own start() binds 0.0.0.0; a dev database belongs on loopback only.
  // The credentials must come from the same grpc-js copy the server was built with.
  const serverDir = path.dirname(require.resolve('@firestore-emulator/server'));
  const { ServerCredentials } = require(require.resolve('@grpc/grpc-js', { paths: [serverDir] }));
  await new Promise((resolve, reject) =>
    server.server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(undefined),
    ),
  );
  countOperations(server.server);
  return { stop: () => server.stop?.() ?? Promise.resolve(), state: server.state };
}

/**
 * Firestore RPCs served so far, by method (RunQuery, BatchGetDocuments, Commit, …): the bench
 * reads these to count operations per API request rather than guess them (DESIGN.md §10).
 * @type {Record<string, number>}
 */
export const firestoreOperations = {};

/**
 * Wraps every registered gRPC handler so each call is counted.
 * @param {{ handlers: Map<string, { func: Function }> }} grpcServer grpc-js Server (its handler
 *   map is internal, hence the pinned emulator version)
 */
function countOperations(grpcServer) {
  for (const [name, handler] of grpcServer.handlers) {
    const method = name.split('/').pop() ?? name;
    const inner = handler.func;
    handler.func = (...args) => {
      firestoreOperations[method] = (firestoreOperations[method] ?? 0) + 1;
      return inner(...args);
    };
  }
}

/**
 * Starts firebase-tools' own Storage emulator server in this process with its Java rules runtime
 * switched off (DESIGN.md §8): admin requests work, rules are not evaluated, and objects are
 * readable through download URLs. Relies on firebase-tools internals, hence the pinned version.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void>, storageLayer: any }>} `storageLayer` exports and
 *   imports the objects (persistence.mjs)
 */
export async function startLightStorage(port) {
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js');
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
  const emulator = new StorageEmulator({
    projectId: PROJECT_ID,
    host: '127.0.0.1',
    port,
    rules: [],
    auto_download: false,
  });
  // Blobs go to /tmp/firebase/storage/blobs by default, shared by every stack on the machine
  // (one stack's start-up wiped another's files); each port gets its own folder instead, which
  // stop() deletes.
  const blobs = path.join(os.tmpdir(), `notesea-storage-${port}`);
  emulator.getPersistenceTmpDir = () => blobs;
  emulator._persistence.reset(blobs);
  emulator._rulesRuntime.start = async () => {};
  emulator._rulesRuntime.stop = async () => {};
  // A deny-all ruleset, like storage.rules: a download URL's token is checked before rules and
  // still grants reads; admin requests bypass rules. Without a ruleset every request is a 403.
  const denyAll = {
    verify: async () => ({ permitted: false, issues: { exist: () => false, all: [] } }),
  };
  emulator._rulesManager = {
    start: async () => {},
    stop: async () => {},
    getRuleset: () => denyAll,
  };
  // Registering matters: object metadata and upload URLs ask the registry for Storage's address.
  await EmulatorRegistry.start(emulator);
  return { stop: () => EmulatorRegistry.stop('storage'), storageLayer: emulator.storageLayer };
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
