import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as logger from 'firebase-functions/logger';
import { send } from '../test-utils/http.js';
import { errorHandler, toHttpError } from './error-handler.js';
import {
  AppError,
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from './errors.js';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

function throwing(err: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw err;
  });
  app.get('/async', async () => {
    await Promise.resolve();
    throw err;
  });
  app.use(errorHandler);
  return app;
}

describe('error classes', () => {
  it.each([
    [new BadRequest(), 400, 'bad_request', 'Bad request'],
    [new BadRequest('x', 'validation'), 400, 'validation', 'x'],
    [new Unauthorized(), 401, 'unauthorized', 'Not authorized'],
    [new Forbidden('Not yours'), 403, 'forbidden', 'Not yours'],
    [new NotFound('Subject not found'), 404, 'not_found', 'Subject not found'],
    [new Conflict('Taken'), 409, 'conflict', 'Taken'],
    [new PayloadTooLarge(), 413, 'payload_too_large', 'Request body is too large'],
    [new UnsupportedMediaType(), 415, 'unsupported_media_type', 'Unsupported media type'],
    [
      new TooManyRequests(),
      429,
      'rate_limited',
      'Too many requests. Please wait a minute and try again.',
    ],
    [
      new ServiceUnavailable(),
      503,
      'service_unavailable',
      'Service temporarily unavailable. Please try again.',
    ],
  ])('%o has status %i and code %s', (err, status, code, message) => {
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status, code, message });
  });
});

describe('toHttpError', () => {
  it('maps zod errors to 400 validation with the first message', () => {
    const result = z.object({ a: z.string({ error: 'a is required' }) }).safeParse({});
    expect(toHttpError(result.error)).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'a is required',
    });
  });

  it('maps body-parser errors', () => {
    expect(toHttpError({ type: 'entity.parse.failed', status: 400 })).toMatchObject({
      status: 400,
      message: 'Malformed JSON body',
      code: 'bad_request',
    });
    expect(toHttpError({ type: 'entity.too.large', status: 413 })).toMatchObject({ status: 413 });
    expect(toHttpError({ type: 'encoding.unsupported', status: 415 })).toMatchObject({
      status: 415,
    });
    expect(toHttpError({ type: 'request.aborted', status: 400 })).toMatchObject({ status: 400 });
  });

  it('treats everything else as unexpected', () => {
    expect(toHttpError(new Error('x'))).toBeUndefined();
    expect(toHttpError('string')).toBeUndefined();
    expect(toHttpError({ code: 5 })).toBeUndefined();
    expect(toHttpError(Object.assign(new Error('gcs'), { status: 404 }))).toBeUndefined();
  });
});

describe('errorHandler', () => {
  it('answers an AppError with its status and { message, code } only', async () => {
    for (const path of ['/boom', '/async']) {
      const res = await send(throwing(new NotFound('Note not found')), path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
    }
  });

  it('sets Retry-After when the error carries one', async () => {
    const res = await send(throwing(new TooManyRequests(undefined, 42)), '/boom');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.body).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
  });

  it('answers a thrown ZodError with 400', async () => {
    const result = z.string({ error: 'title is required' }).safeParse(undefined);
    const res = await send(throwing(result.error), '/boom');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'title is required', code: 'validation' });
  });

  it('answers anything else with a generic 500 and no stack or internals', async () => {
    const err = Object.assign(new Error('db password is hunter2'), { internal: 'yes' });
    const res = await send(throwing(err), '/async');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'internal',
    });
    expect(res.text).not.toMatch(/hunter2|stack|\n\s+at /);
  });

  it('logs a 500 without the reset token of the path (it is a live credential)', async () => {
    const app = express();
    const token = 'ab'.repeat(32);
    app.post('/api/users/reset-password/:token', () => {
      throw new Error('auth backend down');
    });
    app.use(errorHandler);
    const res = await send(app, `/api/users/reset-password/${token}?x=1`, { method: 'POST' });
    expect(res.status).toBe(500);
    const calls = vi.mocked(logger.error).mock.calls;
    expect(calls.at(-1)?.[0]).toBe('Unhandled error on POST /api/users/reset-password/:token');
    expect(JSON.stringify(calls)).not.toContain(token);
  });
});
