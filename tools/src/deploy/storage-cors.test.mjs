// The bucket CORS document npm run deploy sets, and the thin call that sets it, with a fake
// bucket client (nothing here reaches Google Cloud).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyStorageCors,
  checkCorsOrigins,
  corsDocument,
  readExtraOrigins,
} from './storage-cors.mjs';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'notesea-cors-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('corsDocument', () => {
  it('allows GET from the Hosting origins for an hour', () => {
    expect(corsDocument('notesea-prod')).toEqual([
      {
        origin: ['https://notesea-prod.web.app', 'https://notesea-prod.firebaseapp.com'],
        method: ['GET'],
        maxAgeSeconds: 3600,
      },
    ]);
  });

  it('adds EXTRA_APP_ORIGINS, trimmed, without trailing slashes, each once', () => {
    const [rule] = corsDocument(
      'notesea-prod',
      ' https://notesea.in/, https://www.notesea.in,,https://notesea.in',
    );
    expect(rule?.origin).toEqual([
      'https://notesea-prod.web.app',
      'https://notesea-prod.firebaseapp.com',
      'https://notesea.in',
      'https://www.notesea.in',
    ]);
  });

  it('names the same origins as the function allows to stream the Partner', async () => {
    // The function's TypeScript source, through Vite (a path, so tools' tsc does not compile it).
    const source = path.resolve(import.meta.dirname, '../../../functions/src/lib/cors.ts');
    /** @type {{ partnerStreamOrigins(s: object): Set<string> }} */
    const { partnerStreamOrigins } = await import(/* @vite-ignore */ source);
    const extra = 'https://notesea.in,https://www.notesea.in/';
    const [rule] = corsDocument('notesea-prod', extra);
    const stream = partnerStreamOrigins({
      projectId: 'notesea-prod',
      extraOrigins: extra,
      emulator: false,
    });
    expect(new Set(rule?.origin)).toEqual(stream);
  });

  it('refuses an extra entry that is not an origin', () => {
    expect(() => corsDocument('p', 'notesea.in')).toThrow(
      'EXTRA_APP_ORIGINS holds "notesea.in", which is not an origin (https://host).',
    );
    expect(() => corsDocument('p', 'https://notesea.in/app')).toThrow(/not an origin/);
  });
});

describe('readExtraOrigins', () => {
  it('reads functions/.env.<project> over functions/.env, and is empty when unset', () => {
    const functionsDir = path.join(dir, 'functions');
    mkdirSync(functionsDir);
    expect(readExtraOrigins(functionsDir, 'notesea-prod')).toBe('');
    writeFileSync(path.join(functionsDir, '.env'), 'EXTRA_APP_ORIGINS=https://a.example\n');
    expect(readExtraOrigins(functionsDir, 'notesea-prod')).toBe('https://a.example');
    writeFileSync(
      path.join(functionsDir, '.env.notesea-prod'),
      'WEB_API_KEY=AIza\nEXTRA_APP_ORIGINS=https://notesea.in,https://www.notesea.in # custom domain\n',
    );
    expect(readExtraOrigins(functionsDir, 'notesea-prod')).toBe(
      'https://notesea.in,https://www.notesea.in',
    );
    expect(checkCorsOrigins('notesea-prod', functionsDir)).toEqual([]);
    writeFileSync(path.join(functionsDir, '.env.notesea-prod'), 'EXTRA_APP_ORIGINS=notesea.in\n');
    expect(checkCorsOrigins('notesea-prod', functionsDir)).toEqual([
      'EXTRA_APP_ORIGINS holds "notesea.in", which is not an origin (https://host).',
    ]);
  });
});

describe('applyStorageCors', () => {
  it('sets the document on the project’s default bucket and names it', async () => {
    /** @type {unknown[]} */
    const calls = [];
    const cors = corsDocument('notesea-prod');
    const bucket = await applyStorageCors('notesea-prod', cors, {
      defaultBucket: async (id) => (calls.push(['defaultBucket', id]), `${id}.firebasestorage.app`),
      setCors: async (name, rules) => void calls.push(['setCors', name, rules]),
    });
    expect(bucket).toBe('notesea-prod.firebasestorage.app');
    expect(calls).toEqual([
      ['defaultBucket', 'notesea-prod'],
      ['setCors', 'notesea-prod.firebasestorage.app', cors],
    ]);
  });
});
