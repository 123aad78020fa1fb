import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  ChatbotAskedInDto,
  ChatbotRequest,
  ChatbotSourceDto,
  ConversationMessageDto,
} from '@notesea/contract/partner';
import { env } from '@/config/env';
import { ApiError, clearToken, getToken } from '@/lib/api-client';
import { readServerSentEvents } from '../utils/sse';
import { conversationQueryOptions } from './get-conversation';
import { conversationsQueryOptions } from './get-conversations';

/** A question as the stream takes it: the server keeps the history of a stored conversation. */
export type StreamChatbotRequest = Omit<ChatbotRequest, 'history'>;

export type StreamChatbotHandlers = {
  /** Each piece of the answer, in order. */
  onToken: (text: string) => void;
  /**
   * The note pages the answer cites, and the papers that asked the question (shown
   * apart, never as sources); sent once, after the last token.
   */
  onSources: (sources: ChatbotSourceDto[], askedIn: ChatbotAskedInDto[]) => void;
};

/**
 * The stream broke after it started: an `error` event, or the connection ended without `done`.
 * The pieces already delivered stay valid; the server stored nothing of this exchange.
 */
export class ChatbotStreamError extends Error {
  override readonly name = 'ChatbotStreamError';

  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * `POST /chatbot/stream` at the function's own URL (config/partner-stream.ts: Hosting would buffer
 * it), or through `/api` where that is the only way: answers `request` as server-sent events — `token` ({text}) many
 * times, then `sources`, then `done` ({conversationId}). Resolves with the conversation id on
 * `done`. Throws ApiError when the server refused before streaming (its JSON {message, code}),
 * ChatbotStreamError when the stream broke, and the fetch's AbortError when `signal` fired.
 *
 * Not through `api.post`: that one reads the whole body before returning, which would hold the
 * answer back until the last token.
 */
export async function streamChatbot(
  request: StreamChatbotRequest,
  handlers: StreamChatbotHandlers,
  signal?: AbortSignal,
): Promise<{ conversationId: string | null }> {
  const response = await openStream(env.partnerStreamUrl, request, signal);
  for await (const { event, data } of readServerSentEvents(response.body!, signal)) {
    const payload = parse(data);
    if (event === 'token') {
      const text = payload?.text;
      if (typeof text === 'string' && text) handlers.onToken(text);
    } else if (event === 'sources') {
      const { sources, askedIn } = payload ?? {};
      handlers.onSources(
        Array.isArray(sources) ? (sources as ChatbotSourceDto[]) : [],
        Array.isArray(askedIn) ? (askedIn as ChatbotAskedInDto[]) : [],
      );
    } else if (event === 'done') {
      const id = payload?.conversationId;
      return { conversationId: typeof id === 'string' && id ? id : null };
    } else if (event === 'error') {
      throw new ChatbotStreamError(
        typeof payload?.message === 'string' ? payload.message : '',
        typeof payload?.code === 'string' ? payload.code : undefined,
      );
    }
  }
  // The connection closed cleanly but early (a proxy timeout, a crashed function).
  throw new ChatbotStreamError('', 'stream_ended');
}

function parse(data: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request, with the session token and the same error handling as lib/api-client (server
 * message as ApiError, a 401 for our token logs out). Only 2xx `text/event-stream` answers
 * come back: anything else never reached the API (e.g. the SPA fallback page).
 */
async function openStream(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const token = getToken();
  const headers = new Headers({
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token && getToken() === token) clearToken();
    throw new ApiError(response.status, error.message ?? '', error.code);
  }
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel();
    throw new ApiError(response.status, '', 'UNEXPECTED_RESPONSE');
  }
  return response;
}

async function readError(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body = parse(await response.text());
    return {
      message: typeof body?.message === 'string' ? body.message : undefined,
      code: typeof body?.code === 'string' ? body.code : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * `streamChatbot`, then a refresh of the conversation list (an answer moves its conversation to
 * the top, and the first one gives it its title). A finished exchange is also added to the
 * cached conversation, so reopening it shows the answer at once.
 */
export function useStreamChatbot() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      request: StreamChatbotRequest,
      handlers: StreamChatbotHandlers,
      signal?: AbortSignal,
    ) => {
      let reply = '';
      let cited: ChatbotSourceDto[] = [];
      let asked: ChatbotAskedInDto[] = [];
      try {
        const result = await streamChatbot(
          request,
          {
            onToken: (text) => {
              reply += text;
              handlers.onToken(text);
            },
            onSources: (sources, askedIn) => {
              cited = sources;
              asked = askedIn;
              handlers.onSources(sources, askedIn);
            },
          },
          signal,
        );
        if (result.conversationId) {
          const now = new Date().toISOString();
          const exchange: ConversationMessageDto[] = [
            { _id: `${now}-q`, role: 'user', text: request.message, sources: [], createdAt: now },
            {
              _id: `${now}-a`,
              role: 'model',
              text: reply,
              sources: cited,
              ...(asked.length ? { askedIn: asked } : {}),
              createdAt: now,
            },
          ];
          queryClient.setQueryData(
            conversationQueryOptions(result.conversationId).queryKey,
            (cached) =>
              cached && {
                ...cached,
                messages: [...cached.messages, ...exchange],
              },
          );
        }
        return result;
      } finally {
        void queryClient.invalidateQueries({
          queryKey: conversationsQueryOptions().queryKey,
          exact: true,
        });
      }
    },
    [queryClient],
  );
}
