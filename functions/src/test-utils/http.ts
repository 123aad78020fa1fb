/**
 * In-process HTTP for tests (supertest is not installed): the app listens on an ephemeral port
 * for one request. node:http rather than fetch, so tests can send any header (Origin) and raw,
 * malformed bodies.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Parsed JSON body, or undefined if the body is not JSON. */
  body: unknown;
}

export interface TestRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent verbatim (set Content-Type yourself). */
  raw?: string | Buffer;
}

export async function send(
  app: Express,
  path: string,
  init: TestRequest = {},
): Promise<TestResponse> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { ...init.headers };
  let payload = init.raw;
  if (init.json !== undefined) {
    payload = JSON.stringify(init.json);
    headers['content-type'] ??= 'application/json';
  }
  try {
    return await new Promise<TestResponse>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              body: tryJson(text),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
