import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesByIsolation } from '../vitest.isolation';

const testFiles = testFilesByIsolation(
  fileURLToPath(new URL('.', import.meta.url)),
  ['src', '../tools/src'],
  /\.test\.(?:ts|mjs)$/,
);

export default defineConfig({
  test: {
    environment: 'node',
    // The tools' own tests (deploy preflight, the light-mode patches' version gate) run here
    // too: `npm test` runs no suite rooted in tools, and the preflight checks this workspace's
    // indexes and build.
    // See vitest.isolation.ts: files that mock a module get a fresh module graph, the rest share
    // one per worker (firebase-admin and the search libraries imported once, not 59 times).
    projects: [
      { extends: true, test: { name: 'isolated', include: testFiles.isolated } },
      { extends: true, test: { name: 'shared', include: testFiles.shared, isolate: false } },
    ],
    // Unit tests never reach Firebase; make sure a stray call cannot pick up real credentials.
    env: { GCLOUD_PROJECT: 'demo-notesea' },
  },
});
