import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerStreamCors, partnerStreamOrigins, type StreamOriginSettings } from './cors.js';

const PRODUCTION: StreamOriginSettings = {
  projectId: 'notesea-prod',
  extraOrigins: ' https://notesea.in/, https://www.notesea.in ',
  emulator: false,
};

describe('partnerStreamOrigins', () => {
  it('allows the Hosting domains and the listed origins, exactly', () => {
    expect([...partnerStreamOrigins(PRODUCTION)].sort()).toEqual([
      'https://notesea-prod.firebaseapp.com',
      'https://notesea-prod.web.app',
      'https://notesea.in',
      'https://www.notesea.in',
    ]);
  });

  it('adds the Hosting emulator, moved by the port offset, only in the emulator', () => {
    const local = partnerStreamOrigins({
      projectId: 'demo-notesea',
      extraOrigins: '',
      emulator: true,
      portOffset: '2000',
    });
    expect(local.has('http://127.0.0.1:7000')).toBe(true);
    expect(local.has('http://localhost:7000')).toBe(true);
    expect(local.has('http://127.0.0.1:5000')).toBe(false);
    expect(
      partnerStreamOrigins({ ...PRODUCTION, emulator: false }).has('http://127.0.0.1:5000'),
    ).toBe(false);
    expect(
      partnerStreamOrigins({ projectId: 'demo-notesea', extraOrigins: '', emulator: true }).has(
        'http://localhost:5000',
      ),
    ).toBe(true);
  });
});

describe('partnerStreamCors', () => {
  let base = '';
  let close: () => void = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(
      '/chatbot/stream',
      partnerStreamCors(() => PRODUCTION),
    );
    app.post('/chatbot/stream', (_req, res) => {
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  const preflight = (origin: string) =>
    fetch(`${base}/chatbot/stream`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it('answers an allowed origin’s preflight with POST and the bearer-token headers', async () => {
    const res = await preflight('https://notesea-prod.web.app');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://notesea-prod.web.app');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives a foreign origin no CORS headers, on the preflight and on the request', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();

    const post = await fetch(`${base}/chatbot/stream`, {
      method: 'POST',
      headers: { Origin: 'https://notesea-prod.web.app.evil.example' },
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an allowed origin’s request through with its origin echoed', async () => {
    const post = await fetch(`${base}/chatbot/stream`, {
      method: 'POST',
      headers: { Origin: 'https://notesea.in' },
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('https://notesea.in');
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
