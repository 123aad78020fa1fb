// The Assignment Partner's stream at the `api` function's own URL, through the functions
// emulator's port and not Hosting's: production Hosting buffers rewritten responses
// (firebase-tools#9774), so the web app streams from the function directly, cross-origin. This
// checks that the route streams there and that its CORS admits the app's origin and no other.
import { describe, expect, it } from 'vitest';
import { STREAM_CHUNK_DELAY_MS } from '../../tools/src/dev-services/gemini-stub.mjs';
import { APP_URL, FUNCTION_STREAM_URL } from '../support/env.js';
import { readEvents, type ArrivedEvent } from '../support/event-stream.js';
import { createTestUser } from '../support/users.js';

const QUESTION = 'How do I convert an infix expression to postfix using a stack?';

/** POSTs a question as the page at `origin` would, reading events as each network read lands. */
async function streamDirect(origin: string, token: string) {
  const started = performance.now();
  const res = await fetch(FUNCTION_STREAM_URL, {
    method: 'POST',
    headers: {
      Origin: origin,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ message: QUESTION }),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { res, events: [] as ArrivedEvent[], body: await res.text() };
  }
  return { res, events: await readEvents(res, started), body: '' };
}

function preflight(origin: string) {
  return fetch(FUNCTION_STREAM_URL, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
}

const hostingPort = new URL(APP_URL).port;

describe('POST /chatbot/stream at the function’s own URL', () => {
  it('streams token events apart in time to the Hosting origin, then sources and done', async () => {
    const user = await createTestUser();
    const { res, events, body } = await streamDirect(APP_URL, user.token);
    expect(res.status, body).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_URL);

    const names = events.map((e) => e.event);
    expect(names.slice(-2)).toEqual(['sources', 'done']);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    const first = tokens[0]!;
    const done = events.at(-1)!;
    // The Gemini stub waits STREAM_CHUNK_DELAY_MS between chunks (a timer: a lower bound whatever
    // the CPU), so an unbuffered stream delivers the first token in an earlier read than the
    // end, at least one such pause before it. A buffered one arrives in one piece at the end.
    expect(first.read).toBeLessThan(done.read);
    expect(new Set(tokens.map((t) => t.read)).size).toBeGreaterThan(1);
    expect(done.at - first.at).toBeGreaterThanOrEqual(STREAM_CHUNK_DELAY_MS);
    console.log(
      `direct stream: ${tokens.length} tokens in ${new Set(tokens.map((t) => t.read)).size} reads; ` +
        `first token at ${first.at.toFixed(0)} ms, done at ${done.at.toFixed(0)} ms ` +
        `(gap ${(done.at - first.at).toFixed(0)} ms)`,
    );
    const text = tokens.map((t) => t.data.text).join('');
    expect(text).toMatch(/\[1\]/);
  });

  it('answers the app’s origins’ preflight and refuses a foreign origin’s', async () => {
    for (const origin of [APP_URL, `http://localhost:${hostingPort}`]) {
      const allowed = await preflight(origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
      expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    }

    // Neither another site nor another local port (the /api emulator policy allows any local
    // port; this route does not).
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5173']) {
      const refused = await preflight(origin);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('access-control-allow-methods')).toBeNull();
      expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('refuses a missing session with the usual JSON error, readable by the app’s origin', async () => {
    const res = await fetch(FUNCTION_STREAM_URL, {
      method: 'POST',
      headers: { Origin: APP_URL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: QUESTION }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(await res.json()).toMatchObject({ message: 'Not authorized' });
  });
});
