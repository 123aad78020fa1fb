import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  GEMINI_TIMEOUT_MS,
  GeminiTimeoutError,
  GeminiUnavailableError,
  generateReply,
  geminiConfig,
  toContents,
  type GeminiConfig,
} from './gemini.js';

/** What the fake Gemini received, and how it answers next. */
const fake = {
  requests: [] as Array<{ url: string; key: string | undefined; body: any }>, // eslint-disable-line @typescript-eslint/no-explicit-any
  answer: { status: 200, body: {} as unknown, delayMs: 0 },
};
let server: Server;
let baseUrl: string;

function candidate(text: string) {
  return { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }] };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      fake.requests.push({
        url: req.url ?? '',
        key: req.headers['x-goog-api-key'] as string | undefined,
        body: JSON.parse(text),
      });
      const { status, body, delayMs } = fake.answer;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  fake.requests = [];
  fake.answer = { status: 200, body: {}, delayMs: 0 };
  vi.unstubAllEnvs();
});

function config(overrides: Partial<GeminiConfig> = {}): GeminiConfig {
  // Generous: only the timeout test needs a short one, and sets it.
  return { apiKey: 'test-key', baseUrl, timeoutMs: 10_000, ...overrides };
}

const input = {
  systemInstruction: 'Be an assignment helper.',
  history: [
    { role: 'user' as const, text: 'What is a deadlock?' },
    { role: 'model' as const, text: 'A cycle of waiting processes.' },
  ],
  message: 'And how do I prevent one?',
};

describe('generateReply', () => {
  it('sends the system instruction, history and message to generateContent with the key', async () => {
    fake.answer.body = candidate('  Break one of the four Coffman conditions.  ');
    await expect(generateReply(config(), input)).resolves.toBe(
      'Break one of the four Coffman conditions.',
    );
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.url).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request!.key).toBe('test-key');
    expect(request!.body.systemInstruction).toEqual({
      role: 'system',
      parts: [{ text: 'Be an assignment helper.' }],
    });
    expect(request!.body.contents).toEqual([
      { role: 'user', parts: [{ text: 'What is a deadlock?' }] },
      { role: 'model', parts: [{ text: 'A cycle of waiting processes.' }] },
      { role: 'user', parts: [{ text: 'And how do I prevent one?' }] },
    ]);
    expect(request!.body.generationConfig).toEqual({ maxOutputTokens: 4096 });
  });

  it("returns '' for an empty candidate and for a safety block", async () => {
    fake.answer.body = candidate('');
    await expect(generateReply(config(), input)).resolves.toBe('');
    fake.answer.body = { promptFeedback: { blockReason: 'SAFETY' } };
    await expect(generateReply(config(), input)).resolves.toBe('');
    fake.answer.body = {
      candidates: [{ content: { parts: [{ text: 'partial' }] }, finishReason: 'SAFETY' }],
    };
    await expect(generateReply(config(), input)).resolves.toBe('');
  });

  it('an HTTP error is GeminiUnavailableError', async () => {
    fake.answer = { status: 429, body: { error: { code: 429, message: 'quota' } }, delayMs: 0 };
    await expect(generateReply(config(), input)).rejects.toBeInstanceOf(GeminiUnavailableError);
  });

  it('an unreachable server is GeminiUnavailableError', async () => {
    await expect(
      generateReply(config({ baseUrl: 'http://127.0.0.1:9' }), input),
    ).rejects.toBeInstanceOf(GeminiUnavailableError);
  });

  it('no answer within the timeout is GeminiTimeoutError', async () => {
    // The answer comes far later than the timeout, so a loaded machine still tells them apart.
    fake.answer = { status: 200, body: candidate('late'), delayMs: 5000 };
    const started = Date.now();
    await expect(generateReply(config({ timeoutMs: 100 }), input)).rejects.toBeInstanceOf(
      GeminiTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe('toContents', () => {
  it('drops empty turns and leading model turns, merges same-role neighbours', () => {
    expect(
      toContents({
        history: [
          { role: 'model', text: 'Hi! I am your Assignment Partner.' },
          { role: 'user', text: 'first' },
          { role: 'model', text: '' },
          { role: 'user', text: 'second' },
        ],
        message: 'third',
      }),
    ).toEqual([
      { role: 'user', parts: [{ text: 'first' }, { text: 'second' }, { text: 'third' }] },
    ]);
  });
});

describe('geminiConfig', () => {
  it('is undefined without a key', () => {
    vi.stubEnv('GEMINI_API_KEY', '');
    expect(geminiConfig()).toBeUndefined();
    vi.stubEnv('GEMINI_API_KEY', '   ');
    expect(geminiConfig()).toBeUndefined();
  });

  it('ignores the stub URL and timeout outside the emulator', () => {
    vi.stubEnv('GEMINI_API_KEY', 'real-key');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('NOTESEA_GEMINI_BASE_URL', 'http://127.0.0.1:9020');
    vi.stubEnv('NOTESEA_GEMINI_TIMEOUT_MS', '100');
    expect(geminiConfig()).toEqual({ apiKey: 'real-key', timeoutMs: GEMINI_TIMEOUT_MS });
  });

  it('uses them in the emulator', () => {
    vi.stubEnv('GEMINI_API_KEY', 'sandbox');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('NOTESEA_GEMINI_BASE_URL', 'http://127.0.0.1:9020');
    vi.stubEnv('NOTESEA_GEMINI_TIMEOUT_MS', '3000');
    expect(geminiConfig()).toEqual({
      apiKey: 'sandbox',
      baseUrl: 'http://127.0.0.1:9020',
      timeoutMs: 3000,
    });
    vi.stubEnv('NOTESEA_GEMINI_BASE_URL', '');
    vi.stubEnv('NOTESEA_GEMINI_TIMEOUT_MS', 'soon');
    expect(geminiConfig()).toEqual({ apiKey: 'sandbox', timeoutMs: GEMINI_TIMEOUT_MS });
  });
});
