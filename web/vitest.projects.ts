import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web suite's test files split by whether they replace a module with `vi.mock`.
 *
 * Most files share one module graph and one jsdom per worker (`isolate: false`): importing React,
 * Radix and each lazy route chunk again for every file, and building a new jsdom, was two thirds
 * of the suite's CPU time. A file that mocks a module needs a fresh graph, or the mock (or the
 * real module an earlier file imported) leaks into its neighbours: those stay isolated. Found by
 * reading the files, so a new test that mocks a module is isolated without anyone remembering to.
 *
 * @param srcDir absolute path of web/src
 * @returns paths relative to the web root, e.g. "src/components/layouts/settings-menu.test.tsx"
 */
export function testFilesByIsolation(srcDir: string): { isolated: string[]; shared: string[] } {
  const isolated: string[] = [];
  const shared: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const relative = path.relative(path.dirname(srcDir), full).split(path.sep).join('/');
        (/\bvi\.(?:mock|doMock)\(/.test(readFileSync(full, 'utf8')) ? isolated : shared).push(
          relative,
        );
      }
    }
  };
  walk(srcDir);
  return { isolated: isolated.sort(), shared: shared.sort() };
}
