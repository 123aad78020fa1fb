/**
 * Google Gemini through `@google/generative-ai` (docs/architecture.md §1 Assignment Partner, §8 Gemini stub).
 *
 * Production talks to https://generativelanguage.googleapis.com with the `GEMINI_API_KEY`
 * secret. In the emulator only, `NOTESEA_GEMINI_BASE_URL` (set by the launcher's Gemini stub,
 * tools/src/dev-services/gemini-stub.mjs) redirects the SDK's `baseUrl`, and
 * `NOTESEA_GEMINI_TIMEOUT_MS` shortens the timeout so tests of the slow path do not wait 20 s.
 * Neither variable has any effect outside the emulator.
 */
import {
  GoogleGenerativeAI,
  GoogleGenerativeAIAbortError,
  GoogleGenerativeAIResponseError,
  type Content,
} from '@google/generative-ai';
import { GEMINI_API_KEY, geminiStubSettings, isEmulator } from '../config.js';

/** Current fast, low-cost Gemini model. */
export const GEMINI_MODEL = 'gemini-2.5-flash';
/** How long to wait for the whole answer, ms; the function itself may run 60 s. */
export const GEMINI_TIMEOUT_MS = 20_000;
/** Upper bound on the reply's length (tokens), which bounds cost and latency. */
export const GEMINI_MAX_OUTPUT_TOKENS = 4096;

export interface GeminiConfig {
  apiKey: string;
  /** Only set in the emulator (the local stub). */
  baseUrl?: string;
  timeoutMs: number;
}

/**
 * The configuration for this request, or `undefined` when no API key is configured (the feature
 * is then unavailable). Reads the secret at request time (config.ts).
 */
export function geminiConfig(): GeminiConfig | undefined {
  const apiKey = GEMINI_API_KEY.value().trim();
  if (!apiKey) return undefined;
  if (!isEmulator()) return { apiKey, timeoutMs: GEMINI_TIMEOUT_MS };
  const stub = geminiStubSettings();
  const timeout = Number(stub.timeoutMs);
  return {
    apiKey,
    baseUrl: stub.baseUrl || undefined,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : GEMINI_TIMEOUT_MS,
  };
}

/** One earlier message of the conversation; 'model' is the assistant. */
export interface GeminiTurn {
  role: 'user' | 'model';
  text: string;
}

export interface GenerateReplyInput {
  systemInstruction: string;
  /** Earlier turns, oldest first, already bounded by the caller. */
  history: GeminiTurn[];
  message: string;
}

/** The model did not answer within `timeoutMs`. */
export class GeminiTimeoutError extends Error {
  constructor(cause: unknown) {
    super('Gemini did not answer in time', { cause });
    this.name = 'GeminiTimeoutError';
  }
}

/** Gemini refused or failed the request (HTTP error, quota, network, bad key). */
export class GeminiUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Gemini request failed', { cause });
    this.name = 'GeminiUnavailableError';
  }
}

/**
 * Asks the model for the next reply in the conversation.
 * Returns the reply text; '' when the model returned no text or the answer was withheld by
 * Gemini's safety filters (there is nothing to show then; the web app says 'No response').
 * Throws `GeminiTimeoutError` after `config.timeoutMs`, `GeminiUnavailableError` for any other
 * failure.
 */
export async function generateReply(
  config: GeminiConfig,
  input: GenerateReplyInput,
): Promise<string> {
  try {
    const result = await generativeModel(config, input).generateContent({
      contents: toContents(input),
    });
    return result.response.text().trim();
  } catch (err) {
    if (err instanceof GoogleGenerativeAIResponseError) return '';
    throw classifyError(err);
  }
}

/**
 * Like `generateReply`, but streamed: `onText` receives each piece of the reply as Gemini sends
 * it (server-sent events, `streamGenerateContent?alt=sse`), in order.
 * @param signal aborts the stream (the student pressed Stop, or closed the connection)
 * @returns the whole reply ('' as in generateReply)
 * @throws GeminiTimeoutError after `config.timeoutMs` for the whole answer, or when `signal`
 *   aborts; GeminiUnavailableError for any other failure, including a stream cut mid-way
 */
export async function streamReply(
  config: GeminiConfig,
  input: GenerateReplyInput,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  let reply = '';
  try {
    const result = await generativeModel(config, input).generateContentStream(
      { contents: toContents(input) },
      { signal },
    );
    // The SDK also rejects `result.response` when the stream fails; the loop below reports that
    // failure, and an unobserved rejection would crash the whole instance.
    result.response.catch(() => {});
    for await (const chunk of result.stream) {
      let text = '';
      try {
        text = chunk.text();
      } catch (err) {
        // A chunk withheld by safety filters ends the answer like an empty reply does.
        if (err instanceof GoogleGenerativeAIResponseError) break;
        throw err;
      }
      if (!text) continue;
      reply += text;
      onText(text);
    }
    return reply.trim();
  } catch (err) {
    if (err instanceof GoogleGenerativeAIResponseError) return reply.trim();
    throw classifyError(err);
  }
}

function generativeModel(config: GeminiConfig, input: GenerateReplyInput) {
  return new GoogleGenerativeAI(config.apiKey).getGenerativeModel(
    {
      model: GEMINI_MODEL,
      systemInstruction: input.systemInstruction,
      generationConfig: { maxOutputTokens: GEMINI_MAX_OUTPUT_TOKENS },
    },
    { baseUrl: config.baseUrl, timeout: config.timeoutMs },
  );
}

/** A failed request as GeminiTimeoutError or GeminiUnavailableError. */
function classifyError(err: unknown): Error {
  // The SDK wraps a timed-out fetch; an abort while reading the body surfaces unwrapped.
  if (err instanceof GoogleGenerativeAIAbortError || (err as Error).name === 'AbortError') {
    return new GeminiTimeoutError(err);
  }
  return new GeminiUnavailableError(err);
}

/**
 * The request's `contents`: history then the new message, with empty turns dropped, leading
 * 'model' turns dropped (a conversation must open with the user) and consecutive turns of one
 * role merged, so the roles alternate as the API expects.
 */
export function toContents({ history, message }: Pick<GenerateReplyInput, 'history' | 'message'>) {
  const turns = [...history, { role: 'user' as const, text: message }].filter((t) => t.text.trim());
  while (turns[0]?.role === 'model') turns.shift();
  const contents: Content[] = [];
  for (const turn of turns) {
    const last = contents.at(-1);
    if (last?.role === turn.role) last.parts.push({ text: turn.text });
    else contents.push({ role: turn.role, parts: [{ text: turn.text }] });
  }
  return contents;
}
