import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Local project id: the `demo-` prefix makes every Firebase SDK refuse to reach a real project. */
export const PROJECT_ID = 'demo-notesea';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * Added to every emulator port when set, so a second stack can run beside the first (parallel
 * development); the app's own address stays firebase.json's Hosting port (5000) by default, as
 * docs/product.md §7 says.
 */
export const PORT_OFFSET = Number(process.env.NOTESEA_PORT_OFFSET ?? 0);

/**
 * firebase.json's `emulators` block: the one place the local ports are written.
 * @type {Record<string, { host?: string, port?: number }>}
 */
const FIREBASE_EMULATORS = JSON.parse(
  readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'),
).emulators;

/**
 * The port firebase.json gives emulator `name`.
 * @param {string} name
 * @returns {number}
 * @throws Error when firebase.json has no port for it
 */
function configuredPort(name) {
  const port = FIREBASE_EMULATORS[name]?.port;
  if (typeof port !== 'number') throw new Error(`firebase.json has no emulators.${name}.port`);
  return port;
}

/** Base ports (no offset): the emulators' from firebase.json, plus the launcher's own. */
export const BASE_PORTS = {
  hosting: configuredPort('hosting'),
  functions: configuredPort('functions'),
  auth: configuredPort('auth'),
  firestore: configuredPort('firestore'),
  storage: configuredPort('storage'),
  hub: configuredPort('hub'),
  logging: configuredPort('logging'),
  eventarc: configuredPort('eventarc'),
  tasks: configuredPort('tasks'),
  /** light mode only: Firestore RPC counts for the bench */
  operations: 4410,
};

/** @typedef {keyof typeof BASE_PORTS} Service */

/**
 * Every service's address (host:port) with `offset` added to its port.
 * @param {number} offset e.g. PORT_OFFSET, or a second stack's offset
 * @returns {Record<Service, string>}
 */
export function hostsAt(offset) {
  return /** @type {Record<Service, string>} */ (
    Object.fromEntries(
      Object.entries(BASE_PORTS).map(([name, port]) => [name, `127.0.0.1:${port + offset}`]),
    )
  );
}

/** Emulator addresses (host:port) with PORT_OFFSET applied. */
export const HOSTS = hostsAt(PORT_OFFSET);

export const APP_URL = `http://${HOSTS.hosting}`;

/**
 * Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports",
 * e.g. 6000 for X11): a stack on one would start and never answer. Those within reach of our
 * ports plus an offset.
 */
const BAD_PORTS = new Set([
  2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * Refuses a NOTESEA_PORT_OFFSET that puts any local service on a bad port, naming the port and
 * offsets that work. `extraBasePorts` are the dev services' base ports.
 * @param {number[]} [extraBasePorts]
 * @throws Error with one line to act on
 */
export function assertUsablePorts(extraBasePorts = []) {
  const bases = [...Object.values(BASE_PORTS), ...extraBasePorts];
  const bad = (/** @type {number} */ offset) =>
    bases.map((p) => p + offset).filter((p) => BAD_PORTS.has(p));
  const found = bad(PORT_OFFSET);
  if (!found.length) return;
  const usable = [4000, 5000, 6000, 7000].filter((offset) => !bad(offset).length);
  throw new Error(
    `NOTESEA_PORT_OFFSET=${PORT_OFFSET} puts a service on port ${found.join(', ')}, which browsers and Node's fetch refuse; use one of ${usable.join(', ')}`,
  );
}
