import { createParser } from 'eventsource-parser';

/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body event by event, parsed by eventsource-parser (the HTML
 * standard's rules; we use `event` and `data`, comments and other fields are ignored). A last
 * event without its closing blank line is dropped, like EventSource does: the stream was cut
 * mid-event. Ending the iteration early (break, an error) or `signal` firing releases the body;
 * an abort rejects with the signal's reason, even where fetch does not tie the body to its signal.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const decoder = new TextDecoder();
  let parsed: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => parsed.push({ event: event ?? 'message', data }),
  });
  let endsWithCr = false;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (text) {
        parser.feed(text);
        endsWithCr = text.endsWith('\r');
      }
      // The parser holds a CR that ends a chunk, in case the next starts with its LF; at the end
      // of the stream that CR ends its line.
      if (done && endsWithCr) parser.feed('\n');
      const ready = parsed;
      parsed = [];
      yield* ready;
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Also runs when the consumer stops early: tells the server we are done reading.
    reader.cancel().catch(() => undefined);
  }
}
