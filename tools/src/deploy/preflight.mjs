// `npm run deploy`'s preflight: what must be true of the project and of the build before
// `firebase deploy` runs. Each check returns problems, one line each; an empty list means go.
// Everything that talks to Firebase is passed in (`lookups`), so the checks are unit-tested with
// fakes and fixture folders (preflight.test.mjs) and never reach a real project there.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseDotenv } from './dotenv.mjs';
import { checkMailManifest } from './mail-extension.mjs';
import { checkIndexes, checkTtl } from './indexes.mjs';
import { checkRuntime, loadRuntimeTable } from './runtime.mjs';
import { checkCorsOrigins } from './storage-cors.mjs';

export { checkIndexes, checkTtl, indexServes } from './indexes.mjs';

/** Secrets the `api` function is bound to (functions/src/config.ts `ALL_SECRETS`). */
export const FUNCTION_SECRETS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'GEMINI_API_KEY',
];

/** The placeholder `WEB_API_KEY` defaults to (functions/src/integrations/identity-toolkit.ts). */
export const EMULATOR_WEB_API_KEY = 'notesea-emulator-web-api-key';

/** Region of the `api` function (functions/src/index.ts). */
export const FUNCTION_REGION = 'asia-south1';

/**
 * The stream URL a production web build must contain (web/src/config/partner-stream.ts
 * `buildPartnerStream`): `VITE_PARTNER_STREAM_URL` when set, else the function's own URL.
 * @param {string} projectId
 * @param {string | undefined} [override] VITE_PARTNER_STREAM_URL
 */
export function expectedStreamUrl(projectId, override) {
  return (
    override?.trim() ||
    `https://${FUNCTION_REGION}-${projectId}.cloudfunctions.net/api/chatbot/stream`
  );
}

/**
 * @param {string | undefined} projectId
 * @returns {string[]}
 */
export function checkProject(projectId) {
  if (!projectId) {
    return ['No Firebase project: name one with --project <id> or `npx firebase use --add`.'];
  }
  if (projectId.startsWith('demo-')) {
    return [
      `Project "${projectId}" is a demo project (emulator only): deploy with --project <your real project id>.`,
    ];
  }
  return [];
}

/**
 * @typedef {(name: string) => Promise<boolean>} SecretLookup
 *   true when Secret Manager holds the secret with at least one enabled version; rejects when it
 *   cannot tell (no access, API disabled).
 */

/**
 * Every function secret must exist in Secret Manager.
 * @param {string} projectId
 * @param {SecretLookup} hasSecret
 * @returns {Promise<string[]>}
 */
export async function checkSecrets(projectId, hasSecret) {
  const problems = [];
  for (const name of FUNCTION_SECRETS) {
    problems.push(...(await secretProblem(projectId, name, hasSecret, 'the api function')));
  }
  return problems;
}

/**
 * @param {string} projectId
 * @param {string} name
 * @param {SecretLookup} hasSecret
 * @param {string} neededBy
 * @returns {Promise<string[]>}
 */
async function secretProblem(projectId, name, hasSecret, neededBy) {
  try {
    if (await hasSecret(name)) return [];
    return [
      `Secret ${name} (needed by ${neededBy}) is missing in Secret Manager: npx firebase functions:secrets:set ${name} --project ${projectId}`,
    ];
  } catch (error) {
    return [`Could not check secret ${name}: ${firstLine(error)}`];
  }
}

/**
 * `WEB_API_KEY` (the project's public Web API key, a plain parameter) must be set for the project
 * in `functions/.env.<projectId>` or `functions/.env`, and not be the emulator placeholder: the
 * function refuses to check passwords without it.
 * @param {string} projectId
 * @param {string} functionsDir
 * @returns {string[]}
 */
export function checkWebApiKey(projectId, functionsDir) {
  for (const file of [`.env.${projectId}`, '.env']) {
    const full = path.join(functionsDir, file);
    if (!existsSync(full)) continue;
    const value = parseDotenv(readFileSync(full, 'utf8')).WEB_API_KEY;
    if (value === undefined) continue;
    if (!value || value === EMULATOR_WEB_API_KEY) {
      return [`WEB_API_KEY in functions/${file} is empty or the emulator placeholder.`];
    }
    return [];
  }
  return [
    `WEB_API_KEY is not set: add WEB_API_KEY=<the Web API key from Project settings> to functions/.env.${projectId}`,
  ];
}

/**
 * An emulator address in a bundle: a loopback host WITH a port (libraries use a bare
 * `http://localhost` as a dummy URL base: react-router does), or the emulator's stream path.
 */
const EMULATOR_ADDRESS =
  /\bhttps?:\/\/(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]):\d+|\/demo-[a-z0-9-]+\/[a-z0-9-]+\/api\b/g;

/**
 * The web build about to be hosted: it exists, none of its JavaScript points the API or the
 * stream at the emulator, and it streams from `streamUrl` (built for this project).
 * @param {string} distDir web/dist
 * @param {string} streamUrl expectedStreamUrl(project, VITE_PARTNER_STREAM_URL)
 * @returns {string[]}
 */
export function checkWebBuild(distDir, streamUrl) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    return [`No web build in ${distDir}: run npm run build first.`];
  }
  const problems = [];
  let containsStream = false;
  for (const file of jsFiles(distDir)) {
    const text = readFileSync(file, 'utf8');
    const found = [...new Set(text.match(EMULATOR_ADDRESS) ?? [])];
    if (found.length) {
      problems.push(
        `The web build points at the emulator (${found.join(', ')} in ${path.relative(distDir, file)}): rebuild for the project (npm run deploy builds it).`,
      );
    }
    // A whole string literal, in whichever quotes the minifier chose.
    if (['"', "'", '`'].some((q) => text.includes(`${q}${streamUrl}${q}`))) containsStream = true;
  }
  if (!containsStream) {
    problems.push(
      `The web build does not stream the Partner from ${streamUrl}: it was built for another project or without VITE_FIREBASE_PROJECT_ID.`,
    );
  }
  return problems;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The Hosting CSP must let the page connect to the stream's origin (connect-src, exact or
 * `https://*.<domain>` wildcard).
 * @param {{ hosting?: { headers?: { headers: { key: string, value: string }[] }[] } }} config
 *   the firebase.json about to be deployed
 * @param {string} streamUrl
 * @returns {string[]}
 */
export function checkCsp(config, streamUrl) {
  const { origin, protocol, host } = new URL(streamUrl);
  const policies = (config.hosting?.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => header.value);
  const allowed = policies.some((policy) => {
    const directive = policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src');
    return (directive ?? []).slice(1).some((source) => {
      if (source === origin) return true;
      const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(source);
      return wildcard !== null && wildcard[1] === protocol && host.endsWith(`.${wildcard[2]}`);
    });
  });
  return allowed
    ? []
    : [`The Hosting CSP's connect-src does not allow ${origin}, where the Partner streams from.`];
}

/**
 * @typedef {{
 *   projectId: string | undefined,
 *   root: string,
 *   queries: readonly import('./indexes.mjs').CompositeQuery[],
 *   firebaseConfig: Parameters<typeof checkCsp>[0] & import('./runtime.mjs').FunctionsConfig
 *     & { extensions?: Record<string, string> },
 *   streamUrlOverride?: string,
 *   aliases?: string[],
 *   now?: Date,
 *   loadRuntimeTable?: typeof loadRuntimeTable,
 *   note?: (line: string) => void,
 *   lookups: { hasSecret: SecretLookup,
 *     listExtensions: () => Promise<import('./mail-extension.mjs').ExtensionInstance[]> },
 * }} PreflightOptions
 *   `root` is the repository (web/dist, functions/, extensions/, firestore.indexes.json under
 *   it); `aliases`: the project's .firebaserc aliases (their extension params files count);
 *   `now` (default: the clock) and `loadRuntimeTable` (default: the installed firebase-tools')
 *   are for tests; `note` hears what is no problem but worth saying (a secret the deploy creates)
 */

/**
 * Every check; a demo or missing project stops before anything asks Firebase.
 * @param {PreflightOptions} options
 * @returns {Promise<string[]>} problems, one line each; empty when the deploy may go on
 */
export async function preflight(options) {
  const { projectId, root, lookups, firebaseConfig } = options;
  const projectProblems = checkProject(projectId);
  if (projectProblems.length || !projectId) return projectProblems;
  const streamUrl = expectedStreamUrl(projectId, options.streamUrlOverride);
  const indexes = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8'));
  return [
    ...checkRuntime(
      firebaseConfig,
      options.loadRuntimeTable ?? loadRuntimeTable,
      options.now ?? new Date(),
    ),
    ...(await checkSecrets(projectId, lookups.hasSecret)),
    ...(await checkMailManifest({
      projectId,
      root,
      aliases: options.aliases,
      extensions: firebaseConfig.extensions,
      hasSecret: lookups.hasSecret,
      listExtensions: lookups.listExtensions,
      note: options.note,
    })),
    ...checkWebApiKey(projectId, path.join(root, 'functions')),
    ...checkCorsOrigins(projectId, path.join(root, 'functions')),
    ...checkWebBuild(path.join(root, 'web', 'dist'), streamUrl),
    ...checkCsp(firebaseConfig, streamUrl),
    ...checkIndexes(options.queries, indexes),
    ...checkTtl(indexes),
  ];
}

/** @param {unknown} error */
function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n')[0] ?? '';
}
