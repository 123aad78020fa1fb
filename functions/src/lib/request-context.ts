/**
 * Request id + one structured access log line per request (Cloud Logging parses the JSON that
 * `firebase-functions/logger` writes).
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { optionalUser } from './auth.js';

const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Picks the id for this request: the trace id from `X-Cloud-Trace-Context` (`TRACE/SPAN;o=1`, set
 * by Google's front end) so our logs line up with the platform's request log, else a client's
 * `X-Request-Id` if it is a harmless token (it ends up in logs and headers), else a fresh UUID.
 */
export function pickRequestId(trace: string | undefined, requestId: string | undefined): string {
  const traceId = trace?.split('/')[0];
  if (traceId && SAFE_ID.test(traceId)) return traceId;
  if (requestId && SAFE_ID.test(requestId)) return requestId;
  return randomUUID();
}

/**
 * Path as logged: no query string, and secrets carried in the path (password-reset tokens,
 * docs/product.md §7 `POST /users/reset-password/{token}`) replaced by a placeholder.
 */
export function loggablePath(originalUrl: string): string {
  const path = originalUrl.split('?')[0] ?? '';
  return path.replace(/(\/reset-password\/)[^/]+/, '$1:token');
}

export function requestIdOf(res: Response): string | undefined {
  return res.locals.requestId as string | undefined;
}

/** Sets `res.locals.requestId` and the `X-Request-Id` header; logs the request when it finishes. */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = pickRequestId(req.get('x-cloud-trace-context'), req.get('x-request-id'));
    res.locals.requestId = requestId;
    res.set('X-Request-Id', requestId);
    res.on('finish', () => {
      const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
      const entry = {
        method: req.method,
        path: loggablePath(req.originalUrl),
        status: res.statusCode,
        ms,
        requestId,
        uid: optionalUser(res)?.uid,
      };
      const line = `${entry.method} ${entry.path} ${entry.status} ${ms}ms`;
      if (res.statusCode >= 500) logger.error(line, entry);
      else if (res.statusCode >= 400) logger.warn(line, entry);
      else logger.info(line, entry);
    });
    next();
  };
}
