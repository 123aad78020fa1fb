import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The deploy preflight's tests (tools/src/deploy) run here too: `npm test` runs no suite
    // rooted in tools, and the preflight checks this workspace's indexes and build.
    include: ['src/**/*.test.ts', '../tools/src/deploy/**/*.test.mjs'],
    // Unit tests never reach Firebase; make sure a stray call cannot pick up real credentials.
    env: { GCLOUD_PROJECT: 'demo-notesea' },
  },
});
