/**
 * The single place errors become HTTP answers. Every error body is `{ message, code }` (docs/architecture.md §2),
 * plus an error's own `details` where it has them (a duplicate upload names the existing note);
 * stacks and internal details only ever go to the log.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { ZodError } from 'zod';
import { AppError, BadRequest, NotFound, PayloadTooLarge, UnsupportedMediaType } from './errors.js';
import { loggablePath, requestIdOf } from './request-context.js';

export const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

export interface ErrorBody {
  message: string;
  code: string;
}

/** Shape of the errors body-parser and the router raise (http-errors). */
interface HttpLikeError {
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

/**
 * Maps a thrown value to the status and body the client gets; `undefined` means "unexpected" and
 * is answered with a generic 500. Pure, so it is unit-tested directly.
 */
export function toHttpError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    return new BadRequest(err.issues[0]?.message ?? 'Invalid request', 'validation');
  }
  if (typeof err !== 'object' || err === null) return undefined;
  const { type, status, statusCode } = err as HttpLikeError;
  if (type === 'entity.parse.failed') return new BadRequest('Malformed JSON body');
  if (type === 'entity.too.large') return new PayloadTooLarge();
  const code = typeof status === 'number' ? status : statusCode;
  if (code === 415) return new UnsupportedMediaType();
  // Other body-parser errors carry a string `type` (aborted upload, bad length); the router's
  // undecodable %-escape in a path parameter is a bare 400.
  const clientError = typeof code === 'number' && code >= 400 && code < 500;
  if ((clientError && typeof type === 'string') || code === 400) return new BadRequest();
  return undefined;
}

/** Final error middleware: answers `{ message, code }`, logs 5xx with the stack. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  const known = toHttpError(err);
  if (res.headersSent) {
    // Mid-stream failure (e.g. a file download): nothing sensible to send; Express closes it.
    logger.error('Error after response started', {
      requestId: requestIdOf(res),
      err: stackOf(err),
    });
    next(err);
    return;
  }
  if (!known || known.status >= 500) {
    // Never the raw path: it may carry a live password-reset token (docs/product.md §7).
    logger.error(`Unhandled error on ${req.method} ${loggablePath(req.originalUrl)}`, {
      requestId: requestIdOf(res),
      err: stackOf(err),
    });
  }
  const status = known?.status ?? 500;
  const body: ErrorBody = known
    ? { ...known.details, message: known.message, code: known.code }
    : { message: GENERIC_MESSAGE, code: 'internal' };
  if (known?.retryAfterSeconds !== undefined) {
    res.set('Retry-After', String(known.retryAfterSeconds));
  }
  res.set('Cache-Control', 'no-store');
  res.status(status).json(body);
};

/** Terminal 404 for paths no router matched. */
export const notFoundHandler: RequestHandler = () => {
  throw new NotFound();
};

function stackOf(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
