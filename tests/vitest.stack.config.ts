import { defineConfig } from 'vitest/config';
import { hostsAt } from '../tools/src/paths.mjs';

// Suites that start and stop their own stacks (`node tools/src/start.mjs`) beside any other one,
// with every port moved by 3000 more than this run's own NOTESEA_PORT_OFFSET — so no shared
// globalSetup, and a second `npm test` at offset 1000 uses 4000. Run from the root:
//   npx vitest run --root tests --config tests/vitest.stack.config.ts
// npm test runs them beside its own stack once the builds exist (tools/src/test-all.mjs).
const OFFSET = 3000 + Number(process.env.NOTESEA_PORT_OFFSET ?? 0);
const HOSTS = hostsAt(OFFSET);

export default defineConfig({
  test: {
    include: ['stack/**/*.test.ts'],
    fileParallelism: false,
    // The test runner's own process points these at its stack; this suite's admin SDK must reach
    // the offset stack instead (tests/support/admin.ts reads them first).
    env: {
      NOTESEA_PORT_OFFSET: String(OFFSET),
      FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
      FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
      // firebase-admin derives this from the one above, but only when it is unset; the runner's
      // own admin SDK has already set it for the main stack, and children inherit it.
      STORAGE_EMULATOR_HOST: `http://${HOSTS.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
    },
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
