// route(): what a caller sees (the spec's 400 messages, 401 before any validation, the one error
// model) and what a handler gets (parsed, typed input and the caller), through a real Express app.
import express, { type RequestHandler } from 'express';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('./firebase.js', () => ({
  auth: () => ({
    verifySessionCookie: (token: string) =>
      token.startsWith('u1.')
        ? Promise.resolve({ uid: 'u1', email: 'u1@example.com' })
        : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' })),
  }),
}));

const { createTaskSchema, TASK_MESSAGES } = await import('@notesea/contract/tasks');
const { docId } = await import('@notesea/contract/common');
const { send } = await import('../test-utils/http.js');
const { errorHandler } = await import('./error-handler.js');
const { NotFound } = await import('./errors.js');
const { route } = await import('./route.js');
type RouteSpec = import('./route.js').RouteSpec;
type RouteContext<S extends RouteSpec> = import('./route.js').RouteContext<S>;

const SESSION = { authorization: 'Bearer u1.session.cookie' };
const params = z.object({ taskId: docId('taskId') });
const query = z.object({ limit: z.coerce.number().int().min(1, 'limit must be at least 1') });

/** One route at `PUT /tasks/:taskId` answering what its handler received. */
function appWith(chain: RequestHandler[]) {
  const app = express();
  app.use(express.json());
  app.put('/tasks/:taskId', ...chain);
  app.use(errorHandler);
  return app;
}

function echo<S extends RouteSpec>({ input, user, res }: RouteContext<S>) {
  res.json({ input, user: user ?? null });
}

describe('route', () => {
  it('answers 400 { message, code: validation } with the schema’s own message', async () => {
    const app = appWith(route({ session: 'required', params, body: createTaskSchema }, echo));
    const blank = await send(app, '/tasks/t1', {
      method: 'PUT',
      headers: SESSION,
      json: { title: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: TASK_MESSAGES.titleRequired, code: 'validation' });
    const badId = await send(app, '/tasks/__x__', {
      method: 'PUT',
      headers: SESSION,
      json: { title: 'Read' },
    });
    expect(badId.body).toEqual({ message: 'taskId is invalid', code: 'validation' });
  });

  it('answers 401 without a session before looking at the input, and never runs the handler', async () => {
    const handler = vi.fn();
    const app = appWith(route({ session: 'required', body: createTaskSchema }, handler));
    const res = await send(app, '/tasks/t1', { method: 'PUT', json: { title: '' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
    const forged = await send(app, '/tasks/t1', {
      method: 'PUT',
      headers: { authorization: 'Bearer u2.forged.cookie' },
      json: { title: 'Read' },
    });
    expect(forged.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed input and the caller', async () => {
    const app = appWith(
      route({ session: 'required', params, query, body: createTaskSchema }, (context) => {
        expectTypeOf(context.input.body).toEqualTypeOf<{ title: string }>();
        expectTypeOf(context.input.query).toEqualTypeOf<{ limit: number }>();
        expectTypeOf(context.user.uid).toEqualTypeOf<string>();
        echo(context);
      }),
    );
    const res = await send(app, '/tasks/t1?limit=5', {
      method: 'PUT',
      headers: SESSION,
      json: { title: '  Read chapter 2  ', owner: 'someone-else' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      input: { params: { taskId: 't1' }, query: { limit: 5 }, body: { title: 'Read chapter 2' } },
      user: { uid: 'u1', email: 'u1@example.com' },
    });
  });

  it('gives no input a route did not declare', async () => {
    const app = appWith(
      route({}, (context) => {
        expectTypeOf(context.input.body).toEqualTypeOf<undefined>();
        expectTypeOf(context.user).toEqualTypeOf<undefined>();
        echo(context);
      }),
    );
    const res = await send(app, '/tasks/t1?limit=5', {
      method: 'PUT',
      headers: SESSION,
      json: { title: 'Read' },
    });
    expect(res.body).toEqual({ input: {}, user: null });
  });

  it('with an optional session, adds the caller when the token is good and ignores a bad one', async () => {
    const app = appWith(route({ session: 'optional', params }, echo));
    const signedIn = await send(app, '/tasks/t1', { method: 'PUT', headers: SESSION });
    expect(signedIn.body).toMatchObject({ user: { uid: 'u1' } });
    const stale = await send(app, '/tasks/t1', {
      method: 'PUT',
      headers: { authorization: 'Bearer u2.stale.cookie' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ user: null });
  });

  it('runs `before` (a rate limit) only for valid input, right before the handler', async () => {
    const seen: string[] = [];
    const counter: RequestHandler = (_req, _res, next) => {
      seen.push('before');
      next();
    };
    const app = appWith(
      route({ params, body: createTaskSchema, before: [counter] }, ({ res }) => {
        seen.push('handler');
        res.status(204).end();
      }),
    );
    const bad = await send(app, '/tasks/t1', { method: 'PUT', json: {} });
    expect(bad.status).toBe(400);
    expect(seen).toEqual([]);
    await send(app, '/tasks/t1', { method: 'PUT', json: { title: 'Read' } });
    expect(seen).toEqual(['before', 'handler']);
  });

  it('sends what a handler throws through the one error handler', async () => {
    const app = appWith(
      route({ params }, () => {
        throw new NotFound('Task not found');
      }),
    );
    const res = await send(app, '/tasks/t1', { method: 'PUT' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Task not found', code: 'not_found' });
  });
});
