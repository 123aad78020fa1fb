/**
 * Gemini stub (docs/architecture.md §8): a local stand-in for the Generative Language API that answers the
 * `@google/generative-ai` SDK's `POST {baseUrl}/v1beta/models/{model}:generateContent`, so the
 * Assignment Partner works in the emulator without a real key or network, deterministically.
 *
 * The `api` function uses it only in the emulator, through the env this service returns:
 * `NOTESEA_GEMINI_BASE_URL` (the SDK's `baseUrl`) and `NOTESEA_GEMINI_TIMEOUT_MS` (the function's
 * Gemini timeout, short here so tests of the slow path are quick).
 *
 * Behaviour, decided by the text of the LAST `contents` entry (the student's new message):
 * - when it carries passages from the notes (the grounded prompt of
 *   functions/src/modules/chatbot/prompt.ts): an honest, extractive answer built ONLY from those
 *   passages — the sentences that share the most words with the question, each cited with its
 *   passage's [n] — or, when no passage shares enough of the question's words, the
 *   `NOT_COVERED` sentence (also when the block holds no passage); then the line below about
 *   earlier messages. It never sees an expected answer, so a citation test fails when
 *   retrieval brings the wrong pages;
 * - when it carries one note page (functions/src/modules/practice/gemini-cards.ts, JSON response
 *   schema `{cards: [{front, back, noteId, page, quote}]}`): the page's definition sentences
 *   ("X is a …") as cards, each quoting its sentence, as JSON;
 * - otherwise: one candidate whose text quotes the message and ends with
 *   `(Earlier messages considered: N.)`, N = number of `contents` before the last one;
 * - contains `[stub:empty]`: a candidate with empty text;
 * - contains `[stub:blocked]`: no candidates, `promptFeedback.blockReason = 'SAFETY'`;
 * - contains `[stub:error]`: HTTP 500 with a Google-style error body;
 * - contains `[stub:slow]`: the normal answer, but only after `SLOW_DELAY_MS` (longer than the
 *   function's timeout);
 * - contains `[stub:break]` (streaming only): a few chunks, then the connection is cut.
 * `:streamGenerateContent?alt=sse` answers the same text as server-sent events, a few words per
 * event, `STREAM_CHUNK_DELAY_MS` apart, as the real API streams.
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
  break: '[stub:break]',
};
/** Pause between streamed events, ms: long enough for a test to see several chunks arrive. */
export const STREAM_CHUNK_DELAY_MS = 40;

const GENERATE_PATH = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;
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
  const streaming = match[2] === 'streamGenerateContent';

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
  const grounded = parseGroundedPrompt(message);
  const notePage = parseNotePagePrompt(message);
  const text = message.includes(STUB_TOKENS.empty)
    ? ''
    : notePage
      ? JSON.stringify(stubNoteCards(notePage))
      : grounded
        ? `${groundedReply(grounded)}\n(Earlier messages considered: ${contents.length - 1}.)`
        : stubReply(message, contents.length - 1);
  const answer = () =>
    streaming
      ? stream(res, text, model, later, message.includes(STUB_TOKENS.break))
      : send(res, 200, candidateResponse(text, model));
  if (message.includes(STUB_TOKENS.slow)) later(answer, SLOW_DELAY_MS);
  else answer();
}

/**
 * Streams `text` as the real API's `alt=sse` answer: one GenerateContentResponse per event.
 * @param {import('node:http').ServerResponse} res
 * @param {string} text
 * @param {string} model
 * @param {(fn: () => void, ms: number) => void} later
 * @param {boolean} cut end the connection after a few events, mid-answer
 */
function stream(res, text, model, later, cut) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const words = text.split(/(?<=\s)/);
  /** @type {string[]} */
  const chunks = [];
  for (let i = 0; i < words.length; i += 4) chunks.push(words.slice(i, i + 4).join(''));
  if (chunks.length === 0) chunks.push('');
  let index = 0;
  const next = () => {
    if (res.destroyed) return;
    if (cut && index === 3) {
      res.destroy();
      return;
    }
    const chunk = chunks[index++] ?? '';
    const last = index >= chunks.length;
    const event = candidateResponse(chunk, model);
    if (!last) delete event.candidates[0]?.finishReason;
    res.write(`data: ${JSON.stringify(event)}\r\n\r\n`);
    if (last) res.end();
    else later(next, STREAM_CHUNK_DELAY_MS);
  };
  next();
}

/** How the stub says the passages do not answer the question (the prompt asks for the same). */
export const NOT_COVERED = "Your NoteSea notes don't cover this.";

const STOP_WORDS = new Set(
  'about above after again also among an and any are because been before being between both but can could compare differ difference does doing during each explain from have how into its just more most other over should some such than that the their them then there these they this those through under until very what when where which while who whom why will with would your you write give define describe discuss notes unit page'.split(
    ' ',
  ),
);

/** Lower-case content words of `text`, plural 's' folded, for overlap counting. */
function contentWords(/** @type {string} */ text) {
  return new Set(
    (text.toLowerCase().match(/[a-z0-9+#]+/g) ?? [])
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
      .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w)),
  );
}

/**
 * The question and numbered passages of a grounded prompt, or null for a plain message.
 * Format (prompt.ts): `Question: …` then `[n] label` lines each followed by the passage's text.
 * @param {string} message
 * @returns {{ question: string, passages: Array<{ n: number, text: string }> } | null}
 */
export function parseGroundedPrompt(message) {
  const marker = message.indexOf('<<PASSAGES>>');
  if (marker < 0) return null;
  const question = /Question:\s*([\s\S]*?)\n\s*\n/.exec(message)?.[1]?.trim() ?? '';
  const block = message.slice(marker + '<<PASSAGES>>'.length).split('<<END PASSAGES>>')[0] ?? '';
  const passages = [];
  for (const part of block.split(/^(?=\[\d+\] )/m)) {
    const head = /^\[(\d+)\] [^\n]*\n([\s\S]*)$/.exec(part.trim());
    if (head) passages.push({ n: Number(head[1]), text: (head[2] ?? '').trim() });
  }
  return { question, passages };
}

/**
 * An extractive answer from the passages: the best sentences by shared content words with the
 * question, each followed by its passage's citation; NOT_COVERED when no passage shares at least
 * half of the question's content words (and two, when it has two).
 * @param {{ question: string, passages: Array<{ n: number, text: string }> }} prompt
 */
export function groundedReply({ question, passages }) {
  const wanted = contentWords(question);
  if (wanted.size === 0) return NOT_COVERED;
  const scored = passages
    .map((p) => {
      const words = contentWords(p.text);
      const shared = [...wanted].filter((w) => words.has(w)).length;
      return { ...p, shared };
    })
    // Half of the question's words, and at least two when it has two: one shared word (a
    // "plant" in a question about photosynthesis) is not coverage.
    .filter((p) => p.shared >= Math.max(Math.min(2, wanted.size), Math.ceil(wanted.size / 2)))
    .sort((a, b) => b.shared - a.shared || a.n - b.n)
    .slice(0, 2);
  if (scored.length === 0) {
    return `${NOT_COVERED} Try asking about a topic from your syllabus, or check your textbook.`;
  }
  const lines = ['From your notes:'];
  for (const p of scored) {
    const sentences = p.text.split(/(?<=[.?!])\s+|\n+/).filter((s) => s.trim().length > 20);
    const best = sentences
      .map((sentence) => ({
        sentence: sentence.trim(),
        hits: [...contentWords(sentence)].filter((w) => wanted.has(w)).length,
      }))
      .sort((a, b) => b.hits - a.hits)[0];
    lines.push(`- ${best?.sentence ?? p.text.slice(0, 200)} [${p.n}]`);
  }
  lines.push('(Local stub: this answer is built only from the passages above.)');
  return lines.join('\n');
}

/**
 * The note page of a practice-cards prompt (gemini-cards.ts cardsPrompt), or null.
 * @param {string} message
 * @returns {{ noteId: string, page: number, text: string } | null}
 */
export function parseNotePagePrompt(message) {
  const head = /<<NOTE PAGE noteId=(\S+) page=(\d+)>>\n([\s\S]*?)<<END NOTE PAGE>>/.exec(message);
  return head ? { noteId: head[1] ?? '', page: Number(head[2]), text: head[3] ?? '' } : null;
}

/**
 * Cards the stub writes for a page: up to 4 of its "X is a/an/the …" sentences, front "What is
 * X?", back and quote the sentence itself (so the grounding gate keeps them).
 * @param {{ noteId: string, page: number, text: string }} page
 */
export function stubNoteCards({ noteId, page, text }) {
  const sentences = text
    .replace(/-\n(?=[a-z])/g, '')
    .split('\n')
    // Headings (short lines that do not end a sentence) are not part of the sentences.
    .filter((line) => /[.?!,;:]$/.test(line.trim()) || line.trim().split(/\s+/).length > 5)
    .join(' ')
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+/);
  const cards = [];
  for (const sentence of sentences) {
    const term = /^(?:An? |The )?([A-Z][\w -]{2,40}?) (?:is|are) (?:an?|the) /.exec(sentence)?.[1];
    if (!term || sentence.length > 400) continue;
    const shown = /[A-Z].*[A-Z]/.test(term) ? term : term.toLowerCase();
    cards.push({ front: `What is ${shown}?`, back: sentence, noteId, page, quote: sentence });
    if (cards.length === 4) break;
  }
  return { cards };
}

/**
 * A GenerateContentResponse with one candidate.
 * @param {string} text
 * @param {string} model
 * @returns {{ candidates: Array<{ content: object, finishReason?: string, index: number }>,
 *   usageMetadata: object, modelVersion: string }}
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
