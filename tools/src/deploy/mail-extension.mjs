// The Trigger Email extension as declared in the repository: an instance in firebase.json's
// `extensions` manifest and its params files under extensions/, which `firebase deploy --only
// extensions` installs or reconfigures. The function only writes `mail/{id}` documents
// (functions/src/integrations/mail.ts); this instance sends them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readDotenvLayers } from './dotenv.mjs';

/** The extension, as firebase.json refers to it (`<publisher>/<extension>@<version>`). */
export const MAIL_EXTENSION = 'firebase/firestore-send-email';
/** The collection the function writes mail documents to. */
export const MAIL_COLLECTION = 'mail';
/**
 * Params that differ per project and are no secret: set in `extensions/<instance>.env.<projectId>`
 * (firebase-tools layers it over `<instance>.env`, lib/extensions/manifest.js `readInstanceParam`).
 */
export const PER_PROJECT_PARAMS = ['SMTP_CONNECTION_URI', 'DEFAULT_FROM'];
/** Folder of the params files, relative to firebase.json (firebase-tools' `ENV_DIRECTORY`). */
export const PARAMS_DIR = 'extensions';

/**
 * @typedef {(name: string) => Promise<boolean>} SecretLookup
 *   true when Secret Manager holds the secret with an enabled version; rejects when it cannot tell
 * @typedef {{ name?: string, config?: { extensionRef?: string } }} ExtensionInstance
 *   an installed instance as `firebase ext:list --json` returns it
 */

/**
 * The params files firebase-tools reads for `instanceId`, in its order: `<id>.env`, then
 * `<id>.env.<alias>` per alias of the project in .firebaserc, then `<id>.env.<projectId>`
 * (lib/extensions/manifest.js `readInstanceParam`; its `<id>.env.<projectNumber>` is not read
 * here: the preflight does not know the number, so keep values out of that file).
 * @param {string} instanceId
 * @param {string} projectId
 * @param {string[]} aliases
 * @returns {string[]}
 */
export function paramsFiles(instanceId, projectId, aliases) {
  return [
    `${instanceId}.env`,
    ...aliases.map((alias) => `${instanceId}.env.${alias}`),
    `${instanceId}.env.${projectId}`,
  ];
}

/**
 * The manifest declares the Trigger Email instance the deploy installs, and it can send:
 * - firebase.json `extensions` names an instance of `MAIL_EXTENSION` at a pinned version;
 * - its params file `extensions/<instance>.env` exists; with the project's layer over it,
 *   `MAIL_COLLECTION` is `mail`, the `PER_PROJECT_PARAMS` are set, the SMTP URI carries no
 *   password, and `SMTP_PASSWORD` names a Secret Manager secret version;
 * - no other instance of the extension is installed under an id the manifest lacks (both would
 *   send every mail).
 * A password secret that does not exist yet is no problem but a `note`: `firebase deploy` asks
 * for the value and creates it, labelled as the instance's (lib/deploy/extensions/secrets.js
 * `handleSecretParamForCreate`). `functions:secrets:set` cannot make it: it refuses names that
 * start with `EXT_`, and would label it a function's, for `functions:secrets:prune` to destroy.
 * @param {{ projectId: string, root: string, aliases?: string[],
 *   extensions: Record<string, string> | undefined, hasSecret: SecretLookup,
 *   listExtensions: () => Promise<ExtensionInstance[]>, note?: (line: string) => void }} options
 *   `root`: firebase.json's folder; `extensions`: firebase.json's `extensions`
 * @returns {Promise<string[]>} problems, one line each
 */
export async function checkMailManifest(options) {
  const { projectId, root, extensions = {} } = options;
  const declared = Object.entries(extensions).find(
    ([, ref]) => ref.split('@')[0] === MAIL_EXTENSION,
  );
  if (!declared) {
    return [
      `firebase.json declares no Trigger Email instance (it sends OTP and reset mail): add "extensions": { "firestore-send-email": "${MAIL_EXTENSION}@<version>" }.`,
    ];
  }
  const [instanceId, ref] = declared;
  const problems = [];
  if (!/@\d+\.\d+\.\d+$/.test(ref)) {
    problems.push(
      `firebase.json's extension ${instanceId} is "${ref}": pin a version (${MAIL_EXTENSION}@x.y.z) so a deploy installs what was tested.`,
    );
  }
  const dir = path.join(root, PARAMS_DIR);
  const base = `${PARAMS_DIR}/${instanceId}.env`;
  if (!existsSync(path.join(dir, `${instanceId}.env`))) {
    return [...problems, `The params file ${base} of extension ${instanceId} is missing.`];
  }
  const own = `${PARAMS_DIR}/${instanceId}.env.${projectId}`;
  const { values } = readDotenvLayers(
    dir,
    paramsFiles(instanceId, projectId, options.aliases ?? []),
  );
  if (values.MAIL_COLLECTION !== MAIL_COLLECTION) {
    problems.push(
      `Extension ${instanceId} watches "${values.MAIL_COLLECTION ?? ''}", not "${MAIL_COLLECTION}": set MAIL_COLLECTION=${MAIL_COLLECTION} in ${base}.`,
    );
  }
  for (const name of PER_PROJECT_PARAMS) {
    if (!values[name]?.trim()) {
      problems.push(`Extension ${instanceId} has no ${name} for ${projectId}: set it in ${own}.`);
    }
  }
  if (/^smtps?:\/\/[^@/]*:[^@/]*@/.test(values.SMTP_CONNECTION_URI ?? '')) {
    problems.push(
      `Extension ${instanceId}'s SMTP_CONNECTION_URI holds a password: remove it (the password is the SMTP_PASSWORD secret).`,
    );
  }
  const secret = /^projects\/[^/]+\/secrets\/([^/]+)\/versions\/[^/]+$/.exec(
    values.SMTP_PASSWORD ?? '',
  )?.[1];
  if (!secret) {
    problems.push(
      `Extension ${instanceId}'s SMTP_PASSWORD is "${values.SMTP_PASSWORD ?? ''}", not a secret version (projects/\${param:PROJECT_NUMBER}/secrets/<name>/versions/latest) in ${base}.`,
    );
  } else {
    problems.push(...(await smtpSecretProblem(secret, instanceId, options)));
  }
  problems.push(...(await strayInstances(instanceId, options.listExtensions)));
  return problems;
}

/**
 * @param {string} secret
 * @param {string} instanceId
 * @param {{ hasSecret: SecretLookup, note?: (line: string) => void }} options
 * @returns {Promise<string[]>}
 */
async function smtpSecretProblem(secret, instanceId, { hasSecret, note }) {
  try {
    if (!(await hasSecret(secret))) {
      note?.(
        `Secret ${secret} does not exist yet: firebase deploy will ask for the SMTP password of extension ${instanceId} and keep it there (do not leave it empty).`,
      );
    }
    return [];
  } catch (error) {
    return [`Could not check secret ${secret}: ${firstLine(error)}`];
  }
}

/**
 * @param {string} instanceId the manifest's instance
 * @param {() => Promise<ExtensionInstance[]>} listExtensions
 */
async function strayInstances(instanceId, listExtensions) {
  let installed;
  try {
    installed = await listExtensions();
  } catch (error) {
    return [`Could not list the project's extensions: ${firstLine(error)}`];
  }
  return installed
    .filter((i) => i.config?.extensionRef?.split('@')[0] === MAIL_EXTENSION)
    .map((i) => i.name?.split('/').pop() ?? '')
    .filter((id) => id !== instanceId)
    .map(
      (id) =>
        `Extension instance ${id} (Trigger Email) is installed but not in firebase.json: both would send every mail. Uninstall it (npx firebase ext:uninstall ${id}) or rename the manifest's instance to ${id}.`,
    );
}

/** @param {unknown} error */
function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n')[0] ?? '';
}
