/**
 * Typed HTTP errors. Anything thrown (or rejected) in a route that is an `AppError` is answered by
 * the error handler as `{ message, code }` with its status (DESIGN §2); `message` is shown to the
 * user verbatim by the web app (spec §8), so write it for a student, not for a developer.
 * Every other error becomes a generic 500.
 */
export class AppError extends Error {
  /** Seconds the client should wait before retrying; sent as `Retry-After` (429/503). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export type BadRequestCode = 'bad_request' | 'validation';

export class BadRequest extends AppError {
  constructor(message = 'Bad request', code: BadRequestCode = 'bad_request') {
    super(400, code, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Not authorized') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do that') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class Conflict extends AppError {
  constructor(message = 'Conflict') {
    super(409, 'conflict', message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message = 'Request body is too large') {
    super(413, 'payload_too_large', message);
  }
}

export class UnsupportedMediaType extends AppError {
  constructor(message = 'Unsupported media type') {
    super(415, 'unsupported_media_type', message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message = 'Too many requests. Please wait a minute and try again.',
    retryAfterSeconds?: number,
  ) {
    super(429, 'rate_limited', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailable extends AppError {
  constructor(
    message = 'Service temporarily unavailable. Please try again.',
    retryAfterSeconds?: number,
  ) {
    super(503, 'service_unavailable', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
