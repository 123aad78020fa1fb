// Local data that survives a restart of `npm start` (docs/architecture.md §8, §11): the emulators' data is
// saved into a folder (`.runtime/data/` by default) when the stack stops and loaded from it when
// the stack starts. Only `npm start` asks for this; `npm test` never does, so it always starts
// clean and never touches the folder.
//
// Layout of a saved folder (every part written into `<dir>.tmp-<pid>/` first; `snapshot.json` is
// written last, so a folder without it is an interrupted save and is never loaded):
//
//   firebase/          the Emulator Hub's export (firebase-export-metadata.json + auth_export/;
//                      in official mode also firestore_export/ and storage_export/), loaded with
//                      `firebase emulators:start --import`
//   firestore.ndjson   light mode: every document of the in-process Firestore substitute
//   storage/           light mode: the in-process Storage emulator's own export format
//   snapshot.json      { format, mode, savedAt, documents?, objects? }: written last
//
// The swap after a save is two renames (old → `<dir>.old-<pid>-<time>`, tmp → `<dir>`), each
// atomic; a kill between them leaves a complete leftover that the next start promotes.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HOSTS, ROOT } from '../paths.mjs';
import { v1WriteClass } from './patches/firestore-emulator.mjs';

const FORMAT = 1;
const MARKER = 'snapshot.json';
const HUB_EXPORT_TIMEOUT_MS = 60_000;

/**
 * @typedef {{ format: number, mode: 'official' | 'light', savedAt: string,
 *   documents?: number, objects?: number }} Snapshot what `snapshot.json` holds
 * @typedef {import('@firestore-emulator/server').FirestoreState} FirestoreState
 * @typedef {{ export(dir: string, options: { initiatedBy: string }): Promise<void>,
 *   import(dir: string, options: { initiatedBy: string }): void,
 *   listBuckets(): Promise<unknown[]> }} StorageLayer firebase-tools' `StorageLayer`
 *   (lib/emulator/storage/files.js)
 * @typedef {{ firestore: { state: FirestoreState },
 *   storage: { storageLayer: StorageLayer } }} LightServices
 *   what startLightFirestore / startLightStorage return (light-services.mjs)
 * @typedef {object} StackData
 * @property {Snapshot | undefined} loaded the saved snapshot being loaded by this start, or
 *   undefined when there is none for this mode (first run, after `--fresh`, or a mode change):
 *   the stack then seeds.
 * @property {string[]} firebaseArgs extra `firebase emulators:start` arguments (`--import …`).
 * @property {(services: LightServices) => Promise<void>} restoreLight light mode: loads the
 *   snapshot's Firestore documents and Storage objects into the in-process substitutes (call it
 *   before the functions emulator starts, so nothing reacts to them) and remembers the services
 *   for save(). Throws when the saved files cannot be read.
 * @property {() => Promise<void>} save writes a new snapshot and swaps it in; call it while every
 *   emulator still runs. Never throws: on failure it logs and the previous snapshot stays.
 */

/**
 * Opens the data folder for one stack start: finishes or discards what an interrupted save left
 * behind, and reads the snapshot to load, if any.
 * @param {string} dataDir absolute folder, e.g. `<root>/.runtime/data`
 * @param {{ mode: 'official' | 'light', log?: (line: string) => void }} options
 * @returns {StackData}
 */
export function openStackData(dataDir, { mode, log = () => {} }) {
  const shown = displayPath(dataDir);
  const saved = recover(dataDir, log);
  /** @type {Snapshot | undefined} */
  let loaded = saved;
  if (saved && saved.mode !== mode) {
    // Each mode's Firestore/Storage formats are its own (the official emulators cannot read the
    // substitutes' files and vice versa).
    log(
      `! ${shown} was saved in ${saved.mode} mode and cannot be loaded in ${mode} mode: starting empty (it is replaced when this stack stops)`,
    );
    loaded = undefined;
  }
  /** @type {LightServices | undefined} */
  let light;

  return {
    loaded,
    firebaseArgs: loaded ? ['--import', path.join(dataDir, 'firebase')] : [],

    async restoreLight(services) {
      light = services;
      if (!loaded) return;
      try {
        await importFirestore(services.firestore.state, path.join(dataDir, 'firestore.ndjson'));
        services.storage.storageLayer.import(path.join(dataDir, 'storage'), {
          initiatedBy: 'start',
        });
      } catch (error) {
        throw new Error(
          `Could not load the saved data in ${shown} (${message(error)}); \`npm start -- --fresh\` discards it`,
        );
      }
    },

    async save() {
      const started = Date.now();
      const tmp = `${dataDir}.tmp-${process.pid}`;
      try {
        rmSync(tmp, { recursive: true, force: true });
        mkdirSync(tmp, { recursive: true });
        /** @type {Snapshot} */
        const snapshot = { format: FORMAT, mode, savedAt: new Date().toISOString() };
        // Auth in light mode; every emulator firebase-tools runs in official mode. The official
        // path (Firestore and Storage through the hub, loaded by --import) is not verified here:
        // it needs Java 21.
        await hubExport(path.join(tmp, 'firebase'), mode === 'light' ? ['auth'] : undefined);
        if (mode === 'light') {
          if (!light) throw new Error('the light services were never attached');
          snapshot.documents = await exportFirestore(
            light.firestore.state,
            path.join(tmp, 'firestore.ndjson'),
          );
          const storageDir = path.join(tmp, 'storage');
          mkdirSync(storageDir);
          await light.storage.storageLayer.export(storageDir, { initiatedBy: 'exit' });
          snapshot.objects = countFiles(path.join(storageDir, 'metadata'));
        }
        writeFileSync(path.join(tmp, MARKER), JSON.stringify(snapshot, null, 2));
        swapIn(tmp, dataDir);
        const what =
          mode === 'light' ? ` (${snapshot.documents} documents, ${snapshot.objects} files)` : '';
        log(`• saved local data to ${shown}${what} in ${seconds(started)} s`);
      } catch (error) {
        rmSync(tmp, { recursive: true, force: true });
        log(`! could not save local data (${message(error)}); ${shown} keeps the previous save`);
      }
    },
  };
}

/**
 * Deletes saved data (`npm start -- --fresh`), including leftovers of interrupted saves by
 * processes that are gone.
 * @param {string} dataDir
 */
export function discardStackData(dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  for (const leftover of leftovers(dataDir)) {
    if (!isAlive(leftover.pid)) rmSync(leftover.path, { recursive: true, force: true });
  }
}

/**
 * Makes `dataDir` the latest complete snapshot and removes leftovers of finished processes.
 * A save killed after writing its marker but between its two renames left a complete
 * `.tmp-`/`.old-` folder and no `dataDir`: the newest complete one is promoted.
 * @param {string} dataDir
 * @param {(line: string) => void} log
 * @returns {Snapshot | undefined} the snapshot in `dataDir`, if complete
 */
function recover(dataDir, log) {
  // A leftover of a live process is another launcher saving right now: not ours to touch.
  const dead = leftovers(dataDir).filter((l) => !isAlive(l.pid));
  if (!readMarker(dataDir)) {
    const newest = dead
      .map((l) => ({ ...l, snapshot: readMarker(l.path) }))
      .filter((l) => l.snapshot)
      .sort((a, b) => (b.snapshot?.savedAt ?? '').localeCompare(a.snapshot?.savedAt ?? ''))[0];
    if (newest) {
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(newest.path, dataDir);
      log(`• finished an interrupted save of local data (${path.basename(newest.path)})`);
    } else if (existsSync(dataDir)) {
      log(`! ${displayPath(dataDir)} is incomplete (no ${MARKER}) and is ignored`);
    }
  }
  for (const leftover of dead) rmSync(leftover.path, { recursive: true, force: true });
  return readMarker(dataDir);
}

/**
 * `<dataDir>.tmp-<pid>` and `<dataDir>.old-<pid>-<time>` folders beside `dataDir`.
 * @param {string} dataDir
 * @returns {Array<{ path: string, pid: number }>}
 */
function leftovers(dataDir) {
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  if (!existsSync(parent)) return [];
  return readdirSync(parent).flatMap((name) => {
    const match = /^\.(?:tmp|old)-(\d+)/.exec(name.slice(base.length));
    return name.startsWith(base) && match
      ? [{ path: path.join(parent, name), pid: Number(match[1]) }]
      : [];
  });
}

/** @param {number} pid */
function isAlive(pid) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * @param {string} dir
 * @returns {Snapshot | undefined} the folder's marker when it is a complete snapshot we can read
 */
function readMarker(dir) {
  try {
    const snapshot = JSON.parse(readFileSync(path.join(dir, MARKER), 'utf8'));
    return snapshot.format === FORMAT ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Replaces `dataDir` with the complete snapshot in `tmp`.
 * @param {string} tmp
 * @param {string} dataDir
 */
function swapIn(tmp, dataDir) {
  const old = `${dataDir}.old-${process.pid}-${Date.now()}`;
  if (existsSync(dataDir)) renameSync(dataDir, old);
  renameSync(tmp, dataDir);
  rmSync(old, { recursive: true, force: true });
}

/**
 * Asks the Emulator Hub of the running `firebase emulators:start` to export its emulators into
 * `dir` (firebase-tools' lib/emulator/hub.js and hubExport.js; the same code `--export-on-exit`
 * runs, but called while the launcher decides when and where, so the save is atomic and covers
 * the light substitutes too).
 * @param {string} dir must not exist yet; its parent must
 * @param {string[] | undefined} targets emulator names, or undefined for every one that runs
 * @throws Error when the hub does not answer or the export fails
 */
async function hubExport(dir, targets) {
  const res = await fetch(`http://${HOSTS.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'notesea-launcher', targets }),
    signal: AbortSignal.timeout(HUB_EXPORT_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`hub export: ${res.status} ${await res.text()}`);
}

// --- the Firestore substitute's documents ------------------------------------------------------

/**
 * Writes every existing document (subcollections included, e.g. `users/{uid}/tasks/{id}`) as one
 * JSON line: the Firestore v1 `Document` object (`name`, `fields` as typed values, `create_time`,
 * `update_time`), with bytes and non-finite doubles encoded so JSON keeps them exact.
 * @param {FirestoreState} state the substitute's in-memory state (`FirestoreServer#state`)
 * @param {string} file
 * @returns {Promise<number>} documents written
 */
export async function exportFirestore(state, file) {
  const lines = [];
  for (const name of documentNames(state.toJSON())) {
    const document = state.getDocument(name);
    if (!document.metadata.hasExist) continue;
    lines.push(JSON.stringify(document.toV1DocumentObject(), encodeValue));
  }
  await writeFile(file, lines.map((line) => `${line}\n`).join(''));
  return lines.length;
}

/**
 * Loads documents written by exportFirestore into an empty state, through the substitute's own
 * write path (`writeV1Document`, what a Commit runs: its field classes live inside its bundle,
 * so only it can build fields its queries compare equal), then restores each document's saved
 * create and update times. Events are muted meanwhile: a listener such as light-mode trigger
 * delivery must not see loaded data as new writes.
 * @param {FirestoreState} state
 * @param {string} file
 * @returns {Promise<number>} documents loaded
 * @throws Error when a line is not a document this format writes
 */
export async function importFirestore(state, file) {
  const v1Write = v1WriteClass();
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  const emit = state.emitter.emit;
  state.emitter.emit = () => false;
  try {
    for (const line of lines) {
      const saved = JSON.parse(line, decodeValue);
      const createdAt = dateOf(saved.create_time);
      state.writeV1Document(
        createdAt,
        /** @type {any} */ (
          v1Write.fromObject({ update: { name: saved.name, fields: saved.fields } })
        ),
      );
      state.getDocument(saved.name).metadata = {
        hasExist: true,
        createdAt,
        updatedAt: dateOf(saved.update_time),
      };
    }
  } finally {
    state.emitter.emit = emit;
  }
  return lines.length;
}

/**
 * Full names (`projects/p/databases/d/documents/c/id[/c/id…]`) of every document node in the
 * state's public JSON view, including parents that only hold subcollections.
 * @param {{ projects: Record<string, { databases: Record<string, { collections: Record<string,
 *   JsonCollection> }> }> }} json `FirestoreState#toJSON()`
 * @returns {Generator<string>}
 * @typedef {{ documents: Record<string, { path: string, collections: Record<string,
 *   JsonCollection> }> }} JsonCollection
 */
function* documentNames(json) {
  /** @param {JsonCollection} collection @returns {Generator<string>} */
  function* walk(collection) {
    for (const document of Object.values(collection.documents)) {
      yield document.path;
      for (const sub of Object.values(document.collections)) yield* walk(sub);
    }
  }
  for (const project of Object.values(json.projects)) {
    for (const database of Object.values(project.databases)) {
      for (const collection of Object.values(database.collections)) yield* walk(collection);
    }
  }
}

/**
 * JSON.stringify replacer: bytes become `{ $bytes: base64 }` (checked on the holder because a
 * Buffer's own toJSON runs first), and NaN, ±Infinity and -0, which JSON cannot hold, become
 * `{ $number: 'NaN' }` and so on. Typed values are objects keyed `*_value`, so these markers never
 * clash with saved data.
 * @this {Record<string, unknown>}
 * @param {string} key
 * @param {unknown} value
 */
function encodeValue(key, value) {
  const raw = this[key];
  if (raw instanceof Uint8Array) return { $bytes: Buffer.from(raw).toString('base64') };
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) {
    return { $number: Object.is(value, -0) ? '-0' : String(value) };
  }
  return value;
}

/**
 * JSON.parse reviver undoing encodeValue.
 * @param {string} _key
 * @param {any} value
 */
function decodeValue(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && typeof value.$bytes === 'string') {
      return new Uint8Array(Buffer.from(value.$bytes, 'base64'));
    }
    if (keys.length === 1 && typeof value.$number === 'string') return Number(value.$number);
  }
  return value;
}

/** @param {{ seconds?: number, nanos?: number } | undefined} timestamp */
function dateOf(timestamp) {
  return new Date((timestamp?.seconds ?? 0) * 1000 + Math.floor((timestamp?.nanos ?? 0) / 1e6));
}

// --- small helpers -----------------------------------------------------------------------------

/** @param {string} dir */
function countFiles(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

/** @param {string} dir shown relative to the repository when inside it */
export function displayPath(dir) {
  const relative = path.relative(ROOT, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/** @param {number} since */
function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** @param {unknown} error */
function message(error) {
  return error instanceof Error ? error.message : String(error);
}
