import express from 'express';
import { describe, expect, it } from 'vitest';
import { send } from '../test-utils/http.js';
import { TRUSTED_PROXY_HOPS } from './client-ip.js';

/** An app with the production trust setting that answers the address Express derived. */
function echoIp() {
  const app = express();
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.get('/ip', (req, res) => {
    res.json({ ip: req.ip });
  });
  return app;
}

async function ipFor(xff?: string): Promise<unknown> {
  const headers: Record<string, string> = xff === undefined ? {} : { 'x-forwarded-for': xff };
  const res = await send(echoIp(), '/ip', { headers });
  return (res.body as { ip: unknown }).ip;
}

describe('TRUSTED_PROXY_HOPS', () => {
  it('through Hosting (client, edge appended by Google) picks the client', async () => {
    expect(await ipFor('203.0.113.7, 35.191.4.2')).toBe('203.0.113.7');
  });

  it('ignores what a client writes into X-Forwarded-For before Hosting', async () => {
    // The left-most entry is what `trust proxy: true` would have reported.
    expect(await ipFor('6.6.6.6, 7.7.7.7, 203.0.113.7, 35.191.4.2')).toBe('203.0.113.7');
  });

  it('straight to the function URL with no forged entry picks the caller', async () => {
    expect(await ipFor('198.51.100.9')).toBe('198.51.100.9');
  });

  it('without X-Forwarded-For (local tests) falls back to the socket address', async () => {
    expect(await ipFor()).toBe('127.0.0.1');
  });
});
