import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A vitest workspace's test files split by whether they replace a module with `vi.mock`, for a
 * config with two projects: the mocking files `isolated`, the rest `shared` (`isolate: false`).
 *
 * Sharing one module graph (and in web, one jsdom) per worker is most of what these suites cost
 * in CPU otherwise: React, Radix and every lazy route chunk, or firebase-admin, imported again for
 * each file. A file that mocks a module needs a fresh graph, or its mock (or the real module a
 * neighbour imported first) leaks across files. Found by reading the files, so a new test that
 * mocks a module is isolated without anyone remembering to list it.
 *
 * @param root absolute path of the workspace (vitest's root)
 * @param dirs folders to search, relative to `root` (e.g. ['src', '../tools/src/deploy'])
 * @param pattern what a test file's name matches
 * @returns paths relative to `root` with forward slashes, each list sorted
 */
export function testFilesByIsolation(
  root: string,
  dirs: string[],
  pattern: RegExp,
): { isolated: string[]; shared: string[] } {
  const isolated: string[] = [];
  const shared: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (pattern.test(entry.name)) {
        const relative = path.relative(root, full).split(path.sep).join('/');
        const mocks = /\bvi\.(?:mock|doMock)\(/.test(readFileSync(full, 'utf8'));
        (mocks ? isolated : shared).push(relative);
      }
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return { isolated: isolated.sort(), shared: shared.sort() };
}
