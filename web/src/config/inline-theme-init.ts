import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

/** The comment in index.html that the build replaces with the inline script. */
export const THEME_INIT_MARKER = '<!-- theme-init: src/app/theme-init.js, inlined by the build -->';

/**
 * `src/app/theme-init.js` minified (~280 bytes), as index.html carries it inline.
 * @param themeInitPath the script's path on disk
 * @throws Error when the minifier reports an error
 */
export function themeInitScript(themeInitPath: string): string {
  const { code, errors } = minifySync('theme-init.js', readFileSync(themeInitPath, 'utf8'), {
    compress: true,
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`theme-init.js: ${errors.map(String).join('; ')}`);
  return code.trim();
}

/**
 * The CSP source that allows exactly this inline script: `'sha256-<base64 of its UTF-8 bytes>'`
 * (CSP Level 2 hash-source; the browser hashes the element's text as written).
 */
export function cspScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The `script-src` sources of every Content-Security-Policy in a firebase.json.
 * @param firebaseJson the file's text
 */
export function hostingScriptSources(firebaseJson: string): string[][] {
  const config = JSON.parse(firebaseJson) as {
    hosting?: { headers?: { headers: { key: string; value: string }[] }[] };
  };
  return (config.hosting?.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => {
      const directive = header.value
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === 'script-src');
      return directive?.slice(1) ?? [];
    });
}

/**
 * Puts the theme script inline in index.html's <head>, in place of {@link THEME_INIT_MARKER},
 * ahead of the stylesheet (an inline script after a pending stylesheet waits for it).
 *
 * Inline rather than `/theme-init.js`: an external classic script in <head> is one more
 * render-blocking round trip before the first paint (Lighthouse counted ~350 ms on the reader).
 * The CSP forbids inline scripts except by hash, so a build fails when firebase.json's
 * `script-src` lacks this script's hash, and says which one to add: Hosting (and the share
 * function, which copies Hosting's headers) would otherwise block it and every saved theme.
 */
export function inlineThemeInit(options: {
  themeInitPath: string;
  firebaseJsonPath: string;
}): Plugin {
  let checkCsp = false;
  return {
    name: 'notesea:inline-theme-init',
    configResolved(config) {
      checkCsp = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_INIT_MARKER))
          throw new Error(`index.html lacks the theme-init marker: ${THEME_INIT_MARKER}`);
        const script = themeInitScript(options.themeInitPath);
        if (checkCsp) {
          const hash = cspScriptHash(script);
          const policies = hostingScriptSources(readFileSync(options.firebaseJsonPath, 'utf8'));
          if (policies.length === 0 || !policies.every((sources) => sources.includes(hash)))
            throw new Error(
              `firebase.json's Content-Security-Policy script-src must list ${hash}, the hash of the inline theme script (src/app/theme-init.js changed).`,
            );
        }
        return html.replace(THEME_INIT_MARKER, `<script>${script}</script>`);
      },
    },
  };
}
