/**
 * The deployed web app's `index.html`, which the share function fills with preview tags.
 *
 * Fetched from the Hosting origin itself (`{origin}/index.html`: a static file, so Hosting serves
 * it before any rewrite), not bundled into the function at build time: Hosting and functions
 * deploy separately (a web-only deploy, or the minutes between the two halves of one deploy), and
 * a bundled copy would then name JavaScript chunks that Hosting no longer serves. Fetched again,
 * conditionally (`If-None-Match`), on each request that reaches the function: the CDN in front
 * absorbs repeats (routes.ts), the file is ~1.5 KB, and after a Hosting release the very next
 * request gets the new one. The copy is kept per instance as a fallback when Hosting does not
 * answer. docs/share-links.md weighs the alternatives.
 */
import { logger } from 'firebase-functions';

/** Hosting's security headers on index.html, repeated on the function's answer (see below). */
const COPIED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

/** Longest wait for Hosting before the kept copy (or an error) stands in. */
const FETCH_TIMEOUT_MS = 5_000;

export interface AppShell {
  html: string;
  /**
   * Hosting's own security headers for the page (firebase.json's `**` rule, and locally the
   * launcher's CSP additions): the function's HTML is the same page, so it carries the same
   * policy whatever Hosting adds to rewritten answers.
   */
  headers: Record<string, string>;
}

type Fetch = typeof fetch;

let kept: { shell: AppShell; etag: string | null } | undefined;
let inFlight: Promise<AppShell> | undefined;

/**
 * The current `index.html` of the Hosting site at `origin`. Concurrent callers share one fetch.
 * @throws Error when Hosting does not answer 200/304 and no copy is kept yet
 */
export function appShell(origin: string, fetchImpl: Fetch = fetch): Promise<AppShell> {
  inFlight ??= refresh(origin, fetchImpl).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function refresh(origin: string, fetchImpl: Fetch): Promise<AppShell> {
  try {
    const response = await fetchImpl(`${origin}/index.html`, {
      headers: kept?.etag ? { 'If-None-Match': kept.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'error',
    });
    if (response.status === 304 && kept) return kept.shell;
    if (response.status !== 200) throw new Error(`Hosting answered ${response.status}`);
    const html = await response.text();
    if (!/<\/head>/i.test(html)) throw new Error('Hosting answered a page without </head>');
    const headers: Record<string, string> = {};
    for (const name of COPIED_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    kept = { shell: { html, headers }, etag: response.headers.get('etag') };
    return kept.shell;
  } catch (error) {
    if (!kept) throw error;
    logger.warn('share: index.html not refreshed, using the kept copy', {
      origin,
      error: (error as Error).message,
    });
    return kept.shell;
  }
}

/** Forgets the kept copy (tests). */
export function resetAppShell(): void {
  kept = undefined;
  inFlight = undefined;
}
