// The deploy's staged function source, built from a fixture functions folder and a fake
// `npm pack` (the real one needs packages/contract/dist, i.e. a build).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointFunctionsAt, stagedManifest, stageFunctions } from './stage-functions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TARBALL = 'notesea-contract-0.0.0.tgz';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'notesea-stage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A functions folder as a build leaves it, with the repository's real package.json. */
function functionsFixture() {
  const functionsDir = path.join(dir, 'functions');
  mkdirSync(path.join(functionsDir, 'lib/modules'), { recursive: true });
  mkdirSync(path.join(functionsDir, 'src'));
  writeFileSync(path.join(functionsDir, 'lib/index.js'), 'export {};\n');
  writeFileSync(path.join(functionsDir, 'lib/modules/a.js'), 'export {};\n');
  writeFileSync(path.join(functionsDir, 'src/index.ts'), 'export {};\n');
  writeFileSync(path.join(functionsDir, '.env.notesea-prod'), 'WEB_API_KEY=k\n');
  writeFileSync(path.join(functionsDir, '.env.local'), 'LOCAL=1\n');
  writeFileSync(path.join(functionsDir, '.secret.local'), 'GEMINI_API_KEY=s\n');
  writeFileSync(
    path.join(functionsDir, 'package.json'),
    readFileSync(path.join(ROOT, 'functions/package.json')),
  );
  return functionsDir;
}

const fakePack = async (/** @type {string} */ destDir) => {
  writeFileSync(path.join(destDir, TARBALL), 'tarball');
  return TARBALL;
};

describe('stageFunctions', () => {
  it('uploads the build, the deploy .env files and the contract as a file: dependency', async () => {
    const outDir = path.join(dir, 'staged');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'left-over.js'), '');

    const { tarball } = await stageFunctions({
      functionsDir: functionsFixture(),
      outDir,
      pack: fakePack,
    });

    expect(tarball).toBe(TARBALL);
    expect(existsSync(path.join(outDir, 'lib/index.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'lib/modules/a.js'))).toBe(true);
    expect(existsSync(path.join(outDir, TARBALL))).toBe(true);
    expect(existsSync(path.join(outDir, '.env.notesea-prod'))).toBe(true);
    // Emulator-only settings and secrets, the sources and an earlier staging never ship.
    for (const gone of ['.env.local', '.secret.local', 'src', 'left-over.js']) {
      expect(existsSync(path.join(outDir, gone)), gone).toBe(false);
    }
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'package.json'), 'utf8'));
    expect(manifest.dependencies['@notesea/contract']).toBe(`file:./${TARBALL}`);
    expect(manifest.main).toBe('lib/index.js');
    expect(manifest.dependencies['firebase-functions']).toBeTruthy();
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
  });
});

describe('stagedManifest', () => {
  it('refuses a functions package that does not use the contract', () => {
    expect(() => stagedManifest({ dependencies: { zod: '^4' } }, TARBALL)).toThrow(
      'functions/package.json does not depend on @notesea/contract',
    );
  });
});

describe('pointFunctionsAt', () => {
  it("points firebase.json's function at the staged folder without the predeploy build", () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

    const staged = pointFunctionsAt(config, '.deploy/functions');

    expect(staged.functions[0].source).toBe('.deploy/functions');
    expect(staged.functions[0].predeploy).toBeUndefined();
    expect(staged.functions[0].runtime).toBe(config.functions[0].runtime);
    expect(staged.hosting).toEqual(config.hosting);
    expect(config.functions[0].source).toBe('functions');
  });
});
