// Parameters and secrets are resolved by the emulator and `firebase deploy` only when declared
// while index.ts loads; handlers load their modules lazily (lib/lazy-handler.ts). So every
// declaration lives in config.ts, which index.ts imports. A `defineString` in a lazily loaded
// module once left WEB_API_KEY empty on a fresh clone: every sign-in answered 500.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const DECLARATION = /\bdefine(?:String|Secret|Int|Float|Boolean|List|JsonSecret)\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('function parameters', () => {
  it('are declared in config.ts only, which index.ts imports at load', () => {
    const declaring = sources(SRC)
      .filter((file) => DECLARATION.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(declaring).toEqual(['config.ts']);
    expect(readFileSync(path.join(SRC, 'index.ts'), 'utf8')).toMatch(
      /^import [^;]* from '\.\/config\.js';$/m,
    );
  });
});
