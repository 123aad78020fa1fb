/**
 * Typed HTTP errors. Anything thrown (or rejected) in a route that is an `AppError` is answered by
 * the error handler as `{ message, code }` with its status (docs/architecture.md §2); `message` is shown to the
 * user verbatim by the web app (docs/product.md §8), so write it for a student, not for a developer.
 * Every other error becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds the client should wait before retrying; sent as `Retry-After` (429/503). */
    readonly retryAfterSeconds?: number,
    /** Extra fields of the body beside `message` and `code`, e.g. the duplicate an upload is. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** An `AppError` class with a fixed status and code: `new NotFound()`, `new NotFound('Note not found')`. */
function httpError(status: number, code: string, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage, retryAfterSeconds?: number) {
      super(status, code, message, retryAfterSeconds);
    }
  };
}

export type BadRequestCode = 'bad_request' | 'validation';

/** The one status with two codes: 'validation' for a zod failure, else 'bad_request'. */
export class BadRequest extends AppError {
  constructor(message = 'Bad request', code: BadRequestCode = 'bad_request') {
    super(400, code, message);
  }
}

export const Unauthorized = httpError(401, 'unauthorized', 'Not authorized');
export const Forbidden = httpError(403, 'forbidden', 'You are not allowed to do that');
export const NotFound = httpError(404, 'not_found', 'Not found');
export const Conflict = httpError(409, 'conflict', 'Conflict');
export const PayloadTooLarge = httpError(413, 'payload_too_large', 'Request body is too large');
export const UnsupportedMediaType = httpError(
  415,
  'unsupported_media_type',
  'Unsupported media type',
);
/** Well-formed but refused for what it would cost to process (e.g. a PDF that cannot be checked in time). */
export const UnprocessableEntity = httpError(
  422,
  'unprocessable',
  'The request could not be processed.',
);
export const TooManyRequests = httpError(
  429,
  'rate_limited',
  'Too many requests. Please wait a minute and try again.',
);
export const ServiceUnavailable = httpError(
  503,
  'service_unavailable',
  'Service temporarily unavailable. Please try again.',
);

/**
 * Firestore's failed write preconditions, as the Admin SDK rejects them (gRPC status, or its
 * string forms): an update or `delete({ exists: true })` of a missing document (NOT_FOUND, 5),
 * and a `create` of an existing one (ALREADY_EXISTS, 6).
 */
function hasGrpcCode(err: unknown, code: number, name: string): boolean {
  const value = (err as { code?: unknown } | null)?.code;
  return value === code || value === name.toLowerCase().replace('_', '-') || value === name;
}

/** The write found no document (gRPC NOT_FOUND); see `hasGrpcCode`. */
export function isNotFoundError(err: unknown): boolean {
  return hasGrpcCode(err, 5, 'NOT_FOUND');
}

/** The `create` found a document already there (gRPC ALREADY_EXISTS); see `hasGrpcCode`. */
export function isAlreadyExists(err: unknown): boolean {
  return hasGrpcCode(err, 6, 'ALREADY_EXISTS');
}
