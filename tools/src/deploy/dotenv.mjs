// The dotenv files the deploy reads: functions/.env.<project> (the function's parameters) and
// extensions/<instance>.env[.<project>] (an extension instance's parameters).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The `KEY=value` lines of a dotenv file. Keys may hold dots and slashes, as firebase-tools'
 * parser allows (lib/functions/env.js `LINE_RE`) for extension system params such as
 * `firebaseextensions.v1beta.function/location`; `#` starts a comment; one pair of matching quotes
 * around a value is dropped. No variable expansion (`${param:…}` stays as written).
 * @param {string} text a dotenv file
 * @returns {Record<string, string>}
 */
export function parseDotenv(text) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match =
      /^\s*(?:export\s+)?([\w./]+)\s*=\s*("(?:\\"|[^"])*"|'(?:\\'|[^'])*'|[^#\r\n]*?)\s*(?:#.*)?$/.exec(
        line,
      );
    if (!match) continue;
    values[match[1] ?? ''] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
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
