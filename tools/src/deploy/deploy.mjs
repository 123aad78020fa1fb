// `npm run deploy [-- --project <id>]`: builds the function and the web app for the project,
// runs the preflight (preflight.mjs) and, only when it finds nothing, stages the function's
// source with the contract packed into it (stage-functions.mjs), runs
// `firebase deploy --only hosting,functions,firestore,storage,extensions` against that project
// (Firestore rules, indexes and TTL policies; the Trigger Email instance of firebase.json's
// `extensions`), then sets the default bucket's CORS (storage-cors.mjs).
//
// The project is `--project <id or alias>`, else `.firebaserc`'s default (the emulator's
// demo-notesea unless changed: the preflight refuses it).
// `VITE_PARTNER_STREAM_URL` (optional) overrides where the web app streams the Partner from.
import '../require-node.mjs';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../paths.mjs';
import { firebaseBin } from '../stack/patches/firebase-tools.mjs';
import { checkProject, expectedStreamUrl, preflight } from './preflight.mjs';
import { packContract, pointFunctionsAt, stageFunctions } from './stage-functions.mjs';
import {
  applyStorageCors,
  corsDocument,
  firebaseToolsBucketClient,
  readExtraOrigins,
} from './storage-cors.mjs';

export const DEPLOY_TARGETS = 'hosting,functions,firestore,storage,extensions';
/** The deploy's copy of firebase.json (git-ignored; in the root: its paths are relative to it). */
const DEPLOY_CONFIG = path.join(ROOT, 'firebase.deploy.json');
/** The function's source as uploaded (git-ignored; inside the root, see stage-functions.mjs). */
const STAGED_FUNCTIONS = '.deploy/functions';

/**
 * @param {string[]} argv
 * @returns {{ project: string | undefined }}
 */
export function parseArgs(argv) {
  const at = argv.findIndex((arg) => arg === '--project' || arg === '-P');
  const inline = argv.find((arg) => arg.startsWith('--project='));
  return {
    project: inline ? inline.slice('--project='.length) : at >= 0 ? argv[at + 1] : undefined,
  };
}

/**
 * The project id to deploy to: `named` (an id, or an alias `firebase use --add` wrote into
 * `.firebaserc`), else `.firebaserc`'s default. Aliases are resolved here because the preflight
 * and the web build need the id itself (the function's URL contains it).
 * @param {string | undefined} named
 * @param {{ projects?: Record<string, string> }} firebaserc
 * @returns {string | undefined}
 */
export function resolveProject(named, firebaserc) {
  const aliases = firebaserc.projects ?? {};
  if (named) return aliases[named] ?? named;
  return aliases.default;
}

/**
 * The `.firebaserc` aliases of `projectId` (firebase-tools reads `extensions/<id>.env.<alias>`
 * for each, lib/projectUtils.js `getAliases`), `default` included as firebase-tools does.
 * @param {string} projectId
 * @param {{ projects?: Record<string, string> }} firebaserc
 * @returns {string[]}
 */
export function aliasesOf(projectId, firebaserc) {
  return Object.entries(firebaserc.projects ?? {})
    .filter(([, id]) => id === projectId)
    .map(([alias]) => alias);
}

function readFirebaserc() {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Runs a command with inherited output.
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<void>}
 */
function runVisible(cmd, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * The firebase CLI's `--json` answer to a command: its `result`; rejects with the CLI's error.
 * @param {string[]} args
 * @returns {Promise<any>}
 */
function firebaseJson(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [firebaseBin(), ...args, '--json', '--non-interactive'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', () => {});
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const answer = JSON.parse(out);
        if (answer.status === 'success') resolve(answer.result);
        else reject(Object.assign(new Error(answer.error ?? 'firebase failed'), { answer }));
      } catch {
        reject(new Error(`firebase ${args[0]} gave no JSON answer`));
      }
    });
  });
}

/**
 * The real lookups, through the firebase CLI and the login it holds.
 * @param {string} project
 */
export function firebaseLookups(project) {
  return {
    /** @param {string} name */
    hasSecret: async (name) => {
      try {
        const result = await firebaseJson(['functions:secrets:get', name, '--project', project]);
        return (result?.secrets ?? []).some((/** @type {any} */ v) => v.state === 'ENABLED');
      } catch (error) {
        // Secret Manager's 404 is "no such secret"; anything else (no login, no access) is a
        // failure to check, reported as such.
        if (/not.?found|404/i.test(String(/** @type {Error} */ (error).message))) return false;
        throw error;
      }
    },
    listExtensions: async () => (await firebaseJson(['ext:list', '--project', project])) ?? [],
  };
}

/**
 * firebase.json with the CSP's `https://*.cloudfunctions.net` narrowed to the one origin the web
 * app streams from (any cloudfunctions.net function is broader than the page needs).
 * @param {any} config parsed firebase.json
 * @param {string} streamUrl
 */
export function narrowCsp(config, streamUrl) {
  const copy = structuredClone(config);
  const origin = new URL(streamUrl).origin;
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value.replace(
        /(^|\s)https:\/\/\*\.cloudfunctions\.net(?=[\s;]|$)/,
        `$1${origin}`,
      );
    }
  }
  return copy;
}

/**
 * Prints each problem on its own line and fails the command; false when there are none.
 * @param {string[]} problems
 */
function refuse(problems) {
  if (!problems.length) return false;
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error(`Not deployed: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exitCode = 1;
  return true;
}

async function main() {
  const firebaserc = readFirebaserc();
  const project = resolveProject(parseArgs(process.argv.slice(2)).project, firebaserc);
  const override = process.env.VITE_PARTNER_STREAM_URL;
  // Before spending a minute on the builds: the rest of the preflight needs them.
  if (refuse(checkProject(project))) return;
  console.log(`• deploying to ${project}: building…`);
  await runVisible('npm', ['run', 'build', '-w', 'functions']);
  await runVisible('npm', ['run', 'build', '-w', 'web'], {
    ...process.env,
    NODE_ENV: 'production',
    VITE_FIREBASE_PROJECT_ID: project ?? '',
  });

  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const deployConfig = project ? narrowCsp(config, expectedStreamUrl(project, override)) : config;
  const queriesModule = path.join(ROOT, 'functions/lib/lib/composite-queries.js');
  const { COMPOSITE_QUERIES } = await import(pathToFileURL(queriesModule).href);
  console.log('• preflight…');
  const problems = await preflight({
    projectId: project,
    root: ROOT,
    queries: COMPOSITE_QUERIES,
    firebaseConfig: deployConfig,
    streamUrlOverride: override,
    aliases: aliasesOf(project ?? '', firebaserc),
    note: (line) => console.log(`• ${line}`),
    lookups: firebaseLookups(project ?? ''),
  });
  if (refuse(problems)) return;
  // Valid: the preflight refuses EXTRA_APP_ORIGINS that are not origins.
  const cors = corsDocument(
    /** @type {string} */ (project),
    readExtraOrigins(path.join(ROOT, 'functions'), /** @type {string} */ (project)),
  );
  console.log('• preflight passed');
  const stagedDir = path.join(ROOT, STAGED_FUNCTIONS);
  const { tarball } = await stageFunctions({
    functionsDir: path.join(ROOT, 'functions'),
    outDir: stagedDir,
    pack: (destDir) => packContract(ROOT, destDir),
  });
  console.log(`• function staged in ${STAGED_FUNCTIONS} with ${tarball}`);
  writeFileSync(
    DEPLOY_CONFIG,
    JSON.stringify(pointFunctionsAt(deployConfig, STAGED_FUNCTIONS), null, 2),
  );
  try {
    await runVisible(process.execPath, [
      firebaseBin(),
      'deploy',
      '--only',
      DEPLOY_TARGETS,
      '--project',
      /** @type {string} */ (project),
      '--config',
      DEPLOY_CONFIG,
    ]);
  } finally {
    rmSync(DEPLOY_CONFIG, { force: true });
    rmSync(stagedDir, { recursive: true, force: true });
  }
  // After the deploy: on a first deploy the bucket may only now be set up for Firebase.
  try {
    const client = await firebaseToolsBucketClient(/** @type {string} */ (project), ROOT);
    const bucket = await applyStorageCors(/** @type {string} */ (project), cors, client);
    console.log(`• CORS of gs://${bucket}: GET from ${cors[0]?.origin.join(', ')}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `✗ Deployed, but the bucket's CORS was not set (the reader cannot fetch PDFs): ${reason}. Run npm run deploy again.`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
