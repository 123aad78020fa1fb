import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  db: vi.fn(),
  verifySessionCookie: vi.fn(),
}));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('./lib/firebase.js', () => ({
  db: mocks.db,
  auth: () => ({ verifySessionCookie: mocks.verifySessionCookie }),
  projectId: () => 'notesea-prod',
}));

const logger = await import('firebase-functions/logger');
const { createApp } = await import('./app.js');
const { send } = await import('./test-utils/http.js');
const { TRUSTED_PROXY_HOPS } = await import('./lib/client-ip.js');

const JWT_SHAPED = 'aaa.bbb.ccc';

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createApp basics', () => {
  it('trusts a fixed number of proxy hops, never the client-written left-most X-Forwarded-For', () => {
    // `true` would let any caller pick its own per-IP rate-limit bucket (lib/client-ip.ts).
    expect(createApp().get('trust proxy')).toBe(TRUSTED_PROXY_HOPS);
    expect(TRUSTED_PROXY_HOPS).toBe(2);
  });

  it('answers GET /api/health', async () => {
    const res = await send(createApp(), '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await send(createApp(), '/api/nope/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('answers paths outside /api with 404 JSON too', async () => {
    const res = await send(createApp(), '/elsewhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('sets API security headers and no-store by default', async () => {
    const res = await send(createApp(), '/api/health');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('uses the Cloud trace id as request id, else a safe X-Request-Id, else a UUID', async () => {
    const app = createApp();
    const traced = await send(app, '/api/health', {
      headers: { 'x-cloud-trace-context': '105445aa7843bc8bf206b12000100000/1;o=1' },
    });
    expect(traced.headers['x-request-id']).toBe('105445aa7843bc8bf206b12000100000');
    const given = await send(app, '/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const unsafe = await send(app, '/api/health', { headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one access log line with method, path, status, ms and request id', async () => {
    await send(createApp(), '/api/health?x=1', { headers: { 'x-request-id': 'req-1' } });
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringContaining('GET /api/health 200'),
      expect.objectContaining({
        method: 'GET',
        path: '/api/health',
        status: 200,
        requestId: 'req-1',
      }),
    );
  });
});

describe('body parsing errors', () => {
  it('answers malformed JSON with 400 Malformed JSON body', async () => {
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      raw: '{"noteId": ',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body', code: 'bad_request' });
  });

  it('answers a JSON body over 100 KB with 413', async () => {
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      json: { noteId: 'x'.repeat(101 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });
});

describe('bodies pre-parsed by Cloud Functions', () => {
  // The functions runtime parses the body (32 MB limit) and keeps req.rawBody before the app runs.
  function asCloudFunction() {
    const outer = express();
    outer.use(
      express.json({
        limit: '32mb',
        verify: (req, _res, buf) => {
          (req as { rawBody?: Buffer }).rawBody = buf;
        },
      }),
    );
    const inner = createApp();
    outer.use((req, res) => {
      inner(req, res);
    });
    return outer;
  }

  it('still applies the 100 KB JSON limit', async () => {
    const res = await send(asCloudFunction(), '/api/user-pdfs', {
      method: 'POST',
      json: { noteId: 'x'.repeat(101 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });

  it('validates the pre-parsed body without reading the stream again', async () => {
    mocks.verifySessionCookie.mockResolvedValue({ uid: 'u1', email: 'a@gmail.com' });
    const res = await send(asCloudFunction(), '/api/user-pdfs', {
      method: 'POST',
      headers: { authorization: `Bearer ${JWT_SHAPED}` },
      json: { subjectName: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'noteId is required', code: 'validation' });
  });
});

describe('unexpected errors', () => {
  it('answers 500 with the generic message, never the internal one, and logs the stack', async () => {
    mocks.db.mockImplementation(() => {
      throw new Error('secret internal detail');
    });
    const res = await send(createApp(), '/api/semesters');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'internal',
    });
    expect(res.text).not.toContain('secret');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Unhandled error'),
      expect.objectContaining({ err: expect.stringContaining('secret internal detail') }),
    );
  });
});

describe('requireAuth', () => {
  const unauthorized = { message: 'Not authorized', code: 'unauthorized' };

  it('answers 401 when the Authorization header is missing', async () => {
    const res = await send(createApp(), '/api/user-pdfs');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorized);
    expect(mocks.verifySessionCookie).not.toHaveBeenCalled();
  });

  it.each(['Basic abc', 'Bearer', 'Bearer null', 'Bearer undefined', 'Token a.b.c'])(
    'answers 401 for a malformed header %j without calling Auth',
    async (header) => {
      const res = await send(createApp(), '/api/user-pdfs', { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized);
      expect(mocks.verifySessionCookie).not.toHaveBeenCalled();
    },
  );

  it.each(['auth/argument-error', 'auth/session-cookie-revoked', 'auth/session-cookie-expired'])(
    'answers 401 when Auth rejects the cookie with %s',
    async (code) => {
      mocks.verifySessionCookie.mockRejectedValue(Object.assign(new Error('no'), { code }));
      const res = await send(createApp(), '/api/user-pdfs', {
        headers: { authorization: `Bearer ${JWT_SHAPED}` },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized);
      expect(mocks.verifySessionCookie).toHaveBeenCalledWith(JWT_SHAPED, true);
    },
  );

  it('checks auth before validating the body', async () => {
    const res = await send(createApp(), '/api/user-pdfs', { method: 'POST', json: {} });
    expect(res.status).toBe(401);
  });

  it('answers 500, not 401, when Auth itself fails', async () => {
    mocks.verifySessionCookie.mockRejectedValue(
      Object.assign(new Error('backend down'), { code: 'auth/internal-error' }),
    );
    const res = await send(createApp(), '/api/user-pdfs', {
      headers: { authorization: `Bearer ${JWT_SHAPED}` },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'internal',
    });
  });
});

describe('CORS', () => {
  it('allows a localhost origin in the emulator, with credentials headers', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const res = await send(createApp(), '/api/health', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('answers an allowed preflight with 204 and the allowed headers', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(res.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, Idempotency-Key',
    );
    expect(res.headers['access-control-allow-methods']).toContain('POST');
  });

  it('gives a foreign origin no CORS headers, even in the emulator', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const app = createApp();
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'https://localhost:5173',
    ]) {
      const res = await send(app, '/api/user-pdfs', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('sends no CORS headers in production, even for localhost', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const res = await send(createApp(), '/api/health', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the Partner stream at the function’s own URL', () => {
  const preflight = (app: express.Express, origin: string) =>
    send(app, '/chatbot/stream', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('serves POST /chatbot/stream at the root too, with CORS for the Hosting origins', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const app = createApp();
    const res = await send(app, '/chatbot/stream', {
      method: 'POST',
      headers: { origin: 'https://notesea-prod.web.app' },
      json: { message: 'hi' },
    });
    // The route (auth first) answered, and the page may read its error.
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
    expect(res.headers['access-control-allow-origin']).toBe('https://notesea-prod.web.app');

    const allowed = await preflight(app, 'https://notesea-prod.firebaseapp.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(
      'https://notesea-prod.firebaseapp.com',
    );
    expect(allowed.headers['access-control-allow-headers']).toBe('Authorization,Content-Type');
  });

  it('refuses other origins there, the emulator’s included in production', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const app = createApp();
    for (const origin of ['https://evil.example', 'http://localhost:5000']) {
      const res = await preflight(app, origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('allows the Hosting emulator’s origin in the emulator, but not any local port', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('NOTESEA_PORT_OFFSET', '');
    const app = createApp();
    const hosting = await preflight(app, 'http://127.0.0.1:5000');
    expect(hosting.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5000');
    const other = await preflight(app, 'http://localhost:5173');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('mounts nothing else at the root', async () => {
    const res = await send(createApp(), '/chatbot', { method: 'POST', json: { message: 'hi' } });
    expect(res.status).toBe(404);
  });
});
