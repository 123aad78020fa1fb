/**
 * Which origin the share function reads `index.html` from, and which origin its preview URLs
 * (og:url, og:image) name.
 */
import { partnerStreamOrigins, type StreamOriginSettings } from '../../lib/cors.js';

/** Base port of the Hosting emulator (firebase.json); the launcher moves it by an offset. */
const EMULATOR_HOSTING_PORT = 5000;

/**
 * Where Hosting serves the app: `https://{project}.web.app`, or locally the Hosting emulator at
 * `http://127.0.0.1:{5000 + NOTESEA_PORT_OFFSET}`. A fixed origin, never one taken from the
 * request: the function is also reachable at its own URL, where any Host header can be sent, and
 * the page it reads is kept for later requests.
 * @throws Error outside any Firebase runtime (no project id)
 */
export function hostingOrigin(settings: StreamOriginSettings): string {
  if (settings.emulator) {
    return `http://127.0.0.1:${EMULATOR_HOSTING_PORT + (Number(settings.portOffset) || 0)}`;
  }
  if (!settings.projectId) throw new Error('No project id: cannot tell the Hosting origin');
  return `https://${settings.projectId}.web.app`;
}

/**
 * The origin the visitor used, when it is one of the app's own (the Hosting domains,
 * `EXTRA_APP_ORIGINS` such as a custom domain, the emulator's), so a link shared from
 * notesea.in previews as notesea.in; otherwise `hostingOrigin`. Hosting passes the visitor's host
 * as `X-Forwarded-Host`.
 */
export function publicOrigin(
  forwardedHost: string | undefined,
  host: string | undefined,
  settings: StreamOriginSettings,
): string {
  const allowed = partnerStreamOrigins(settings);
  const scheme = settings.emulator ? 'http' : 'https';
  for (const candidate of [forwardedHost?.split(',')[0]?.trim(), host]) {
    if (!candidate) continue;
    const origin = `${scheme}://${candidate.toLowerCase()}`;
    if (allowed.has(origin)) return origin;
  }
  return hostingOrigin(settings);
}
