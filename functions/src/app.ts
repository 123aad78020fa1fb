/**
 * The Express app behind the `api` function. Request path (docs/architecture.md §1): request id → CORS →
 * security headers → JSON body → router (zod validation → service → presenter) → error handler.
 *
 * Two mount points: everything under `/api` (Hosting rewrites `/api/**` here with the full path),
 * and `POST /chatbot/stream` alone at the root, which is where the function's own URL
 * (`https://{region}-{project}.cloudfunctions.net/api/chatbot/stream`; the emulator's
 * `http://127.0.0.1:5001/{project}/{region}/api/chatbot/stream`) lands: Hosting buffers the
 * responses of rewritten functions (firebase-tools#9774), so the web app streams from there.
 */
import express, { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import { EXTRA_APP_ORIGINS, isEmulator, portOffset } from './config.js';
import { TRUSTED_PROXY_HOPS } from './lib/client-ip.js';
import { cors, partnerStreamCors } from './lib/cors.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { projectId } from './lib/firebase.js';
import { PayloadTooLarge } from './lib/errors.js';
import { keptRawBody } from './lib/raw-body.js';
import { requestContext } from './lib/request-context.js';
import { bookmarksRouter } from './modules/bookmarks/routes.js';
import { notesRouter } from './modules/notes/routes.js';
import { searchRouter } from './modules/search/routes.js';
import { usersRouter } from './modules/users/routes.js';
import { marketplaceRouters } from './modules/marketplace.js';
import { applicationsRouter } from './modules/applications/routes.js';
import { chatRouter } from './modules/chat/routes.js';
import { chatbotRouter, chatbotStreamRouter } from './modules/chatbot/routes.js';
import { notificationsRouter } from './modules/notifications/routes.js';
import { tasksRouter } from './modules/tasks/routes.js';
import { revisionRouter } from './modules/revision/routes.js';
import { topicsRouter } from './modules/topics/routes.js';
import { uploadsRouter } from './modules/uploads/routes.js';
import { practiceRouter } from './modules/practice/routes.js';
import { requestsRouter } from './modules/requests/routes.js';

/** Largest JSON body accepted, bytes. File uploads (multipart) have their own limits. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The one route also served at the root (the function's own URL); see the comment above. */
const STREAM_PATH = '/chatbot/stream';

export function createApp(): express.Express {
  const app = express();
  // Behind Hosting's edge and Google's front end: req.ip is the client address Hosting's edge
  // appended, not the client-controlled left-most X-Forwarded-For entry (see lib/client-ip.ts).
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.disable('x-powered-by');

  app.use(requestContext());
  const emulator = isEmulator();
  app.use('/api', cors(emulator));
  app.use(
    STREAM_PATH,
    partnerStreamCors(() => ({
      projectId: projectId(),
      extraOrigins: EXTRA_APP_ORIGINS.value(),
      emulator,
      portOffset: portOffset(),
    })),
  );
  app.use(
    helmet({
      // Only JSON and file downloads come from here: nothing may render, run or frame.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      frameguard: { action: 'deny' },
    }),
  );
  app.use(noStoreByDefault);
  app.use(limitPreParsedJson(JSON_BODY_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  app.use('/api', apiRouter());
  app.use(chatbotStreamRouter());
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

function apiRouter(): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.use(notesRouter(), searchRouter(), bookmarksRouter(), topicsRouter(), revisionRouter());
  router.use(usersRouter());
  router.use(...marketplaceRouters());
  router.use(
    tasksRouter(),
    chatRouter(),
    notificationsRouter(),
    chatbotRouter(),
    applicationsRouter(),
  );
  router.use(uploadsRouter(), requestsRouter(), practiceRouter());
  return router;
}

/** Personal data must not be cached by browsers or the CDN unless a route opts in. */
const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * Cloud Functions (and the emulator) parse the body before Express sees it, with a 32 MB limit,
 * and `express.json` then skips it; so the JSON size limit is enforced here on `req.rawBody`.
 * Multipart bodies are left to their own route's limits.
 */
function limitPreParsedJson(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    const raw = keptRawBody(req);
    if (raw && raw.length > limitBytes && req.is('application/json')) {
      throw new PayloadTooLarge();
    }
    next();
  };
}
