import { defineConfig } from 'vitest/config';

// Suites that run against the local stack (DESIGN.md §9). One file at a time: they share one
// stack and one browser budget on a 2-core machine.
export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'e2e/**/*.test.ts', 'rules/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
