/**
 * Gemini stub (DESIGN.md §8): a local stand-in for the Generative Language API that answers the
 * `@google/generative-ai` SDK's `POST {baseUrl}/v1beta/models/{model}:generateContent`, so the
 * Assignment Partner works in the emulator without a real key or network, deterministically.
 *
 * The `api` function uses it only in the emulator, through the env this service returns:
 * `NOTESEA_GEMINI_BASE_URL` (the SDK's `baseUrl`) and `NOTESEA_GEMINI_TIMEOUT_MS` (the function's
 * Gemini timeout, short here so tests of the slow path are quick).
 *
 * Behaviour, decided by the text of the LAST `contents` entry (the student's new message):
 * - normally: one candidate whose text quotes the message and ends with
 *   `(Earlier messages considered: N.)`, N = number of `contents` before the last one;
 * - contains `[stub:empty]`: a candidate with empty text;
 * - contains `[stub:blocked]`: no candidates, `promptFeedback.blockReason = 'SAFETY'`;
 * - contains `[stub:error]`: HTTP 500 with a Google-style error body;
 * - contains `[stub:slow]`: the normal answer, but only after `SLOW_DELAY_MS` (longer than the
 *   function's timeout).
 * Requests without the sandbox key in `x-goog-api-key` get 400 like the real API, and malformed
 * ones (no contents, last entry not from the user) 400 INVALID_ARGUMENT.
 */
import { createServer } from 'node:http';

export const GEMINI_STUB_BASE_PORT = 9020;
/** The function's Gemini timeout in the emulator, ms (production uses 20 s). */
export const STUB_TIMEOUT_MS = 3000;
/** How long `[stub:slow]` waits, ms: comfortably past the timeout. */
export const SLOW_DELAY_MS = STUB_TIMEOUT_MS + 2000;
export const STUB_TOKENS = {
  empty: '[stub:empty]',
  blocked: '[stub:blocked]',
  error: '[stub:error]',
  slow: '[stub:slow]',
};

const GENERATE_PATH = /^\/v1beta\/models\/([^/:]+):generateContent$/;
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The deterministic reply for `message` after `earlier` previous contents.
 * @param {string} message
 * @param {number} earlier
 * @returns {string}
 */
export function stubReply(message, earlier) {
  return [
    `Assignment Partner (local stub): here is how to approach "${message}":`,
    '1. Find the key concept the question is about and revise it from your unit notes.',
    '2. Outline your answer: definition, explanation with a small example, then a conclusion.',
    '3. Check a standard textbook or an NPTEL lecture on the topic and cite it.',
    `(Earlier messages considered: ${earlier}.)`,
  ].join('\n');
}

/**
 * Starts the stub on 127.0.0.1:(9020 + portOffset).
 * @param {{ portOffset: number, secrets: Record<string, string>, appUrl: string }} ctx
 * @returns {Promise<import('./index.mjs').DevService>}
 */
export async function startGeminiStub({ portOffset, secrets }) {
  const port = GEMINI_STUB_BASE_PORT + portOffset;
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();

  const server = createServer((req, res) => {
    handle(req, res, secrets.GEMINI_API_KEY ?? '', (fn, ms) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
    }).catch((error) => {
      if (!res.headersSent) send(res, 500, googleError(500, 'INTERNAL', String(error)));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`Gemini stub: cannot listen on 127.0.0.1:${port}: ${error.message}`)),
    );
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });

  return {
    env: {
      NOTESEA_GEMINI_BASE_URL: `http://127.0.0.1:${port}`,
      NOTESEA_GEMINI_TIMEOUT_MS: String(STUB_TIMEOUT_MS),
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} apiKey
 * @param {(fn: () => void, ms: number) => void} later
 */
async function handle(req, res, apiKey, later) {
  const url = new URL(req.url ?? '/', 'http://stub');
  if (req.method === 'GET' && url.pathname === '/health') {
    send(res, 200, { status: 'ok' });
    return;
  }
  const match = GENERATE_PATH.exec(url.pathname);
  if (req.method !== 'POST' || !match) {
    send(
      res,
      404,
      googleError(404, 'NOT_FOUND', `Unknown stub endpoint ${req.method} ${url.pathname}`),
    );
    return;
  }
  if (!apiKey || req.headers['x-goog-api-key'] !== apiKey) {
    send(
      res,
      400,
      googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
    );
    return;
  }
  const body = await readJson(req);
  const contents = Array.isArray(body?.contents) ? body.contents : [];
  const last = contents.at(-1);
  if (!last || last.role !== 'user') {
    send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'contents must end with a user turn'));
    return;
  }
  const message = (Array.isArray(last.parts) ? last.parts : [])
    .map((/** @type {{ text?: unknown }} */ part) =>
      typeof part.text === 'string' ? part.text : '',
    )
    .join('\n');
  const model = match[1] ?? 'unknown';

  if (message.includes(STUB_TOKENS.error)) {
    send(res, 500, googleError(500, 'INTERNAL', 'An internal error has occurred (stub).'));
    return;
  }
  if (message.includes(STUB_TOKENS.blocked)) {
    send(res, 200, {
      promptFeedback: { blockReason: 'SAFETY', safetyRatings: [] },
      modelVersion: model,
    });
    return;
  }
  const text = message.includes(STUB_TOKENS.empty) ? '' : stubReply(message, contents.length - 1);
  const answer = () => send(res, 200, candidateResponse(text, model));
  if (message.includes(STUB_TOKENS.slow)) later(answer, SLOW_DELAY_MS);
  else answer();
}

/**
 * A GenerateContentResponse with one candidate.
 * @param {string} text
 * @param {string} model
 */
function candidateResponse(text, model) {
  const tokens = Math.ceil(text.length / 4);
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 0, candidatesTokenCount: tokens, totalTokenCount: tokens },
    modelVersion: model,
  };
}

/**
 * The error body shape of Google APIs.
 * @param {number} code
 * @param {string} status
 * @param {string} message
 */
function googleError(code, status, message) {
  return { error: { code, message, status } };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<any>} the parsed body, or undefined if it is not JSON
 */
async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function send(res, status, body) {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
