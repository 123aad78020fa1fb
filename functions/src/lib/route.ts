/**
 * Typed route handlers, in the spirit of Outline's `APIContext<T>`: a route declares who may call
 * it and the zod schemas of its input, and its handler receives that input parsed and typed. No
 * handler reads `req.body`, `req.params` or `req.query` itself, so none needs to cast them.
 *
 * ```ts
 * router.put('/tasks/:taskId', ...route(
 *   { session: 'required', params: taskParamsSchema, body: updateTaskSchema },
 *   async ({ input, user, res }) => { … input.params.taskId … input.body.title … user.uid … },
 * ));
 * ```
 */
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import {
  optionalRecentAuth,
  optionalUser,
  requireAuth,
  requireRecentAuth,
  type AuthUser,
} from './auth.js';
import { validate } from './validate.js';

/**
 * Who may call a route (lib/auth.ts):
 * - 'required': a verified session (`requireAuth`), else 401 'Not authorized';
 * - 'recent': the same, but a session verified in the last 30 s on this instance is trusted
 *   (`requireRecentAuth`; read-only polling routes only);
 * - 'optional': anyone; a valid session adds `user` (`optionalRecentAuth`), a bad one is ignored.
 * Absent: public, and the handler gets no `user`.
 */
export type SessionRule = 'required' | 'recent' | 'optional';

/** What a route declares: its session rule, its input schemas, and middleware to run first. */
export interface RouteSpec {
  session?: SessionRule;
  /** Path parameters. Every API id is a `docId`, so this is where a bad id becomes a 400. */
  params?: z.ZodType;
  /** Query string; parsed strings, so numbers need `z.coerce` (see shared/common.ts). */
  query?: z.ZodType;
  /** JSON body; a missing body is validated as `{}` (lib/validate.ts). */
  body?: z.ZodType;
  /** Run after the session check and validation, right before the handler: rate limits. */
  before?: readonly RequestHandler[];
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The parsed input of a route; a part without a schema is `undefined`. */
export interface RouteInput<S extends RouteSpec> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
}

/** The caller for a session rule: always there when required, maybe when optional. */
export type RouteUser<S extends RouteSpec> = S extends { session: 'required' | 'recent' }
  ? AuthUser
  : S extends { session: 'optional' }
    ? AuthUser | undefined
    : undefined;

/**
 * The request as a handler sees it: headers, ip and the rest, but not the unparsed body, params or
 * query — those arrive parsed in `input`.
 */
export type RequestMeta = Omit<Request, 'body' | 'params' | 'query'>;

/** What a handler receives. It answers through `res` (JSON, a file, an event stream). */
export interface RouteContext<S extends RouteSpec> {
  input: RouteInput<S>;
  user: RouteUser<S>;
  req: RequestMeta;
  res: Response;
}

/**
 * The middleware chain of one route, to spread into `router.get/post/…(path, ...route(…))`.
 *
 * Order, and why:
 * 1. the required session check: a caller without a session gets 401 whatever they sent, so a
 *    stranger learns nothing from the validation messages;
 * 2. validation (lib/validate.ts: params, then query, then body; the FIRST issue's message as
 *    400 `{ message, code: 'validation' }`, the schemas' own messages being the contract);
 * 3. an optional session lookup: it never refuses, so a bad request need not cost it;
 * 4. `before` (rate limits), so an invalid request costs no counter write;
 * 5. the handler. Whatever it throws goes to the one error handler (lib/error-handler.ts).
 */
export function route<const S extends RouteSpec>(
  spec: S,
  handler: (context: RouteContext<S>) => Promise<void> | void,
): RequestHandler[] {
  const chain: RequestHandler[] = [];
  if (spec.session === 'required') chain.push(requireAuth);
  if (spec.session === 'recent') chain.push(requireRecentAuth);
  const { params, query, body } = spec;
  if (params || query || body) chain.push(validate({ params, query, body }));
  if (spec.session === 'optional') chain.push(optionalRecentAuth);
  chain.push(...(spec.before ?? []));
  chain.push(async (req, res) => {
    // Sound: `validate` above replaced these values with the schemas' output, and the session
    // guard set the user or answered 401. One cast here spares every handler its own.
    const parsed: Record<keyof RouteInput<S>, unknown> = {
      params: params ? req.params : undefined,
      query: query ? res.locals.query : undefined,
      body: body ? req.body : undefined,
    };
    const input = parsed as RouteInput<S>;
    const user = (spec.session ? optionalUser(res) : undefined) as RouteUser<S>;
    await handler({ input, user, req, res });
  });
  return chain;
}
