/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body event by event, as the HTML standard's parser does for the
 * fields we use (`event`, `data`; comments and other fields are ignored). A last event without
 * its closing blank line is dropped, like EventSource does: the stream was cut mid-event.
 * Ending the iteration early (break, an error) or `signal` firing releases the body; an abort
 * rejects with the signal's reason, even where fetch does not tie the body to its signal.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (;;) {
        const end = lineEnd(buffer, done);
        if (!end) break;
        const line = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end.length);
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Also runs when the consumer stops early: tells the server we are done reading.
    reader.cancel().catch(() => undefined);
  }
}

/**
 * The first line break in `buffer` (CRLF, LF or CR). A CR at the very end waits for the next
 * chunk, which may start with its LF: counting it alone would see a blank line that is not there.
 */
function lineEnd(buffer: string, done: boolean): { index: number; length: number } | null {
  const match = /\r\n|\n|\r/.exec(buffer);
  if (!match) return null;
  if (match[0] === '\r' && match.index === buffer.length - 1 && !done) return null;
  return { index: match.index, length: match[0].length };
}
