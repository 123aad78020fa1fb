import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { api, ApiError, getErrorMessage, getToken, setToken } from './api-client';

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    setToken('session-123');
    let authorization: string | null = null;
    server.use(
      http.get('/api/semesters', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );

    await api.get('/semesters');

    expect(authorization).toBe('Bearer session-123');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('/api/semesters', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );

    await api.get('/semesters');

    expect(authorization).toBeNull();
  });

  it('sends and receives JSON', async () => {
    server.use(
      http.post('/api/user-pdfs', async ({ request }) =>
        HttpResponse.json({ received: await request.json() }, { status: 201 }),
      ),
    );

    await expect(api.post('/user-pdfs', { noteId: 'n1' })).resolves.toEqual({
      received: { noteId: 'n1' },
    });
  });

  it('surfaces the server message, status and code on errors', async () => {
    server.use(
      http.get('/api/semesters/subjects/nope/notes', () =>
        HttpResponse.json({ message: 'Subject not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );

    const error = await api.get('/semesters/subjects/nope/notes').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Subject not found', code: 'NOT_FOUND' });
    expect(getErrorMessage(error, 'Fallback')).toBe('Subject not found');
  });

  it('leaves the message empty when the body has none, so callers use their fallback', async () => {
    server.use(http.get('/api/semesters', () => new HttpResponse('Bad gateway', { status: 502 })));

    const error = await api.get('/semesters').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: '' });
    expect(getErrorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('clears the stored token when an authenticated request gets a 401', async () => {
    setToken('expired');
    server.use(
      http.get('/api/user-pdfs', () =>
        HttpResponse.json({ message: 'Session expired', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );

    await expect(api.get('/user-pdfs')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });
  it('sends extra headers such as Idempotency-Key', async () => {
    let key: string | null = null;
    server.use(
      http.post('/api/orders', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({}, { status: 201 });
      }),
    );

    await api.post('/orders', {}, { headers: { 'Idempotency-Key': 'key-12345678' } });

    expect(key).toBe('key-12345678');
  });

  it('answers a file as a Blob, and a failed file request as an ApiError', async () => {
    server.use(
      http.get('/api/orders/o1/download', () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
          headers: { 'Content-Type': 'application/zip' },
        }),
      ),
      http.get('/api/orders/o2/download', () =>
        HttpResponse.json({ message: 'Order not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );

    const blob = await api.blob('/orders/o1/download');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await expect(api.blob('/orders/o2/download')).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });
});
