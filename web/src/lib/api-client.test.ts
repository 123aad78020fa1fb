import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api as apiHandlers, FileDownload } from '@/testing/api-handlers';
import { openedNote } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { api, ApiError, getErrorMessage, getToken, setToken } from './api-client';

const download = (noteId: string) => openedNote(noteId);

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    setToken('session-123');
    let authorization: string | null = null;
    server.use(
      apiHandlers.get('/api/semesters', ({ request, ok }) => {
        authorization = request.headers.get('Authorization');
        return ok([]);
      }),
    );

    await api.get('/semesters');

    expect(authorization).toBe('Bearer session-123');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      apiHandlers.get('/api/semesters', ({ request, ok }) => {
        authorization = request.headers.get('Authorization');
        return ok([]);
      }),
    );

    await api.get('/semesters');

    expect(authorization).toBeNull();
  });

  it('sends and receives JSON', async () => {
    let received: unknown;
    server.use(
      apiHandlers.post('/api/user-pdfs', async ({ request, created }) => {
        received = await request.json();
        return created(download('n1'));
      }),
    );

    await expect(api.post('/user-pdfs', { noteId: 'n1' })).resolves.toEqual(download('n1'));
    expect(received).toEqual({ noteId: 'n1' });
  });

  it('surfaces the server message, status and code on errors', async () => {
    server.use(
      apiHandlers.get('/api/semesters/subjects/nope/notes', ({ fail }) =>
        fail(404, { message: 'Subject not found', code: 'not_found' }),
      ),
    );

    const error = await api.get('/semesters/subjects/nope/notes').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Subject not found', code: 'not_found' });
    expect(getErrorMessage(error, 'Fallback')).toBe('Subject not found');
  });

  it('leaves the message empty when the body has none, so callers use their fallback', async () => {
    // Not the API's answer (it always sends { message, code }) but a proxy's in front of it,
    // which the client must survive: plain MSW.
    server.use(http.get('/api/semesters', () => new HttpResponse('Bad gateway', { status: 502 })));

    const error = await api.get('/semesters').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: '' });
    expect(getErrorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('clears the stored token when an authenticated request gets a 401', async () => {
    setToken('expired');
    server.use(
      apiHandlers.get('/api/user-pdfs', ({ fail }) =>
        fail(401, { message: 'Not authorized', code: 'unauthorized' }),
      ),
    );

    await expect(api.get('/user-pdfs')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });

  it('sends extra headers such as Idempotency-Key', async () => {
    let key: string | null = null;
    server.use(
      apiHandlers.post('/api/orders', ({ request, created }) => {
        key = request.headers.get('Idempotency-Key');
        return created({ orderId: 'NS-7K3Q9M', _id: 'ord-1', totalAmount: 1499 });
      }),
    );

    await api.post('/orders', {}, { headers: { 'Idempotency-Key': 'key-12345678' } });

    expect(key).toBe('key-12345678');
  });

  it('answers a file as a Blob, and a failed file request as an ApiError', async () => {
    server.use(
      apiHandlers.get('/api/orders/o1/download', ({ ok }) =>
        ok(new FileDownload(new Uint8Array([1, 2, 3]), 'app.zip', 'application/zip')),
      ),
      apiHandlers.get('/api/orders/o2/download', ({ fail }) =>
        fail(404, { message: 'Order not found', code: 'not_found' }),
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
