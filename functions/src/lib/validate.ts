import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { BadRequest } from './errors.js';

type Schema = z.ZodType;

/**
 * Validates and normalises the request with zod schemas (each optional):
 * - `body`: parsed value replaces `req.body` (unknown keys stripped by object schemas). A missing
 *   body is validated as `{}` so the user sees the schema's own message (e.g. 'noteId is required')
 *   rather than a type error about `undefined`.
 * - `params`: parsed value replaces `req.params`. Use as a route-level middleware
 *   (`router.get(path, validate(...), handler)`): the router resets `req.params` between layers.
 * - `query`: parsed value goes to `res.locals.query`, because Express 5 `req.query` is a getter.
 *
 * Throws `BadRequest` (400, code 'validation') carrying the FIRST issue's message; messages live in
 * the schemas (docs/architecture.md §2: every error is `{ message, code }`, message shown as is).
 */
export function validate(schemas: {
  body?: Schema;
  params?: Schema;
  query?: Schema;
}): RequestHandler {
  return (req, res, next) => {
    if (schemas.params) req.params = parseOrThrow(schemas.params, req.params) as typeof req.params;
    if (schemas.query) res.locals.query = parseOrThrow(schemas.query, req.query);
    if (schemas.body) req.body = parseOrThrow(schemas.body, req.body ?? {});
    next();
  };
}

/** Parses `input` with `schema`; on failure throws 400 'validation' with the first issue's message. */
export function parseOrThrow<S extends Schema>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new BadRequest(result.error.issues[0]?.message ?? 'Invalid request', 'validation');
  }
  return result.data;
}
