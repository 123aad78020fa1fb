/**
 * CORS per DESIGN §2: production is same-origin (Hosting serves the web app and rewrites `/api`),
 * so no CORS headers at all. In the emulator, any `http://localhost:*` / `http://127.0.0.1:*`
 * origin may call the API, so a client served from another local port works against the stack.
 */
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
