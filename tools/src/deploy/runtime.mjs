// The Cloud Functions runtime firebase.json declares, against firebase-tools' own table of runtime
// lifecycles: a deploy must not start on a runtime that is gone or about to go.
import { createRequire } from 'node:module';

/**
 * Where the installed firebase-tools keeps its runtime table (`RUNTIMES`: runtime id → friendly
 * name, status, deprecation and decommission dates). Private to firebase-tools: read, never copied,
 * so a `npm ci` of a newer firebase-tools brings newer dates with it.
 */
export const RUNTIME_TABLE_MODULE =
  'firebase-tools/lib/deploy/functions/runtimes/supported/types.js';

/** A runtime must stay undeprecated at least this long after a deploy, days. */
export const DEPRECATION_MARGIN_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ friendly?: string, status?: string, deprecationDate: string,
 *   decommissionDate: string }} RuntimeLifecycle dates as `YYYY-MM-DD` (UTC midnight)
 * @typedef {Record<string, RuntimeLifecycle>} RuntimeTable
 */

/**
 * The installed firebase-tools' runtime table, resolved from this folder as Node resolves
 * packages (the root node_modules for this workspace).
 * @param {string} [specifier] the module to read; tests pass a missing one
 * @returns {RuntimeTable}
 * @throws Error naming the module when it cannot be found or holds no table of dated runtimes
 *   (a firebase-tools that moved or reshaped it: read its source before changing the specifier)
 */
export function loadRuntimeTable(specifier = RUNTIME_TABLE_MODULE) {
  const require = createRequire(import.meta.url);
  /** @type {unknown} */
  let table;
  try {
    table = require(specifier).RUNTIMES;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`Cannot read the runtime table of firebase-tools (${specifier}): ${reason}`);
  }
  const entries = table && typeof table === 'object' ? Object.values(table) : [];
  const dated = (/** @type {any} */ e) =>
    typeof e?.deprecationDate === 'string' && typeof e?.decommissionDate === 'string';
  if (!entries.length || !entries.every(dated)) {
    throw new Error(
      `firebase-tools' ${specifier} exports no RUNTIMES table with deprecation and decommission dates.`,
    );
  }
  return /** @type {RuntimeTable} */ (table);
}

/**
 * @typedef {{ functions?: { runtime?: string, codebase?: string, source?: string }
 *   | { runtime?: string, codebase?: string, source?: string }[] }} FunctionsConfig
 *   firebase.json's `functions` (one codebase as an object, or a list of codebases)
 */

/**
 * Every functions codebase's runtime must be in the table, not decommissioned, and not deprecated
 * within `DEPRECATION_MARGIN_DAYS` of `now`. (firebase-tools itself only refuses a decommissioned
 * runtime and warns 90 days before deprecation, lib/deploy/functions/runtimes/supported/index.js
 * `guardVersionSupport`; a deploy here must leave half a year to upgrade.)
 * @param {FunctionsConfig} config the firebase.json about to be deployed
 * @param {() => RuntimeTable} loadTable loadRuntimeTable, or a fake
 * @param {Date} now
 * @returns {string[]} one problem per codebase, or one when the table cannot be read
 */
export function checkRuntime(config, loadTable, now) {
  const codebases = [config.functions ?? []].flat();
  if (!codebases.length) return [];
  /** @type {RuntimeTable} */
  let table;
  try {
    table = loadTable();
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems = [];
  for (const codebase of codebases) {
    const name = codebase.codebase ?? 'default';
    const runtime = codebase.runtime;
    const where = `firebase.json's functions codebase "${name}"`;
    const entry = runtime ? table[runtime] : undefined;
    if (!runtime || !entry) {
      problems.push(
        `${where} declares runtime "${runtime ?? ''}", which the installed firebase-tools does not know: use one of ${Object.keys(table).join(', ')}.`,
      );
      continue;
    }
    const label = entry.friendly ?? runtime;
    const deprecation = Date.parse(entry.deprecationDate);
    const decommission = Date.parse(entry.decommissionDate);
    if (now.getTime() >= decommission) {
      problems.push(
        `${where} runs ${runtime} (${label}), decommissioned on ${entry.decommissionDate}: upgrade the runtime.`,
      );
    } else if (now.getTime() >= deprecation - DEPRECATION_MARGIN_DAYS * DAY_MS) {
      const tense = now.getTime() >= deprecation ? 'was deprecated' : 'will be deprecated';
      problems.push(
        `${where} runs ${runtime} (${label}), which ${tense} on ${entry.deprecationDate} (less than ${DEPRECATION_MARGIN_DAYS} days from now): upgrade the runtime.`,
      );
    }
  }
  return problems;
}
