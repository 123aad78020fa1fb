/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Absolute API base for a client served apart from the API (e.g. http://localhost:5000/api). */
  readonly VITE_API_URL?: string;
}

/**
 * Where the Assignment Partner streams from, fixed at build time by vite.config.ts from
 * `VITE_PARTNER_STREAM_URL` / `VITE_FIREBASE_PROJECT_ID` (config/partner-stream.ts).
 */
declare const __PARTNER_STREAM__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
