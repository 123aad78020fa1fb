import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './sse';

/** A body that arrives in exactly these pieces. */
function body(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(stream, signal)) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads events split anywhere across chunks, with LF, CRLF and CR line ends', async () => {
    const events = await collect(
      body(
        'event: tok',
        'en\ndata: {"text":"a"}\n',
        '\nevent: token\r',
        '\ndata: {"text":"b"}\r\n\r',
        '\n',
        'data: x\r\r',
      ),
    );
    expect(events).toEqual([
      { event: 'token', data: '{"text":"a"}' },
      { event: 'token', data: '{"text":"b"}' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('joins data lines, ignores comments and unknown fields, and drops an unfinished last event', async () => {
    const events = await collect(
      body(
        ': keep-alive\n\n',
        'event: done\nid: 7\ndata: one\ndata:two\n\n',
        'event: token\ndata: cut',
      ),
    );
    expect(events).toEqual([{ event: 'done', data: 'one\ntwo' }]);
  });

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: कक्षा ✓\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    expect(await collect(stream)).toEqual([{ event: 'message', data: 'कक्षा ✓' }]);
  });

  it('rejects with the abort reason when the signal fires mid-stream', async () => {
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: first\n\n'));
      },
    });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of readServerSentEvents(stream, controller.signal)) {
        seen.push(event.data);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['first']);
  });
});
