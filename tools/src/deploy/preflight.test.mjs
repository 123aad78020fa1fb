// The deploy preflight without a real project: fake Secret Manager and extension lookups, web
// builds and index files written to a temporary folder per test.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPLOY_TARGETS, aliasesOf, narrowCsp, parseArgs, resolveProject } from './deploy.mjs';
import {
  FUNCTION_SECRETS,
  checkCsp,
  checkProject,
  checkSecrets,
  checkWebApiKey,
  checkWebBuild,
  expectedStreamUrl,
  preflight,
} from './preflight.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROJECT = 'notesea-prod';
const STREAM = 'https://asia-south1-notesea-prod.cloudfunctions.net/api/chatbot/stream';
const SMTP_SECRET = 'ext-firestore-send-email-SMTP_PASSWORD';

/** A Secret Manager holding exactly `names`. */
const secretsHolding = (/** @type {string[]} */ names) => async (/** @type {string} */ name) =>
  names.includes(name);

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'notesea-preflight-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A web build in `dir/web/dist` with `files` (path → text) under it and an index.html.
 * @param {Record<string, string>} files
 */
function webBuild(files) {
  const dist = path.join(dir, 'web', 'dist');
  for (const [file, text] of Object.entries({ 'index.html': '<!doctype html>', ...files })) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

describe('checkProject', () => {
  it('refuses a demo project and a missing one, in one line each', () => {
    expect(checkProject('demo-notesea')).toEqual([
      'Project "demo-notesea" is a demo project (emulator only): deploy with --project <your real project id>.',
    ]);
    expect(checkProject(undefined)).toHaveLength(1);
    expect(checkProject(PROJECT)).toEqual([]);
  });
});

describe('checkSecrets', () => {
  it('names each missing function secret with the command that sets it', async () => {
    const problems = await checkSecrets(
      PROJECT,
      secretsHolding(['RAZORPAY_KEY_ID', 'GEMINI_API_KEY']),
    );
    expect(problems).toEqual([
      `Secret RAZORPAY_KEY_SECRET (needed by the api function) is missing in Secret Manager: npx firebase functions:secrets:set RAZORPAY_KEY_SECRET --project ${PROJECT}`,
      `Secret RAZORPAY_WEBHOOK_SECRET (needed by the api function) is missing in Secret Manager: npx firebase functions:secrets:set RAZORPAY_WEBHOOK_SECRET --project ${PROJECT}`,
    ]);
    expect(await checkSecrets(PROJECT, secretsHolding(FUNCTION_SECRETS))).toEqual([]);
  });

  it('reports a lookup that cannot tell, instead of passing', async () => {
    const problems = await checkSecrets(PROJECT, async () => {
      throw new Error('Failed to authenticate, have you run firebase login?\nmore');
    });
    expect(problems).toHaveLength(FUNCTION_SECRETS.length);
    expect(problems[0]).toBe(
      'Could not check secret RAZORPAY_KEY_ID: Failed to authenticate, have you run firebase login?',
    );
  });
});

describe('checkWebApiKey', () => {
  it('wants WEB_API_KEY for the project, not the emulator placeholder', () => {
    const functionsDir = path.join(dir, 'functions');
    mkdirSync(functionsDir);
    expect(checkWebApiKey(PROJECT, functionsDir)).toEqual([
      `WEB_API_KEY is not set: add WEB_API_KEY=<the Web API key from Project settings> to functions/.env.${PROJECT}`,
    ]);
    writeFileSync(path.join(functionsDir, '.env'), 'WEB_API_KEY=notesea-emulator-web-api-key\n');
    expect(checkWebApiKey(PROJECT, functionsDir)).toEqual([
      'WEB_API_KEY in functions/.env is empty or the emulator placeholder.',
    ]);
    writeFileSync(
      path.join(functionsDir, `.env.${PROJECT}`),
      '# key\nWEB_API_KEY="AIzaSyExample"\n',
    );
    expect(checkWebApiKey(PROJECT, functionsDir)).toEqual([]);
  });
});

describe('checkWebBuild', () => {
  it('passes a build for the project that streams from its function', () => {
    const dist = webBuild({
      // As Vite 8 emits it: template-literal strings; react-router's bare dummy base URL.
      'assets/index-abc.js': `const s=\`${STREAM}\`,b=new URL(\`http://localhost\`);fetch("/api/semesters")`,
      'sw.js': 'self.addEventListener("fetch",()=>{})',
    });
    expect(checkWebBuild(dist, STREAM)).toEqual([]);
  });

  it('refuses a build that points the API or the stream at the emulator', () => {
    const dist = webBuild({
      'assets/index-abc.js': `const a="http://127.0.0.1:5001/api",s=${JSON.stringify(STREAM)}`,
      'assets/chatbot-def.js': 'const s="/demo-notesea/asia-south1/api/chatbot/stream"',
    });
    expect(checkWebBuild(dist, STREAM)).toEqual([
      'The web build points at the emulator (/demo-notesea/asia-south1/api in assets/chatbot-def.js): rebuild for the project (npm run deploy builds it).',
      'The web build points at the emulator (http://127.0.0.1:5001 in assets/index-abc.js): rebuild for the project (npm run deploy builds it).',
    ]);
  });

  it('refuses a build for another project, and a missing build', () => {
    const other = JSON.stringify(expectedStreamUrl('someone-else'));
    const dist = webBuild({ 'assets/index-abc.js': `const s=${other}` });
    expect(checkWebBuild(dist, STREAM)).toEqual([
      `The web build does not stream the Partner from ${STREAM}: it was built for another project or without VITE_FIREBASE_PROJECT_ID.`,
    ]);
    expect(checkWebBuild(path.join(dir, 'nothing'), STREAM)).toHaveLength(1);
  });
});

describe('checkCsp and the deploy command', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

  it('the repository CSP allows the function origin; the deploy narrows it to that origin', () => {
    expect(checkCsp(config, STREAM)).toEqual([]);
    const narrowed = narrowCsp(config, STREAM);
    const csp = narrowed.hosting.headers[0].headers.find(
      (/** @type {{ key: string }} */ h) => h.key === 'Content-Security-Policy',
    ).value;
    expect(csp).toContain('https://asia-south1-notesea-prod.cloudfunctions.net;');
    expect(csp).not.toContain('*.cloudfunctions.net');
    expect(checkCsp(narrowed, STREAM)).toEqual([]);
    expect(checkCsp(narrowed, expectedStreamUrl('someone-else'))).toEqual([
      "The Hosting CSP's connect-src does not allow https://asia-south1-someone-else.cloudfunctions.net, where the Partner streams from.",
    ]);
  });

  it('reads --project in both spellings', () => {
    expect(parseArgs(['--project', 'a'])).toEqual({ project: 'a' });
    expect(parseArgs(['--project=b'])).toEqual({ project: 'b' });
    expect(parseArgs([])).toEqual({ project: undefined });
  });

  it('resolves a .firebaserc alias to its project id, and falls back to the default', () => {
    const rc = { projects: { default: 'demo-notesea', prod: 'notesea-prod' } };
    expect(resolveProject('prod', rc)).toBe('notesea-prod');
    expect(resolveProject('notesea-other', rc)).toBe('notesea-other');
    expect(resolveProject(undefined, rc)).toBe('demo-notesea');
    expect(resolveProject(undefined, {})).toBeUndefined();
    expect(aliasesOf('notesea-prod', rc)).toEqual(['prod']);
    expect(aliasesOf('notesea-other', rc)).toEqual([]);
  });

  it('deploys the extensions manifest with the rest', () => {
    expect(DEPLOY_TARGETS.split(',')).toEqual([
      'hosting',
      'functions',
      'firestore',
      'storage',
      'extensions',
    ]);
  });
});

describe('preflight', () => {
  const realIndexes = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
  /**
   * A repository in `dir`: index file, functions/.env.<project>, a web build, the repository's
   * Trigger Email params file with this project's layer.
   */
  function repo({ stream = STREAM, indexes = { ...realIndexes, indexes: [] } } = {}) {
    writeFileSync(path.join(dir, 'firestore.indexes.json'), JSON.stringify(indexes));
    mkdirSync(path.join(dir, 'functions'));
    writeFileSync(path.join(dir, 'functions', `.env.${PROJECT}`), 'WEB_API_KEY=AIzaSyExample\n');
    webBuild({ 'assets/index.js': `const s=${JSON.stringify(stream)}` });
    const params = path.join(dir, 'extensions');
    mkdirSync(params);
    const base = readFileSync(path.join(ROOT, 'extensions', 'firestore-send-email.env'), 'utf8');
    writeFileSync(path.join(params, 'firestore-send-email.env'), base);
    writeFileSync(
      path.join(params, `firestore-send-email.env.${PROJECT}`),
      'SMTP_CONNECTION_URI=smtps://mail@notesea.in@smtp.example.net:465\nDEFAULT_FROM=NoteSea <no-reply@notesea.in>\n',
    );
  }
  const lookups = {
    hasSecret: secretsHolding([...FUNCTION_SECRETS, SMTP_SECRET]),
    listExtensions: async () => [],
  };
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const now = new Date('2026-11-27T12:00:00Z');

  it('stops at a demo project before asking Firebase anything', async () => {
    repo();
    /** @type {string[]} */
    const asked = [];
    const problems = await preflight({
      projectId: 'demo-notesea',
      root: dir,
      queries: [],
      firebaseConfig: config,
      lookups: {
        hasSecret: async (name) => (asked.push(name), true),
        listExtensions: async () => (asked.push('ext'), []),
      },
    });
    expect(problems).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it('passes a ready project and lists every problem of a broken one', async () => {
    repo();
    const ready = {
      projectId: PROJECT,
      root: dir,
      queries: [],
      firebaseConfig: config,
      lookups,
      now,
    };
    expect(await preflight(ready)).toEqual([]);

    // No TTL policies either.
    writeFileSync(path.join(dir, 'firestore.indexes.json'), JSON.stringify({ indexes: [] }));
    const problems = await preflight({
      ...ready,
      firebaseConfig: { ...config, functions: [{ ...config.functions[0], runtime: 'nodejs22' }] },
      queries: [
        {
          collection: 'subjects',
          equality: ['semesterId'],
          orderBy: [{ field: 'order', direction: 'ASCENDING' }],
          usedBy: 'listSubjects',
        },
      ],
      streamUrlOverride: 'https://stream.notesea.in/api/chatbot/stream',
      lookups: { ...lookups, hasSecret: secretsHolding(FUNCTION_SECRETS.slice(1)) },
    });
    expect(problems.map((p) => p.split(' ').slice(0, 3).join(' '))).toEqual([
      "firebase.json's functions codebase",
      'Secret RAZORPAY_KEY_ID (needed',
      'The web build',
      "The Hosting CSP's",
      'firestore.indexes.json lacks the',
      'firestore.indexes.json lacks the',
      'firestore.indexes.json lacks the',
      'firestore.indexes.json lacks the',
    ]);
  });
});
