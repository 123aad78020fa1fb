import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // Spec §2 install prompt and service worker. Registration is ours (main.tsx imports
    // virtual:pwa-register after load): the injected inline/script variants would either break
    // under the CSP (no inline scripts) or add a request before the landing page paints.
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
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    // Mirrors the `paths` in tsconfig.json so the type checker and the bundler agree.
    alias: {
      '@': fromHere('./src'),
      '@shared': fromHere('../functions/src/shared'),
    },
  },
  build: {
    target: 'es2022',
    // .vite/manifest.json maps routes to chunks for `npm run bench`; Hosting ignores dot-folders.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
