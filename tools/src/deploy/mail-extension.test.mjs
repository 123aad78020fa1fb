// The Trigger Email manifest check on params files in a temporary folder, with fake Secret
// Manager and extension lookups; and the repository's own manifest, read as firebase-tools reads it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv.mjs';
import { MAIL_COLLECTION, checkMailManifest, paramsFiles } from './mail-extension.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROJECT = 'notesea-prod';
const SMTP_SECRET = 'ext-firestore-send-email-SMTP_PASSWORD';
const MANIFEST = { 'firestore-send-email': 'firebase/firestore-send-email@0.2.4' };
const BASE = [
  'MAIL_COLLECTION=mail',
  `SMTP_PASSWORD=projects/\${param:PROJECT_NUMBER}/secrets/${SMTP_SECRET}/versions/latest`,
].join('\n');
const PROJECT_LAYER = [
  'SMTP_CONNECTION_URI=smtps://mail@notesea.in@smtp.example.net:465',
  'DEFAULT_FROM=NoteSea <no-reply@notesea.in>',
].join('\n');

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'notesea-mail-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string>} files name under extensions/ → text */
function params(files) {
  mkdirSync(path.join(dir, 'extensions'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'extensions', name), text);
  }
}

/** @param {Partial<Parameters<typeof checkMailManifest>[0]>} [overrides] */
function check(overrides = {}) {
  return checkMailManifest({
    projectId: PROJECT,
    root: dir,
    extensions: MANIFEST,
    hasSecret: async (name) => name === SMTP_SECRET,
    listExtensions: async () => [],
    ...overrides,
  });
}

describe('checkMailManifest', () => {
  it('passes a pinned instance on `mail` with the project layer and an existing password secret', async () => {
    params({
      'firestore-send-email.env': BASE,
      [`firestore-send-email.env.${PROJECT}`]: PROJECT_LAYER,
    });
    expect(await check()).toEqual([]);
  });

  it('reads an alias layer as firebase-tools does', async () => {
    params({ 'firestore-send-email.env': BASE, 'firestore-send-email.env.prod': PROJECT_LAYER });
    expect(await check()).toHaveLength(2);
    expect(await check({ aliases: ['prod'] })).toEqual([]);
    expect(paramsFiles('x', PROJECT, ['prod'])).toEqual([
      'x.env',
      'x.env.prod',
      `x.env.${PROJECT}`,
    ]);
  });

  it('refuses no instance, an unpinned one, and a missing params file', async () => {
    expect(await check({ extensions: undefined })).toEqual([
      'firebase.json declares no Trigger Email instance (it sends OTP and reset mail): add "extensions": { "firestore-send-email": "firebase/firestore-send-email@<version>" }.',
    ]);
    expect(await check({ extensions: { mailer: 'firebase/firestore-send-email@latest' } })).toEqual(
      [
        `firebase.json's extension mailer is "firebase/firestore-send-email@latest": pin a version (firebase/firestore-send-email@x.y.z) so a deploy installs what was tested.`,
        'The params file extensions/mailer.env of extension mailer is missing.',
      ],
    );
  });

  it('refuses unset per-project values, a password in the URI, another collection and a plain password', async () => {
    params({ 'firestore-send-email.env': 'MAIL_COLLECTION=emails\nSMTP_PASSWORD=hunter2\n' });
    expect(await check()).toEqual([
      'Extension firestore-send-email watches "emails", not "mail": set MAIL_COLLECTION=mail in extensions/firestore-send-email.env.',
      `Extension firestore-send-email has no SMTP_CONNECTION_URI for ${PROJECT}: set it in extensions/firestore-send-email.env.${PROJECT}.`,
      `Extension firestore-send-email has no DEFAULT_FROM for ${PROJECT}: set it in extensions/firestore-send-email.env.${PROJECT}.`,
      'Extension firestore-send-email\'s SMTP_PASSWORD is "hunter2", not a secret version (projects/${param:PROJECT_NUMBER}/secrets/<name>/versions/latest) in extensions/firestore-send-email.env.',
    ]);
    params({
      'firestore-send-email.env': BASE,
      [`firestore-send-email.env.${PROJECT}`]: `${PROJECT_LAYER}\nSMTP_CONNECTION_URI=smtps://mail:pw@smtp.example.net:465`,
    });
    expect(await check()).toEqual([
      "Extension firestore-send-email's SMTP_CONNECTION_URI holds a password: remove it (the password is the SMTP_PASSWORD secret).",
    ]);
  });

  it('leaves a missing password secret to the deploy, with a note; refuses a lookup that fails', async () => {
    params({
      'firestore-send-email.env': BASE,
      [`firestore-send-email.env.${PROJECT}`]: PROJECT_LAYER,
    });
    /** @type {string[]} */
    const notes = [];
    const note = (/** @type {string} */ line) => void notes.push(line);
    expect(await check({ hasSecret: async () => false, note })).toEqual([]);
    expect(notes).toEqual([
      `Secret ${SMTP_SECRET} does not exist yet: firebase deploy will ask for the SMTP password of extension firestore-send-email and keep it there (do not leave it empty).`,
    ]);
    const failing = async () => {
      throw new Error('Failed to authenticate\nmore');
    };
    expect(await check({ hasSecret: failing })).toEqual([
      `Could not check secret ${SMTP_SECRET}: Failed to authenticate`,
    ]);
  });

  it('refuses another installed instance of the extension', async () => {
    params({
      'firestore-send-email.env': BASE,
      [`firestore-send-email.env.${PROJECT}`]: PROJECT_LAYER,
    });
    const other = {
      name: `projects/${PROJECT}/instances/firestore-send-email-x1y`,
      config: { extensionRef: 'firebase/firestore-send-email@0.1.37' },
    };
    const same = { ...other, name: `projects/${PROJECT}/instances/firestore-send-email` };
    expect(await check({ listExtensions: async () => [same, other] })).toEqual([
      "Extension instance firestore-send-email-x1y (Trigger Email) is installed but not in firebase.json: both would send every mail. Uninstall it (npx firebase ext:uninstall firestore-send-email-x1y) or rename the manifest's instance to firestore-send-email-x1y.",
    ]);
  });
});

describe('the repository manifest', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const file = path.join(ROOT, 'extensions', 'firestore-send-email.env');

  it('declares the instance, and its params file parses cleanly with firebase-tools’ parser', () => {
    expect(config.extensions).toEqual({
      'firestore-send-email': expect.stringMatching(
        /^firebase\/firestore-send-email@\d+\.\d+\.\d+$/,
      ),
    });
    const text = readFileSync(file, 'utf8');
    const params = parseDotenv(text);
    // Every non-comment line of the file is a param firebase-tools reads.
    const lines = text.split('\n').filter((line) => /^\s*[^#\s]/.test(line));
    expect(Object.keys(params)).toHaveLength(lines.length);
    expect(params.MAIL_COLLECTION).toBe(MAIL_COLLECTION);
    // Per-project values are not in the shared file; the preflight asks for the project's layer.
    expect(params.SMTP_CONNECTION_URI).toBeUndefined();
    expect(params.DEFAULT_FROM).toBeUndefined();
  });

  it('passes the check once a project layer exists', async () => {
    params({
      'firestore-send-email.env': readFileSync(file, 'utf8'),
      [`firestore-send-email.env.${PROJECT}`]: PROJECT_LAYER,
    });
    expect(await check({ extensions: config.extensions })).toEqual([]);
  });
});
