/**
 * Server-sent events (`text/event-stream`, WHATWG HTML §9.2) on an Express response. The stream
 * starts lazily, at its first event: until then the route can still fail like any other, with a
 * status and a JSON `{ message, code }` body from the error handler.
 */
import type { Response } from 'express';

export interface EventStream {
  /** Whether the 200 and the stream's headers have gone out (then no error status can follow). */
  readonly started: boolean;
  /** Aborted when the connection closes: the client went away (or the stream ended). */
  readonly closed: AbortSignal;
  /** Sends one event named `event` with `data` as JSON on one line; starts the stream if needed. */
  send(event: string, data: unknown): void;
  /** Ends the response; starts the stream first if no event was sent (an empty stream). */
  end(): void;
}

/** Opens (lazily) an event stream on `res`. Create it before the first `await` of the handler. */
export function eventStream(res: Response): EventStream {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Asks proxies (and Hosting's) not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
  };
  return {
    get started() {
      return started;
    },
    closed: abort.signal,
    send(event, data) {
      start();
      // JSON.stringify never emits a raw newline, so one `data:` line carries the whole value.
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      start();
      res.end();
    },
  };
}
