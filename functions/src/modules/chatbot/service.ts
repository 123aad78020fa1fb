/**
 * The Assignment Partner (docs/product.md §2 /chatbot), grounded in the notes: each question retrieves
 * passages from the notes and papers (./retrieval.ts), Gemini answers from them citing [n]
 * (./prompt.ts), and the reply comes back with the cited pages as `sources`. With a
 * `conversationId` the exchange is stored and the history comes from the store; without one (the
 * original client) the client's `history` is used and nothing is stored.
 */
import * as logger from 'firebase-functions/logger';
import { AppError, ServiceUnavailable } from '../../lib/errors.js';
import {
  geminiConfig,
  generateReply,
  streamReply,
  GeminiTimeoutError,
  type GeminiConfig,
  type GenerateReplyInput,
} from '../../integrations/gemini.js';
import type { ChatbotAskedInDto, ChatbotTurn } from '@notesea/contract/partner';
import { appendExchange, conversationHistory } from './conversations.js';
import {
  SYSTEM_INSTRUCTION,
  citedSources,
  groundedMessage,
  historyWithinTokens,
  passagesWithinTokens,
  type Passage,
  type Source,
} from './prompt.js';
import { retrievePassages, type RetrievalScope } from './retrieval.js';

export { SYSTEM_INSTRUCTION } from './prompt.js';

export const CHATBOT_MESSAGES = {
  notConfigured: 'The Assignment Partner is not available right now. Please try again later.',
  failed: 'The Assignment Partner could not answer right now. Please try again.',
  timeout: 'The Assignment Partner took too long to answer. Please try again.',
} as const;

/** A question as the routes pass it (validated by @notesea/contract/partner). */
export interface PartnerQuestion extends RetrievalScope {
  message: string;
  /** The original client's conversation so far; ignored when `conversationId` is set. */
  history?: ChatbotTurn[];
  conversationId?: string;
}

export interface PartnerAnswer {
  /** '' when the model said nothing ('No response', docs/product.md §8). */
  reply: string;
  /** Note pages (ranges) the reply cites; never a paper. */
  sources: Source[];
  /** Papers that asked the question: context shown apart from the sources. */
  askedIn: ChatbotAskedInDto[];
  conversationId?: string;
}

interface Prepared {
  config: GeminiConfig;
  input: GenerateReplyInput;
  passages: Passage[];
  askedIn: ChatbotAskedInDto[];
  titleIfEmpty: boolean;
}

/**
 * Retrieval, history and prompt for one question.
 * @throws 503 `notConfigured` without a Gemini key; NotFound for another user's conversation
 */
async function prepare(uid: string, question: PartnerQuestion): Promise<Prepared> {
  const config = geminiConfig();
  if (!config) throw new ServiceUnavailable(CHATBOT_MESSAGES.notConfigured);
  const { turns: history, untitled: titleIfEmpty } = question.conversationId
    ? await conversationHistory(uid, question.conversationId)
    : { turns: question.history ?? [], untitled: false };
  const { passages, context, askedIn } = await retrievePassages(question.message, question);
  const chosen = passagesWithinTokens(passages);
  return {
    config,
    passages: chosen,
    askedIn,
    titleIfEmpty,
    input: {
      systemInstruction: SYSTEM_INSTRUCTION,
      history: historyWithinTokens(history),
      message: groundedMessage(question.message, chosen, context),
    },
  };
}

/** Sources from the reply's citations; the exchange stored when in a conversation. */
async function finish(
  uid: string,
  question: PartnerQuestion,
  prepared: Prepared,
  reply: string,
): Promise<PartnerAnswer> {
  const sources = citedSources(reply, prepared.passages);
  const { askedIn } = prepared;
  if (!question.conversationId) return { reply, sources, askedIn };
  await appendExchange(uid, question.conversationId, {
    question: question.message,
    reply,
    sources,
    askedIn,
    titleIfEmpty: prepared.titleIfEmpty,
  });
  return { reply, sources, askedIn, conversationId: question.conversationId };
}

/**
 * Answers a question (POST /chatbot).
 * @throws 503 `notConfigured` without a key, 504 `timeout`, 503 `failed` for other Gemini
 *   failures; 404 'Conversation not found' for an unknown or another user's conversation
 */
export async function askAssignmentPartner(
  uid: string,
  question: PartnerQuestion,
): Promise<PartnerAnswer> {
  const prepared = await prepare(uid, question);
  let reply: string;
  try {
    reply = await generateReply(prepared.config, prepared.input);
  } catch (err) {
    throw geminiFailure(err);
  }
  return finish(uid, question, prepared, reply);
}

/**
 * Answers a question as a stream (POST /chatbot/stream): `onText` gets each piece of the reply.
 * Errors before the first piece are thrown like askAssignmentPartner's; a failure mid-stream is
 * thrown too, after the pieces already delivered (nothing is stored then).
 */
export async function streamAssignmentPartner(
  uid: string,
  question: PartnerQuestion,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<PartnerAnswer> {
  const prepared = await prepare(uid, question);
  let reply: string;
  try {
    reply = await streamReply(prepared.config, prepared.input, onText, signal);
  } catch (err) {
    throw geminiFailure(err);
  }
  return finish(uid, question, prepared, reply);
}

function geminiFailure(err: unknown): AppError {
  // Only the error, never the student's text, goes to the log.
  logger.warn('Gemini request failed', { err: String((err as Error).cause ?? err) });
  if (err instanceof GeminiTimeoutError) {
    return new AppError(504, 'timeout', CHATBOT_MESSAGES.timeout);
  }
  return new ServiceUnavailable(CHATBOT_MESSAGES.failed);
}
