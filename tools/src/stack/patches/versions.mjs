// The one gate in front of every use of another package's private internals (file paths under
// lib/ or dist/, underscore fields, handler maps): light mode reaches into firebase-tools,
// @firestore-emulator/server and its @grpc/grpc-js, which may change any of these in a patch
// release. Each patch loads its package through here, so a version it was not written for stops
// the stack with one clear line instead of a wrong result or a TypeError deep inside a start-up.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/**
 * semver ships no types of its own; the two calls used here, typed.
 * @type {{ valid(version: string): string | null, satisfies(version: string, range: string): boolean }}
 */
const semver = require('semver');

/**
 * The versions each patched package was read and tested at (semver ranges). Widen a range only
 * after checking every patch that names the package against the new version's source.
 */
export const PATCHED_RANGES = {
  /** patches/firebase-tools.mjs: lib/bin, lib/emulator/registry.js, StorageEmulator fields */
  'firebase-tools': '~15.34.2',
  /** patches/firestore-emulator.mjs: FirestoreServer#server, #state, the proto bundle's Write */
  '@firestore-emulator/server': '0.3.15',
  /** patches/firestore-emulator.mjs: Server#handlers (a private Map) of the server's own copy */
  '@grpc/grpc-js': '^1.14.0',
};

/**
 * Throws unless `version` of `name` lies in the range its patch was written for.
 * @param {string} name package name, e.g. `firebase-tools`
 * @param {string} version the installed version, e.g. `15.34.2`
 * @param {string} range semver range, e.g. `~15.34.2`
 * @param {string} patch the file holding the patch, named in the message
 * @throws Error naming the package, both versions, the patch and what to do
 */
export function assertPatchedVersion(name, version, range, patch) {
  if (semver.valid(version) && semver.satisfies(version, range)) return;
  throw new Error(
    `Light mode patches private internals of ${name} written for ${range}, but ${name}@${version} is installed. ` +
      `Check ${patch} against that version's source and widen PATCHED_RANGES in tools/src/stack/patches/versions.mjs, ` +
      `or reinstall the pinned version (npm ci).`,
  );
}

/**
 * Loads a package for a patch after checking its installed version (PATCHED_RANGES).
 * @param {keyof typeof PATCHED_RANGES} name
 * @param {{ patch: string, from?: string }} options `patch`: the patch file, for the message;
 *   `from`: the directory to resolve the package from (default: this folder), e.g. another
 *   package's directory to get the copy that package loads
 * @returns {{ dir: string, version: string, require: NodeJS.Require }} the package's root
 *   directory, its version, and a `require` that resolves from inside the package (for its
 *   private files and its own dependencies)
 * @throws Error when the package is missing or its version is outside the range
 */
export function loadPatched(name, { patch, from = import.meta.dirname }) {
  const local = createRequire(path.join(from, 'noop.js'));
  const dir = packageRoot(local.resolve(name), name);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assertPatchedVersion(name, version, PATCHED_RANGES[name], patch);
  return { dir, version, require: createRequire(path.join(dir, 'package.json')) };
}

/**
 * The directory of the package.json named `name` above `entry` (packages without an
 * `exports` entry for package.json cannot be asked for it directly).
 * @param {string} entry a resolved file inside the package
 * @param {string} name
 * @returns {string}
 */
function packageRoot(entry, name) {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) {
      return dir;
    }
  }
  throw new Error(`No package.json named ${name} above ${entry}`);
}
