// eventStream(): the bytes and headers a client receives, that a failure before the first event is
// still an ordinary JSON error, and that a client going away aborts `closed`.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const { send } = await import('../test-utils/http.js');
const { errorHandler } = await import('./error-handler.js');
const { ServiceUnavailable } = await import('./errors.js');
const { eventStream } = await import('./event-stream.js');

function appWith(handler: RequestHandler) {
  const app = express();
  app.get('/stream', handler);
  app.use(errorHandler);
  return app;
}

describe('eventStream', () => {
  it('frames each event as `event:` + one JSON `data:` line + a blank line', async () => {
    const app = appWith((_req, res) => {
      const stream = eventStream(res);
      stream.send('token', { text: 'two\nlines' });
      stream.send('done', { conversationId: null });
      stream.end();
    });
    const res = await send(app, '/stream');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.text).toBe(
      'event: token\ndata: {"text":"two\\nlines"}\n\n' +
        'event: done\ndata: {"conversationId":null}\n\n',
    );
  });

  it('has not started before its first event, so an early failure is a JSON error', async () => {
    const app = appWith((_req, res) => {
      const stream = eventStream(res);
      if (!stream.started) throw new ServiceUnavailable();
    });
    const res = await send(app, '/stream');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ code: 'service_unavailable' });
  });

  it('aborts `closed` when the client goes away mid-stream', async () => {
    let aborted!: Promise<void>;
    const app = appWith((_req, res) => {
      const stream = eventStream(res);
      aborted = new Promise((resolve) => stream.closed.addEventListener('abort', () => resolve()));
      stream.send('token', { text: 'first' });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const first = await new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/stream' }, (res) => {
          res.once('data', (chunk: Buffer) => {
            req.destroy();
            resolve(chunk.toString('utf8'));
          });
        });
        req.on('error', reject);
        req.end();
      });
      expect(first).toBe('event: token\ndata: {"text":"first"}\n\n');
      await expect(aborted).resolves.toBeUndefined();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
