// The default Storage bucket's CORS, set by `npm run deploy`: the in-app reader (pdf.js) fetches
// note PDFs from firebasestorage.googleapis.com, which the browser allows only for the origins the
// bucket names. The same origins as the Partner's stream (functions/src/lib/cors.ts
// `partnerStreamOrigins`): the Hosting domains and EXTRA_APP_ORIGINS.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readDotenvLayers } from './dotenv.mjs';

/** How long a browser may cache the answer to a preflight, s. */
export const CORS_MAX_AGE_SECONDS = 3600;

/**
 * @typedef {{ origin: string[], method: string[], maxAgeSeconds: number }} CorsRule
 *   one entry of a bucket's `cors` (Cloud Storage JSON API, buckets resource)
 */

/**
 * The bucket's CORS document: GET from the project's Hosting origins
 * (`https://<id>.web.app`, `https://<id>.firebaseapp.com`) and every origin in `extraOrigins`
 * (comma-separated, trailing slashes dropped, duplicates once), cached for an hour.
 * @param {string} projectId
 * @param {string} [extraOrigins] EXTRA_APP_ORIGINS, e.g. `https://notesea.in,https://www.notesea.in`
 * @returns {CorsRule[]}
 * @throws Error when an extra origin is not an `http(s)://host[:port]` origin (a path or a typo
 *   would silently allow nothing)
 */
export function corsDocument(projectId, extraOrigins = '') {
  const origins = new Set([`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`]);
  for (const listed of extraOrigins.split(',')) {
    const origin = listed.trim().replace(/\/+$/, '');
    if (!origin) continue;
    if (!/^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(origin)) {
      throw new Error(
        `EXTRA_APP_ORIGINS holds "${origin}", which is not an origin (https://host).`,
      );
    }
    origins.add(origin);
  }
  return [{ origin: [...origins], method: ['GET'], maxAgeSeconds: CORS_MAX_AGE_SECONDS }];
}

/**
 * EXTRA_APP_ORIGINS as the deployed function reads it: `functions/.env`, then
 * `functions/.env.<projectId>` over it (firebase-tools' order for a function's dotenv files).
 * @param {string} functionsDir
 * @param {string} projectId
 * @returns {string} '' when unset
 */
export function readExtraOrigins(functionsDir, projectId) {
  return (
    readDotenvLayers(functionsDir, ['.env', `.env.${projectId}`]).values.EXTRA_APP_ORIGINS ?? ''
  );
}

/**
 * The preflight's view: EXTRA_APP_ORIGINS (functions/.env[.<projectId>]) must be a list of
 * origins, or the bucket's CORS could not be built after the deploy.
 * @param {string} projectId
 * @param {string} functionsDir
 * @returns {string[]} one problem, or none
 */
export function checkCorsOrigins(projectId, functionsDir) {
  try {
    corsDocument(projectId, readExtraOrigins(functionsDir, projectId));
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * @typedef {{ defaultBucket(projectId: string): Promise<string>,
 *   setCors(bucket: string, cors: CorsRule[]): Promise<void> }} BucketClient
 */

/**
 * Sets the default bucket's CORS to `cors`, replacing what was there.
 * @param {string} projectId
 * @param {CorsRule[]} cors corsDocument(…)
 * @param {BucketClient} client firebaseToolsBucketClient(…), or a fake
 * @returns {Promise<string>} the bucket's name
 */
export async function applyStorageCors(projectId, cors, client) {
  const bucket = await client.defaultBucket(projectId);
  await client.setCors(bucket, cors);
  return bucket;
}

/**
 * The bucket calls through firebase-tools, signed in as `firebase login` is (the account chosen
 * for `projectRoot`, or Application Default Credentials when there is no login, as the CLI
 * itself falls back): its default-bucket lookup (Firebase Storage API
 * `projects/<id>/defaultBucket`, which knows both `<id>.appspot.com` and
 * `<id>.firebasestorage.app`) and its bucket PATCH (Cloud Storage JSON API). Private modules of
 * firebase-tools (lib/auth.js, lib/requireAuth.js, lib/gcp/storage.js), loaded only here.
 * @param {string} projectId
 * @param {string} projectRoot the folder of firebase.json (per-project `firebase login:use`)
 * @returns {Promise<BucketClient>}
 * @throws Error when there is neither a login nor default credentials
 */
export async function firebaseToolsBucketClient(projectId, projectRoot) {
  const require = createRequire(import.meta.url);
  const lib = path.dirname(require.resolve('firebase-tools/package.json'));
  const auth = require(path.join(lib, 'lib', 'auth.js'));
  const { requireAuth } = require(path.join(lib, 'lib', 'requireAuth.js'));
  const storage = require(path.join(lib, 'lib', 'gcp', 'storage.js'));
  // What the CLI's Command does before any action: the account, then the token for it.
  /** @type {Record<string, unknown>} */
  const options = { project: projectId, projectRoot, cwd: projectRoot };
  const account = auth.selectAccount(undefined, projectRoot);
  if (account) auth.setActiveAccount(options, account);
  await requireAuth(options);
  return {
    defaultBucket: (id) => storage.getDefaultBucket(id),
    setCors: async (bucket, cors) => {
      await storage.patchBucket(bucket, { cors });
    },
  };
}
