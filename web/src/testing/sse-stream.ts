import { http, HttpResponse } from 'msw';
import { server } from './server';

/**
 * A `text/event-stream` answer the test writes to as it goes, so a page can be checked between
 * events (MSW hands the ReadableStream to fetch as it is, unbuffered).
 */
export function sseStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
    },
  });
  const write = (text: string) => {
    if (!closed) controller.enqueue(encoder.encode(text));
  };

  return {
    response: () =>
      new HttpResponse(stream, {
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
      }),
    /** One event, JSON data on one line (as the API writes them). */
    send: (event: string, data: unknown) =>
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    token: (text: string) => write(`event: token\ndata: ${JSON.stringify({ text })}\n\n`),
    raw: write,
    close: () => {
      if (closed) return;
      closed = true;
      controller.close();
    },
    /** The connection drops. */
    fail: () => {
      if (closed) return;
      closed = true;
      controller.error(new TypeError('network error'));
    },
  };
}

/** A whole answer at once: tokens, then sources (with `askedIn` when given) and done. */
export function sseAnswer(
  tokens: string[],
  {
    sources = [],
    askedIn,
    conversationId = null,
  }: { sources?: unknown[]; askedIn?: unknown[]; conversationId?: string | null } = {},
) {
  const body =
    tokens.map((text) => `event: token\ndata: ${JSON.stringify({ text })}\n\n`).join('') +
    `event: sources\ndata: ${JSON.stringify({ sources, ...(askedIn ? { askedIn } : {}) })}\n\n` +
    `event: done\ndata: ${JSON.stringify({ conversationId })}\n\n`;
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

/**
 * Handlers for a Partner with no saved conversations: creating one answers `c1`, and every
 * question streams `tokens` as its answer. Returns the question bodies sent, in order.
 */
export function serveOneConversation(tokens: string[]): unknown[] {
  const streams: unknown[] = [];
  server.use(
    http.post('/api/chatbot/conversations', () =>
      HttpResponse.json(
        {
          _id: 'c1',
          title: '',
          subjectId: null,
          createdAt: null,
          updatedAt: null,
          messageCount: 0,
        },
        { status: 201 },
      ),
    ),
    http.get('/api/chatbot/conversations', () => HttpResponse.json([])),
    http.post('/api/chatbot/stream', async ({ request }) => {
      streams.push(await request.json());
      return sseAnswer(tokens, { conversationId: 'c1' });
    }),
  );
  return streams;
}
