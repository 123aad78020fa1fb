import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { inlineThemeInit } from './src/config/inline-theme-init';
import { buildPartnerStream } from './src/config/partner-stream';
import { OFFLINE_NOTES_CACHE } from './src/features/offline/cache-names';
import { testFilesByIsolation } from '../vitest.isolation';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const testFiles = testFilesByIsolation(fromHere('.'), ['src'], /\.test\.tsx?$/);

export default defineConfig(({ mode }) => ({
  define: {
    // One string literal in the bundle, so `npm run deploy`'s preflight can find it.
    __PARTNER_STREAM__: JSON.stringify(buildPartnerStream(loadEnv(mode, fromHere('.'), 'VITE_'))),
  },
  plugins: [
    react(),
    inlineThemeInit({
      themeInitPath: fromHere('./src/app/theme-init.js'),
      firebaseJsonPath: fromHere('../firebase.json'),
    }),
    // The install prompt and service worker of docs/product.md §2 (`/install`). Registration is
    // ours (main.tsx imports virtual:pwa-register after load): the injected inline/script
    // variants would either break under the CSP (no inline scripts) or add a request before the
    // landing page paints.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'NoteSea',
        short_name: 'NoteSea',
        description:
          'Free semester-wise notes for CSE and AIDS engineering students, study tools and custom projects.',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b4f6c',
        background_color: '#f5f8fa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      includeAssets: ['favicon.svg'],
      workbox: {
        // The app shell: HTML, every JS/CSS chunk and the icons, so any route opens offline.
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        // Except pdf.js (the reader's features/reader/lib/pdf-engine.ts chunk, ~120 KB gzip, and
        // its ~1.2 MB worker): installing the app must not download the reader's engine. It is
        // fetched when a PDF is first opened, then kept by the browser's HTTP cache.
        globIgnores: ['**/pdf-engine-*.js', '**/pdf.worker*'],
        navigateFallback: '/index.html',
        // API answers carry user data and must always be fresh; /__/ is Firebase's reserved path.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        // Workbox serialises these into sw.js: the match functions must use nothing from here.
        runtimeCaching: [
          {
            // The public catalog reads, so semesters, subjects, note lists, a note's details and
            // a subject's exam topics open offline as they were last seen.
            // An allow-list of paths: every other API answer (users, orders, tasks, chat,
            // bookmarks, progress, revision, search…) is user data or changes too often, and never
            // reaches this cache.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/api\/(?:semesters(?:\/[^/]+\/subjects|\/subjects\/[^/]+\/(?:notes|pyqs|topics))?|(?:notes|pyqs)\/[^/]+)$/.test(
                url.pathname,
              ),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'notesea-catalog',
              expiration: { maxEntries: 300 },
              plugins: [
                {
                  // Kept only when the server itself calls the answer public (the same for
                  // every caller, functions/src/lib/http.ts): a route that ever starts to answer
                  // per user falls out of the cache on its own.
                  cacheWillUpdate: async ({ response }) =>
                    response.ok && /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')
                      ? response
                      : null,
                },
              ],
            },
          },
          {
            // Notes and papers saved for offline: the page writes their PDFs into this cache
            // (features/offline/lib/offline-store.ts) and the reader's request for one is answered
            // from it. Storage download URLs (production and the emulator) are /v0/b/{bucket}/o/…
            urlPattern: ({ url }) =>
              /^\/v0\/b\/[^/]+\/o\//.test(url.pathname) && url.searchParams.get('alt') === 'media',
            handler: 'CacheFirst',
            options: {
              cacheName: OFFLINE_NOTES_CACHE,
              // Only a save puts a PDF here: opening an unsaved PDF must not fill the device.
              plugins: [{ cacheWillUpdate: async () => null }],
            },
          },
          {
            // pdf.js and its worker, left out of the precache above: kept once fetched (when a
            // PDF opens, or when a note or paper is saved for offline), so saved ones open offline.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/assets\/pdf(?:-engine-[^/]+\.js|\.worker[^/]*)$/.test(url.pathname),
            handler: 'CacheFirst',
            // Names are content-hashed: an old version is never asked for again after a deploy.
            options: { cacheName: 'notesea-pdf-engine', expiration: { maxEntries: 4 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    // Mirrors the `paths` in tsconfig.json so the type checker and the bundler agree.
    alias: { '@': fromHere('./src') },
    // @notesea/contract's TypeScript source, so the app needs no build of the package first
    // (its `default` export is the built JS, for Node).
    conditions: ['@notesea/source', ...defaultClientConditions],
  },
  build: {
    target: 'es2022',
    // .vite/manifest.json maps routes to chunks for `npm run bench`; Hosting ignores dot-folders.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Above vitest.setup's 10 s wait limit, so a slow wait fails with its own message.
    testTimeout: 30_000,
    // See vitest.isolation.ts: files that mock a module get a fresh module graph; the rest share
    // one per worker (and one jsdom), which took this suite from 170 to 52 CPU-seconds.
    projects: [
      { extends: true, test: { name: 'isolated', include: testFiles.isolated } },
      { extends: true, test: { name: 'shared', include: testFiles.shared, isolate: false } },
    ],
  },
}));
