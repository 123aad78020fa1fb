// `npm run deploy`'s copy of the function's source, the folder `firebase deploy` uploads.
//
// Why a copy: `firebase deploy` uploads the functions folder alone and Cloud Build runs
// `npm install` in it, where the workspace package @notesea/contract (packages/contract) does not
// exist. The copy holds the built function (functions/lib), the .env files firebase reads, the
// contract packed with `npm pack` and a package.json that depends on that tarball (`file:`).
// The folder lives inside the repository, so firebase's local discovery of the functions still
// finds firebase-functions and the rest in the root node_modules.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const CONTRACT_PACKAGE = '@notesea/contract';

/**
 * The staged package.json: functions/package.json with the contract as a `file:` dependency on
 * its tarball (a path relative to the staged folder) and without what only a local build needs.
 * @param {any} manifest parsed functions/package.json
 * @param {string} tarball the contract's tarball file name, inside the staged folder
 */
export function stagedManifest(manifest, tarball) {
  if (!manifest.dependencies?.[CONTRACT_PACKAGE]) {
    throw new Error(`functions/package.json does not depend on ${CONTRACT_PACKAGE}`);
  }
  const { devDependencies: _dev, scripts: _scripts, ...rest } = manifest;
  return {
    ...rest,
    dependencies: { ...manifest.dependencies, [CONTRACT_PACKAGE]: `file:./${tarball}` },
  };
}

/**
 * The deploy's firebase.json: the functions source is the staged folder, with no predeploy (the
 * deploy built everything before staging; the staged folder has no build script).
 * @param {any} config parsed firebase.json (the deploy's copy)
 * @param {string} source the staged folder, relative to the repository root
 */
export function pointFunctionsAt(config, source) {
  const copy = structuredClone(config);
  const entries = Array.isArray(copy.functions) ? copy.functions : [copy.functions];
  for (const entry of entries) {
    if (!entry || entry.source !== 'functions') continue;
    entry.source = source;
    delete entry.predeploy;
  }
  return copy;
}

/**
 * `npm pack` of the contract workspace into `destDir`. packages/contract/dist must exist
 * (`npm run build -w functions` builds it); rejects when the tarball has no dist/. Resolves to
 * the tarball's file name.
 * @param {string} root repository root
 * @param {string} destDir
 * @returns {Promise<string>}
 */
export async function packContract(root, destDir) {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--json', '--workspace', CONTRACT_PACKAGE, '--pack-destination', destDir],
    { cwd: root },
  );
  const [packed] = JSON.parse(stdout);
  if (!packed?.files?.some((/** @type {{ path: string }} */ f) => f.path.startsWith('dist/'))) {
    throw new Error(`${CONTRACT_PACKAGE} packed without dist/: build functions first`);
  }
  return packed.filename;
}

/**
 * Builds the staged folder `outDir` (emptied first) from `functionsDir`: lib/, the .env files
 * firebase reads (not `*.local`, which firebase.json ignores and holds emulator secrets), the
 * contract's tarball and the staged package.json.
 * @param {{ functionsDir: string, outDir: string, pack: (destDir: string) => Promise<string> }} o
 * @returns {Promise<{ tarball: string }>}
 */
export async function stageFunctions({ functionsDir, outDir, pack }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(path.join(functionsDir, 'lib'), path.join(outDir, 'lib'), { recursive: true });
  for (const name of readdirSync(functionsDir)) {
    if (name.startsWith('.env') && !name.endsWith('.local')) {
      cpSync(path.join(functionsDir, name), path.join(outDir, name));
    }
  }
  const tarball = await pack(outDir);
  const manifest = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(outDir, 'package.json'),
    `${JSON.stringify(stagedManifest(manifest, tarball), null, 2)}\n`,
  );
  return { tarball };
}
