import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * One order on every machine: the evaluation gates first, while the stack holds only the seed
 * (they measure the seeded set, and every note another suite publishes shifts search's term
 * statistics), then every other file by name. Vitest's default order follows its local cache of
 * past durations, so a fresh CI clone ran the files in another order than a developer's machine,
 * and the Partner gate's hit@3 moved by one question with it.
 */
class StableSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const evalFirst = (spec: TestSpecification) => (/-eval\.test\.ts$/.test(spec.moduleId) ? 0 : 1);
    return Promise.resolve(
      [...files].sort(
        (a, b) => evalFirst(a) - evalFirst(b) || a.moduleId.localeCompare(b.moduleId, 'en'),
      ),
    );
  }
}

// Suites that run against the local stack (docs/architecture.md §9). One file at a time: they share one
// stack and one browser budget on a 2-core machine.
export default defineConfig({
  // @notesea/contract's TypeScript source (as in functions/ and web/), so a suite that imports the
  // web app's or the functions' modules (api/reader-page.test.ts) needs no build of the package.
  ssr: { resolve: { conditions: ['@notesea/source', 'node', 'development|production'] } },
  test: {
    include: ['api/**/*.test.ts', 'e2e/**/*.test.ts', 'rules/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: StableSequencer },
    // One module graph for the whole run: no file here mocks a module, and importing
    // firebase-admin and playwright-core again for each of ~45 files was a fifth of the api
    // suite's time. State the files share lives in the stack, which they share anyway.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too short for a page or the stack answering on a
    // loaded 2-core machine. Under testTimeout, so a slow poll fails with its own message.
    expect: { poll: { timeout: 15_000 } },
  },
});
