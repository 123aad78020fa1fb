import type {
  ChatbotAskedInDto,
  ChatbotSourceDto,
  ChatbotStreamEvents,
  ConversationDto,
} from '@notesea/contract/partner';
import { api, EventStream, sseEvent } from './api-handlers';
import { server } from './server';

/**
 * A `POST /api/chatbot/stream` answer the test writes to as it goes, so a page can be checked
 * between events (MSW hands the ReadableStream to fetch as it is, unbuffered). Answer with
 * `({ ok }) => ok(live.events)`; the events are ChatbotStreamEvents (@notesea/contract/partner).
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
    events: new EventStream(stream),
    /** One event, JSON data on one line (as the API writes them). */
    send: <E extends keyof ChatbotStreamEvents>(event: E, data: ChatbotStreamEvents[E]) =>
      write(sseEvent(event, data)),
    token: (text: string) => write(sseEvent('token', { text })),
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
  }: {
    sources?: ChatbotSourceDto[];
    askedIn?: ChatbotAskedInDto[];
    conversationId?: string | null;
  } = {},
): EventStream {
  return new EventStream(
    tokens.map((text) => sseEvent('token', { text })).join('') +
      sseEvent('sources', { sources, ...(askedIn ? { askedIn } : {}) }) +
      sseEvent('done', { conversationId }),
  );
}

/** A conversation as `POST /api/chatbot/conversations` creates it: `c1`, empty. */
export const NEW_CONVERSATION: ConversationDto = {
  _id: 'c1',
  title: '',
  subjectId: null,
  createdAt: null,
  updatedAt: null,
  messageCount: 0,
};

/**
 * Handlers for a Partner with no saved conversations: creating one answers `c1`, and every
 * question streams `tokens` as its answer. Returns the question bodies sent, in order.
 */
export function serveOneConversation(tokens: string[]): unknown[] {
  const streams: unknown[] = [];
  server.use(
    api.post('/api/chatbot/conversations', ({ created }) => created(NEW_CONVERSATION)),
    api.get('/api/chatbot/conversations', ({ ok }) => ok([])),
    api.post('/api/chatbot/stream', async ({ request, ok }) => {
      streams.push(await request.json());
      return ok(sseAnswer(tokens, { conversationId: 'c1' }));
    }),
  );
  return streams;
}
