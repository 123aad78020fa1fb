// Light mode's uses of firebase-tools internals (docs/architecture.md §8): its CLI entry file, its emulator
// registry and its Storage emulator with the Java rules runtime switched off. Every file path and
// underscore field below is private to firebase-tools: versions.mjs checks the installed version
// before any of it runs.
import os from 'node:os';
import path from 'node:path';
import { loadPatched } from './versions.mjs';

const PATCH = 'tools/src/stack/patches/firebase-tools.mjs';

/** @returns {ReturnType<typeof loadPatched>} */
const firebaseTools = () => loadPatched('firebase-tools', { patch: PATCH });

/**
 * Path of the `firebase` CLI's entry script, run with `node` (no shell, no global install).
 * @returns {string}
 * @throws Error when firebase-tools is not the version this file was written for
 */
export function firebaseBin() {
  return path.join(firebaseTools().dir, 'lib', 'bin', 'firebase.js');
}

/**
 * Lets the in-process Storage server post its object events (to what it takes for the functions
 * emulator's `trigger_multicast` route). The Storage server sends events only when its process's
 * emulator registry lists a functions emulator, and it decides that when it is constructed: call
 * this BEFORE startRulelessStorage.
 * @param {string} functionsHost host:port to post to (light mode: storage-relay.mjs)
 * @returns {() => void} removes the registration
 */
export function announceFunctionsToStorage(functionsHost) {
  const { EmulatorRegistry } = firebaseTools().require('./lib/emulator/registry.js');
  const [host, port] = functionsHost.split(':');
  const standIn = {
    getName: () => 'functions',
    getInfo: () => ({ name: 'functions', host, port: Number(port) }),
    start: async () => {},
    connect: async () => {},
    stop: async () => {},
  };
  // set(), not start(): start() would wait for the port, which the child opens only later.
  EmulatorRegistry.set('functions', standIn);
  return () => EmulatorRegistry.clear('functions');
}

/**
 * Starts firebase-tools' own Storage emulator server in this process with its Java rules runtime
 * switched off: admin requests work, rules are not evaluated, and objects are readable through
 * download URLs.
 * @param {{ port: number, projectId: string }} options
 * @returns {Promise<{ stop(): Promise<void>, storageLayer: any }>} `storageLayer` exports and
 *   imports the objects (persistence.mjs)
 */
export async function startRulelessStorage({ port, projectId }) {
  const tools = firebaseTools();
  const { StorageEmulator } = tools.require('./lib/emulator/storage/index.js');
  const { EmulatorRegistry } = tools.require('./lib/emulator/registry.js');
  const emulator = new StorageEmulator({
    projectId,
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
