// Where the Assignment Partner's stream (POST /chatbot/stream) is called. Firebase Hosting
// buffers the responses of rewritten functions (firebase-tools#9774), so through `/api` a hosted
// student would get the whole answer at once; the web app calls the `api` function's own URL for
// this one route instead. Everything else stays behind `/api`.
//
// The address is fixed at build time (vite.config.ts turns it into the `__PARTNER_STREAM__`
// constant) by `buildPartnerStream`, and resolved in the browser by `partnerStreamUrl`.
import { emulators } from '../../../firebase.json';

/** Region of the `api` function (functions/src/index.ts `setGlobalOptions`). */
export const FUNCTION_REGION = 'asia-south1';
/** The local stack's project id (tools/src/paths.mjs); `demo-` keeps it off real projects. */
export const LOCAL_PROJECT_ID = 'demo-notesea';

/** The build variables read here (shell environment or web/.env.* files). */
export type PartnerStreamBuildEnv = {
  /** The one documented override: the stream endpoint's full URL (a custom domain or proxy). */
  VITE_PARTNER_STREAM_URL?: string;
  /** The Firebase project being built for; `npm run deploy` sets it. Unset: the local stack. */
  VITE_FIREBASE_PROJECT_ID?: string;
};

/**
 * The build-time value: `VITE_PARTNER_STREAM_URL` when set; else, for a real project,
 * `https://{region}-{project}.cloudfunctions.net/api/chatbot/stream` (a 2nd-gen function's
 * cloudfunctions.net URL); else (no project or a `demo-` one: a local build) the emulator's path
 * `/{project}/{region}/api/chatbot/stream`, whose host and port the browser supplies.
 */
export function buildPartnerStream(env: PartnerStreamBuildEnv): string {
  const configured = env.VITE_PARTNER_STREAM_URL?.trim();
  if (configured) return configured;
  const project = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (project && !project.startsWith('demo-')) {
    return `https://${FUNCTION_REGION}-${project}.cloudfunctions.net/api/chatbot/stream`;
  }
  return `/${project || LOCAL_PROJECT_ID}/${FUNCTION_REGION}/api/chatbot/stream`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);
/** firebase.json's Hosting emulator port (5000); the functions emulator is the next one. */
const HOSTING_EMULATOR_PORT = emulators.hosting.port;

/**
 * The URL the browser posts the question to.
 * - `built` is an absolute URL (a production build): that.
 * - `apiUrl` is absolute (`VITE_API_URL`, a dev server on another port): `{apiUrl}/chatbot/stream`,
 *   the original contract.
 * - A local build served by the Hosting emulator (a loopback host on port 5000, or 5000 +
 *   NOTESEA_PORT_OFFSET, a multiple of 1000): the functions emulator, one port up, which
 *   streams as Gemini answers (`http://127.0.0.1:5001/demo-notesea/asia-south1/api/chatbot/stream`).
 * - Otherwise `{apiUrl}/chatbot/stream` through Hosting: it works, only buffered.
 */
export function partnerStreamUrl(
  built: string,
  apiUrl: string,
  location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>,
): string {
  const viaApi = new URL(
    `${apiUrl.replace(/\/+$/, '')}/chatbot/stream`,
    location.origin,
  ).toString();
  if (/^https?:\/\//.test(built)) return built;
  if (/^https?:\/\//.test(apiUrl)) return viaApi;
  const port = Number(location.port);
  if (LOOPBACK.has(location.hostname) && port >= HOSTING_EMULATOR_PORT && port % 1000 === 0) {
    return `${location.protocol}//${location.hostname}:${port + 1}${built}`;
  }
  return viaApi;
}
