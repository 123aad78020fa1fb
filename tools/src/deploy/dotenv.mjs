// The dotenv files the deploy reads: functions/.env.<project> (the function's parameters) and
// extensions/<instance>.env[.<project>] (an extension instance's parameters).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * firebase-tools' own dotenv parser (lib/functions/env.js), the one its deploy runs on
 * `functions/.env.<project>` and on extension params files: keys with dots and slashes
 * (`firebaseextensions.v1beta.function/location`), quotes, comments, no `${param:…}` expansion.
 * Required alone: the CLI's entry point pulls in most of firebase-tools.
 * @type {{ parse(text: string): { envs: Record<string, string>, errors: string[] } }}
 */
const firebaseEnv = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js');

/**
 * The `KEY=value` lines of a dotenv file, read as `firebase deploy` reads them; lines it cannot
 * parse are left out (as firebase-tools reports and skips them).
 * @param {string} text a dotenv file
 * @returns {Record<string, string>}
 */
export function parseDotenv(text) {
  return firebaseEnv.parse(text).envs;
}

/**
 * Reads `names` from `dir` in order, later files overriding earlier ones; missing files are
 * skipped.
 * @param {string} dir
 * @param {string[]} names file names, e.g. `['x.env', 'x.env.my-project']`
 * @returns {{ values: Record<string, string>, read: string[] }} the merged values and the names
 *   of the files that existed
 */
export function readDotenvLayers(dir, names) {
  /** @type {Record<string, string>} */
  const values = {};
  const read = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    Object.assign(values, parseDotenv(readFileSync(file, 'utf8')));
    read.push(name);
  }
  return { values, read };
}
