import { createRequire } from 'node:module';
import { FirestoreServer } from '@firestore-emulator/server';
import { PROJECT_ID } from '../paths.mjs';

const require = createRequire(import.meta.url);

/**
 * Starts the in-memory gRPC Firestore substitute of DESIGN.md §8 (light mode).
 * Known gaps: no collection-group queries, no listDocuments, transactions not isolated.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void> }>}
 */
export async function startLightFirestore(port) {
  const server = new FirestoreServer();
  await server.start(port);
  return { stop: () => server.stop?.() ?? Promise.resolve() };
}

/**
 * Starts firebase-tools' own Storage emulator server in this process with its Java rules runtime
 * switched off (DESIGN.md §8): admin requests work, rules are not evaluated, and objects are
 * readable through download URLs. Relies on firebase-tools internals, hence the pinned version.
 * @param {number} port
 * @returns {Promise<{ stop(): Promise<void> }>}
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
  const noop = async () => [];
  emulator._rulesRuntime.start = noop;
  emulator._rulesRuntime.stop = noop;
  emulator._rulesManager.start = noop;
  emulator._rulesManager.stop = noop;
  await EmulatorRegistry.start(emulator);
  return { stop: () => EmulatorRegistry.stop('storage') };
}
