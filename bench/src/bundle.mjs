import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** docs/architecture.md §10 budgets, bytes of gzip. */
export const BUNDLE_BUDGETS = { landingJs: 100 * 1024, routeJs: 30 * 1024, css: 20 * 1024 };

/** Where the page modules live: the router's lazy routes, each held to the route budget. */
const ROUTES_DIR = 'src/app/routes/';

/** The note reader's route module: held to the route budget without pdf.js. */
const READER_ROUTE = 'src/app/routes/public/note-reader.tsx';

/** The reader's pdf.js engine, which the reader imports on demand (with its worker asset). */
const PDF_ENGINE = 'src/features/reader/lib/pdf-engine.ts';

/** The route modules the landing page (`/`) renders: the public layout and the landing page. */
const LANDING_ROUTES = ['src/app/routes/public/root.tsx', 'src/app/routes/public/landing.tsx'];

/**
 * Measures the web build from Vite's manifest (web/dist/.vite/manifest.json).
 * - landing: the entry chunk with its static imports plus the landing route chunks (the router
 *   starts those in parallel), raw and gzip bytes;
 * - routes: per page module under src/app/routes/ (the router's lazy routes), its own chunk plus
 *   static imports not already in the entry; these are held to `routeJs`;
 * - components: every other lazily loaded module (dialogs, forms, panels, menus a page or the
 *   layout loads on demand), measured the same way, reported without a budget;
 * - css: all stylesheets;
 * - reader: the note reader's route, as in `routes` (its closure never holds pdf.js, which it
 *   imports on demand), named, with pdf.js' own size (engine chunk, worker) beside it.
 * @param {string} distDir
 * @returns {{ landing: Size, routes: Named[], components: Named[], css: Size,
 *   reader: Named & { pdfjs: { gzip: number, raw: number, workerGzip: number, workerRaw: number } } }}
 * @typedef {Size & { name: string }} Named
 * @typedef {{ raw: number, gzip: number, files: string[] }} Size
 */
export function measureBundle(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const sizeOf = memo((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  /** @param {string} key @param {Set<string>} acc */
  const closure = (key, acc = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || acc.has(chunk.file)) return acc;
    acc.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, acc);
    return acc;
  };
  const total = (files) =>
    [...files].reduce(
      (sum, file) => {
        const s = sizeOf(file);
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, files: [...sum.files, file] };
      },
      { raw: 0, gzip: 0, files: /** @type {string[]} */ ([]) },
    );

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const entryFiles = closure(entryKey);
  const landingFiles = new Set(entryFiles);
  for (const key of LANDING_ROUTES) closure(key, landingFiles);

  /** @param {string[]} keys @returns {Named[]} */
  const measureLazy = (keys) =>
    keys
      .map((key) => {
        const own = [...closure(key)].filter((f) => !entryFiles.has(f));
        return { name: key.replace(/^src\//, '').replace(/\.tsx?$/, ''), ...total(own) };
      })
      .sort((a, b) => b.gzip - a.gzip);
  const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const isRoute = (/** @type {string} */ key) => key.startsWith(ROUTES_DIR);
  const routes = measureLazy(lazyKeys.filter(isRoute));
  const components = measureLazy(lazyKeys.filter((k) => !isRoute(k)));

  const cssFiles = new Set(
    Object.values(manifest).flatMap((chunk) => /** @type {string[]} */ (chunk.css ?? [])),
  );
  const readerName = READER_ROUTE.replace(/^src\//, '').replace(/\.tsx?$/, '');
  const readerRoute = routes.find((r) => r.name === readerName);
  if (!readerRoute) throw new Error(`No chunk for ${READER_ROUTE} in the Vite manifest`);
  const engine = manifest[PDF_ENGINE];
  if (!engine) throw new Error(`No chunk for ${PDF_ENGINE} in the Vite manifest`);
  const engineFiles = [...closure(PDF_ENGINE)].filter((f) => !entryFiles.has(f));
  if (readerRoute.files.some((f) => engineFiles.includes(f))) {
    throw new Error(`${READER_ROUTE} holds pdf.js statically: it must import it on demand`);
  }
  const workers = total(
    /** @type {string[]} */ (engine.assets ?? []).filter((f) => /worker/.test(f)),
  );
  const pdfjs = { ...total(engineFiles), workerGzip: workers.gzip, workerRaw: workers.raw };
  const reader = {
    ...readerRoute,
    pdfjs: {
      gzip: pdfjs.gzip,
      raw: pdfjs.raw,
      workerGzip: pdfjs.workerGzip,
      workerRaw: pdfjs.workerRaw,
    },
  };
  return { landing: total(landingFiles), routes, components, css: total(cssFiles), reader };
}

/** @template T @param {(k: string) => T} fn */
function memo(fn) {
  const cache = new Map();
  return (/** @type {string} */ k) => {
    if (!cache.has(k)) cache.set(k, fn(k));
    return cache.get(k);
  };
}
