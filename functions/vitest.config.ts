import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Unit tests never reach Firebase; make sure a stray call cannot pick up real credentials.
    env: { GCLOUD_PROJECT: 'demo-notesea' },
  },
});
