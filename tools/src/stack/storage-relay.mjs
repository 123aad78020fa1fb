// Light mode only (docs/architecture.md §8, §11): where the in-process Storage server sends its object events.
import { createServer } from 'node:http';

/**
 * Stands in for the functions emulator's `trigger_multicast` route, to which firebase-tools'
 * Storage server posts every object event (a legacy body and a CloudEvent per event). It answers
 * at once, as the functions emulator does, and hands each CloudEvent to the event bridge
 * (light-events.mjs `deliverStorageEvent`), which delivers it to the Storage triggers a few at a
 * time. Events that arrive before the bridge exists (the functions emulator is still starting)
 * are kept and handed over when it is attached. Legacy bodies are dropped: every function here is
 * 2nd gen and reads CloudEvents.
 * @returns {Promise<{ host: string, attach(deliver: (event: any) => void): void,
 *   stop(): Promise<void> }>} `host` is host:port for announceFunctionsToStorage
 */
export async function startStorageRelay() {
  /** @type {((event: any) => void) | null} */
  let deliver = null;
  /** @type {any[]} */
  const early = [];
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 'multicast_acknowledged' }));
      if (!String(req.headers['content-type'] ?? '').includes('cloudevents')) return;
      try {
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (deliver) deliver(event);
        else early.push(event);
      } catch {
        // Not JSON: nothing a trigger could read.
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: `127.0.0.1:${port}`,
    attach(fn) {
      deliver = fn;
      for (const event of early.splice(0)) fn(event);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
