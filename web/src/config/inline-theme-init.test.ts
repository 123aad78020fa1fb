import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  cspScriptHash,
  hostingScriptSources,
  inlineThemeInit,
  THEME_INIT_MARKER,
  themeInitScript,
} from './inline-theme-init';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const THEME_INIT = fromHere('../app/theme-init.js');
const FIREBASE_JSON = fromHere('../../../firebase.json');

/** Runs the plugin's index.html transform as `vite build` (or `vite serve`) would. */
function transform(html: string, firebaseJsonPath: string, command: 'build' | 'serve' = 'build') {
  const plugin = inlineThemeInit({ themeInitPath: THEME_INIT, firebaseJsonPath });
  (plugin.configResolved as (c: ResolvedConfig) => void)({ command } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe('the inline theme script', () => {
  it('hashes as CSP Level 2 does (the spec example)', () => {
    expect(cspScriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("is allowed by every policy of firebase.json (Hosting's, and so the share function's)", () => {
    const hash = cspScriptHash(themeInitScript(THEME_INIT));
    const policies = hostingScriptSources(readFileSync(FIREBASE_JSON, 'utf8'));
    expect(policies.length).toBeGreaterThan(0);
    for (const sources of policies) expect(sources).toContain(hash);
  });

  it('replaces the marker with the script, minified', () => {
    const html = transform(
      `<head>${THEME_INIT_MARKER}<link rel="stylesheet"></head>`,
      FIREBASE_JSON,
    );
    const script = themeInitScript(THEME_INIT);
    expect(script.length).toBeLessThan(400);
    expect(html).toBe(`<head><script>${script}</script><link rel="stylesheet"></head>`);
  });

  it('fails a build whose CSP lacks the hash, naming it, and not the dev server', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'theme-init-'));
    const stale = path.join(dir, 'firebase.json');
    writeFileSync(
      stale,
      JSON.stringify({
        hosting: {
          headers: [
            {
              source: '**',
              headers: [{ key: 'Content-Security-Policy', value: "script-src 'self'" }],
            },
          ],
        },
      }),
    );
    const hash = cspScriptHash(themeInitScript(THEME_INIT));
    expect(() => transform(THEME_INIT_MARKER, stale)).toThrow(`must list ${hash}`);
    expect(transform(THEME_INIT_MARKER, stale, 'serve')).toContain('<script>');
  });

  it('fails when index.html has no marker', () => {
    expect(() => transform('<head></head>', FIREBASE_JSON)).toThrow('lacks the theme-init marker');
  });
});
