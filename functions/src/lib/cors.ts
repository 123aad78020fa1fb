/**
 * CORS per docs/architecture.md §2: production is same-origin (Hosting serves the web app and rewrites `/api`),
 * so no CORS headers at all. In the emulator, any `http://localhost:*` / `http://127.0.0.1:*`
 * origin may call the API, so a client served from another local port works against the stack.
 *
 * One exception, `partnerStreamCors`: the Assignment Partner's stream is called at the function's
 * own URL (Hosting buffers rewritten responses, firebase-tools#9774), which is cross-origin for
 * the web app, so that route alone answers CORS for the app's own origins.
 */
import corsMiddleware from 'cors';
import type { RequestHandler } from 'express';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After, Content-Disposition';

/** Whether `origin` may make cross-origin calls; only local origins, and only in the emulator. */
export function isAllowedOrigin(origin: string | undefined, emulator: boolean): boolean {
  return emulator && origin !== undefined && LOCAL_ORIGIN.test(origin);
}

/**
 * `emulator` is read once when the app is built (`FUNCTIONS_EMULATOR === 'true'`).
 * Preflights (OPTIONS with `Access-Control-Request-Method`) are answered 204 here; for a
 * disallowed origin the answer simply lacks the CORS headers, so the browser blocks the call.
 */
export function cors(emulator: boolean): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const allowed = isAllowedOrigin(origin, emulator);
    if (emulator) res.vary('Origin');
    if (allowed && origin) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      if (allowed) {
        res.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        res.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.set('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}

/** Base port of the Hosting emulator (firebase.json); the local launcher moves it by an offset. */
const EMULATOR_HOSTING_PORT = 5000;

export interface StreamOriginSettings {
  /** The Firebase project id (`GCLOUD_PROJECT`); undefined only outside any Firebase runtime. */
  projectId: string | undefined;
  /** `EXTRA_APP_ORIGINS`: comma-separated exact origins (a custom domain), may be empty. */
  extraOrigins: string;
  emulator: boolean;
  /** `NOTESEA_PORT_OFFSET` in the emulator (a second local stack moves every port by it). */
  portOffset?: string | undefined;
}

/**
 * The exact origins whose pages may call the Partner's stream at the function's own URL:
 * the project's Hosting domains `https://{project}.web.app` and `https://{project}.firebaseapp.com`,
 * every origin listed in `extraOrigins` (trailing slashes dropped), and in the emulator the
 * Hosting emulator's `http://127.0.0.1:{5000 + offset}` and `http://localhost:{5000 + offset}`.
 */
export function partnerStreamOrigins(settings: StreamOriginSettings): Set<string> {
  const origins = new Set<string>();
  if (settings.projectId) {
    origins.add(`https://${settings.projectId}.web.app`);
    origins.add(`https://${settings.projectId}.firebaseapp.com`);
  }
  for (const listed of settings.extraOrigins.split(',')) {
    const origin = listed.trim().replace(/\/+$/, '');
    if (origin) origins.add(origin);
  }
  if (settings.emulator) {
    const port = EMULATOR_HOSTING_PORT + (Number(settings.portOffset) || 0);
    origins.add(`http://127.0.0.1:${port}`);
    origins.add(`http://localhost:${port}`);
  }
  return origins;
}

/**
 * CORS for `POST /chatbot/stream` reached at the function's own URL
 * (`https://{region}-{project}.cloudfunctions.net/api/chatbot/stream`). `settings` is read on each
 * request (params are only readable inside an invocation). An allowed origin gets
 * `Access-Control-Allow-Origin: <origin>` (never `*`) and, on a preflight, the POST method and the
 * `Authorization` and `Content-Type` headers: the session travels as the same bearer token as on
 * every other route, never as a cookie, so no `Allow-Credentials`. Any other origin gets no CORS
 * header at all (its preflight is answered 204 without them), so the browser refuses the call.
 */
export function partnerStreamCors(settings: () => StreamOriginSettings): RequestHandler {
  const allow = corsMiddleware({
    origin: (origin, callback) => {
      callback(null, origin !== undefined && partnerStreamOrigins(settings()).has(origin));
    },
    methods: ['POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  return (req, res, next) => {
    // The answer differs per Origin even when refused, so caches must key on it.
    res.vary('Origin');
    allow(req, res, (err?: unknown) => {
      if (err) {
        next(err);
        return;
      }
      // Reached for a refused origin or a request without Origin: a preflight ends here without
      // CORS headers; anything else goes on to the route (same-origin and server calls need none).
      if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
        res.status(204).end();
        return;
      }
      next();
    });
  };
}
