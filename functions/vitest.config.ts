import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesByIsolation } from '../vitest.isolation';

const testFiles = testFilesByIsolation(
  fileURLToPath(new URL('.', import.meta.url)),
  ['src', '../packages/contract/src', '../tools/src'],
  /\.test\.(?:ts|mjs)$/,
);

export default defineConfig({
  // @notesea/contract's TypeScript source: the unit tests need no build of the package (the
  // built JS, its `default` export, is for functions/lib under Node). Vite's other server
  // conditions minus 'module', which picks ESM builds Node cannot load (@opentelemetry/api's
  // extensionless imports).
  ssr: { resolve: { conditions: ['@notesea/source', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    // The tools' own tests (deploy preflight and staging, the light-mode patches' version gate)
    // and the contract's run here too: `npm test` runs no suite rooted in tools or packages, and
    // both serve this workspace (the preflight checks its indexes and build; the contract is its API's).
    // See vitest.isolation.ts: files that mock a module get a fresh module graph, the rest share
    // one per worker (firebase-admin and the search libraries imported once, not 59 times).
    projects: [
      { extends: true, test: { name: 'isolated', include: testFiles.isolated } },
      { extends: true, test: { name: 'shared', include: testFiles.shared, isolate: false } },
    ],
    // A test waits for its answer, never for the clock; this is only when it gives up. Vitest's
    // 5 s default failed a PDF bomb test on a loaded 2-core machine that passes in 1 s idle.
    testTimeout: 60_000,
    // Unit tests never reach Firebase; make sure a stray call cannot pick up real credentials.
    env: { GCLOUD_PROJECT: 'demo-notesea' },
  },
});
