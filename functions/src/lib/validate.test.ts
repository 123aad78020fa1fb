import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userPdfSchema } from '@notesea/contract/notes';
import { send } from '../test-utils/http.js';
import { errorHandler } from './error-handler.js';
import { BadRequest } from './errors.js';
import { parseOrThrow, validate } from './validate.js';

function appWith(schemas: Parameters<typeof validate>[0]) {
  const app = express();
  app.use(express.json());
  app.post('/items/:id', validate(schemas), (req, res) => {
    res.json({ body: req.body as unknown, params: req.params, query: res.locals.query as unknown });
  });
  app.use(errorHandler);
  return app;
}

describe('parseOrThrow', () => {
  it('throws BadRequest with the first issue message and code validation', () => {
    const schema = z.object({
      a: z.string({ error: 'a is required' }),
      b: z.string({ error: 'b is required' }),
    });
    let thrown: unknown;
    try {
      parseOrThrow(schema, {});
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(BadRequest);
    expect(thrown).toMatchObject({ status: 400, code: 'validation', message: 'a is required' });
  });

  it('returns the parsed value with unknown keys stripped', () => {
    expect(parseOrThrow(z.object({ a: z.string() }), { a: 'x', extra: 1 })).toEqual({ a: 'x' });
  });
});

describe('validate middleware', () => {
  const schemas = {
    body: userPdfSchema,
    params: z.object({ id: z.string().regex(/^\d+$/, 'id must be a number').transform(Number) }),
    query: z.object({ page: z.coerce.number().int().min(1, 'page must be at least 1').default(1) }),
  };

  it('answers 400 { message, code } with the first issue of the body', async () => {
    const res = await send(appWith(schemas), '/items/1', { method: 'POST', json: { noteId: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'noteId is required', code: 'validation' });
  });

  it('validates a missing body as {} so the schema message is shown', async () => {
    const res = await send(appWith(schemas), '/items/1', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'noteId is required', code: 'validation' });
  });

  it('validates params and query', async () => {
    const badParams = await send(appWith(schemas), '/items/abc', { method: 'POST', json: {} });
    expect(badParams.body).toEqual({ message: 'id must be a number', code: 'validation' });
    const badQuery = await send(appWith(schemas), '/items/1?page=0', { method: 'POST', json: {} });
    expect(badQuery.body).toEqual({ message: 'page must be at least 1', code: 'validation' });
  });

  it('replaces body and params, and puts the parsed query in res.locals.query', async () => {
    const res = await send(appWith(schemas), '/items/7?page=2', {
      method: 'POST',
      json: {
        noteId: 'n1',
        subjectName: 'DBMS',
        semesterName: 'Semester 3',
        pdfUrl: 'https://example.com/a.pdf',
        injected: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      body: {
        noteId: 'n1',
        subjectName: 'DBMS',
        semesterName: 'Semester 3',
        pdfUrl: 'https://example.com/a.pdf',
      },
      params: { id: 7 },
      query: { page: 2 },
    });
  });
});
