/** A server-sent event with the network read (0-based) it completed in, and when (ms). */
export type ArrivedEvent = {
  event: string;
  data: Record<string, unknown>;
  read: number;
  at: number;
};

/**
 * Reads a `text/event-stream` response to its end, event by event as each network read lands.
 * `at` is measured from `started` (a `performance.now()` value, taken before the request).
 * Each event's `data` is one JSON line, as the Partner's stream writes it.
 */
export async function readEvents(res: Response, started: number): Promise<ArrivedEvent[]> {
  const events: ArrivedEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (let read = 0; ; read++) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      events.push({
        event: /^event: (.+)$/m.exec(block)?.[1] ?? 'message',
        data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}'),
        read,
        at: performance.now() - started,
      });
    }
  }
  return events;
}
