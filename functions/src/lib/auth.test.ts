import express from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  lookups: 0,
  revoked: new Set<string>(),
  nowMs: Date.parse('2025-10-01T10:00:00.000Z'),
  /** When set, each lookup waits for this before answering. */
  hold: undefined as Promise<void> | undefined,
}));

vi.mock('./clock.js', () => ({ now: () => new Date(state.nowMs) }));
vi.mock('./firebase.js', () => ({
  auth: () => ({
    verifySessionCookie: async (token: string) => {
      state.lookups += 1;
      // Auth decides when asked; the answer may arrive later (state.hold).
      const valid = token.startsWith('good.') && !state.revoked.has(token);
      await state.hold;
      if (valid) return { uid: token.split('.')[1], email: 'a@gmail.com' };
      throw Object.assign(new Error('bad'), { code: 'auth/session-cookie-revoked' });
    },
  }),
}));

const { forgetSessions, requireAuth, requireRecentAuth, RECENT_SESSION_SECONDS } =
  await import('./auth.js');
const { send } = await import('../test-utils/http.js');

function appWith(guard: express.RequestHandler) {
  const app = express();
  app.get('/me', guard, (_req, res) => res.json(res.locals.user));
  app.use(
    (err: { status?: number }, _req: express.Request, res: express.Response, _n: unknown) =>
      void res.status(err.status ?? 500).json({}),
  );
  return app;
}
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

beforeEach(() => {
  state.lookups = 0;
  state.revoked.clear();
  state.hold = undefined;
  state.nowMs += 3_600_000; // past every cached session of the previous test
});

describe('requireRecentAuth (polling routes)', () => {
  it('asks Auth once per session per 30 s, then again', async () => {
    const app = appWith(requireRecentAuth);
    for (let i = 0; i < 5; i++) {
      expect((await send(app, '/me', bearer('good.u1.s'))).status).toBe(200);
    }
    expect(state.lookups).toBe(1);
    state.nowMs += RECENT_SESSION_SECONDS * 1000 + 1;
    state.revoked.add('good.u1.s');
    expect((await send(app, '/me', bearer('good.u1.s'))).status).toBe(401);
    expect(state.lookups).toBe(2);
  });

  it('shares one lookup among requests that arrive together', async () => {
    const app = appWith(requireRecentAuth);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => (await send(app, '/me', bearer('good.u5.s'))).status),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(state.lookups).toBe(1);
  });

  it('forgets a user’s sessions at once when they are revoked here', async () => {
    const app = appWith(requireRecentAuth);
    expect((await send(app, '/me', bearer('good.u2.a'))).status).toBe(200);
    expect((await send(app, '/me', bearer('good.u3.b'))).status).toBe(200);
    state.revoked.add('good.u2.a');
    forgetSessions('u2');
    expect((await send(app, '/me', bearer('good.u2.a'))).status).toBe(401);
    expect((await send(app, '/me', bearer('good.u3.b'))).status).toBe(200);
    expect(state.lookups).toBe(3);
  });

  it('does not cache a lookup that was still running when the sessions were revoked', async () => {
    const app = appWith(requireRecentAuth);
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const during = send(app, '/me', bearer('good.u6.s'));
    await vi.waitFor(() => expect(state.lookups).toBe(1));
    // Auth has judged the session valid; it is revoked before that answer arrives.
    state.revoked.add('good.u6.s');
    forgetSessions('u6');
    release();
    // This request was in before the revocation; the next ones must not be served its answer.
    await during;
    state.hold = undefined;
    expect((await send(app, '/me', bearer('good.u6.s'))).status).toBe(401);
    expect(state.lookups).toBe(2);
  });

  it('never caches a refused token, and answers 401 without one', async () => {
    const app = appWith(requireRecentAuth);
    expect((await send(app, '/me', bearer('bad.x.y'))).status).toBe(401);
    expect((await send(app, '/me', bearer('bad.x.y'))).status).toBe(401);
    expect(state.lookups).toBe(2);
    expect((await send(app, '/me')).status).toBe(401);
  });
});

describe('requireAuth (everything else)', () => {
  it('asks Auth on every request, so a revocation elsewhere counts at once', async () => {
    const app = appWith(requireAuth);
    expect((await send(app, '/me', bearer('good.u4.s'))).status).toBe(200);
    state.revoked.add('good.u4.s');
    expect((await send(app, '/me', bearer('good.u4.s'))).status).toBe(401);
    expect(state.lookups).toBe(2);
  });
});
