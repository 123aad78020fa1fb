/**
 * The request's exact body bytes. The Cloud Functions runtime (and its emulator) reads and parses
 * the body before Express sees it and keeps the bytes in `req.rawBody`, so the stream is already
 * drained: multipart parsing and webhook signatures must start from this buffer.
 */
import type { Request } from 'express';

type RequestWithBody = Pick<Request, 'readable' | 'headers'>;

/** `req.rawBody` if the runtime kept one (a request with a body); else undefined. */
export function keptRawBody(req: RequestWithBody): Buffer | undefined {
  const raw = (req as { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/**
 * The body bytes, empty for a body-less request. Throws (a 500) when a body was sent but not
 * kept: the app is running outside the Cloud Functions runtime.
 */
export function rawBodyOf(req: RequestWithBody): Buffer {
  const raw = keptRawBody(req);
  if (raw) return raw;
  // Only a body-less request gets here in the runtime (it sets rawBody whenever there is a body).
  if (!req.readable || req.headers['content-length'] === '0') return Buffer.alloc(0);
  throw new Error('req.rawBody is missing: the app must run in the Cloud Functions runtime');
}
