/**
 * Assignment Partner (chatbot) contract shared by the API and the web app
 * (`@notesea/contract/partner`): the question's schema, the conversations' and the answer's DTOs.
 * Import nothing but 'zod' (and sibling contract files) here: this file is bundled into the
 * browser.
 *
 * docs/product.md §5: an empty or blank question is not sent; the API refuses it too (400).
 */
import { z } from 'zod';
import { docId } from './common.js';
import {
  CHATBOT_HISTORY_ITEM_MAX,
  CHATBOT_HISTORY_MAX_ITEMS,
  CHATBOT_MESSAGE_MAX,
  CHATBOT_MESSAGES,
} from './partner-rules.js';

export * from './partner-rules.js';

const historyTurn = z.object(
  {
    role: z.enum(['user', 'model'], { error: CHATBOT_MESSAGES.historyRole }),
    text: z
      .string({ error: CHATBOT_MESSAGES.historyText })
      .max(CHATBOT_HISTORY_ITEM_MAX, CHATBOT_MESSAGES.historyTextTooLong),
  },
  { error: CHATBOT_MESSAGES.historyType },
);

/**
 * Body of `POST /api/chatbot`: the new `message` and, optionally, the conversation so far
 * (oldest first; 'user' = the student, 'model' = the Assignment Partner's replies).
 */
export const chatbotRequestSchema = z.object(
  {
    message: z
      .string({ error: CHATBOT_MESSAGES.messageRequired })
      .trim()
      .min(1, CHATBOT_MESSAGES.messageRequired)
      .max(CHATBOT_MESSAGE_MAX, CHATBOT_MESSAGES.messageTooLong),
    history: z
      .array(historyTurn, { error: CHATBOT_MESSAGES.historyType })
      .max(CHATBOT_HISTORY_MAX_ITEMS, CHATBOT_MESSAGES.historyTooLong)
      .optional(),
    conversationId: docId('conversationId').optional(),
    subjectId: docId('subjectId').optional(),
    noteId: docId('noteId').optional(),
    page: z
      .number({ error: CHATBOT_MESSAGES.page })
      .int(CHATBOT_MESSAGES.page)
      .min(1, CHATBOT_MESSAGES.page)
      .max(10_000, CHATBOT_MESSAGES.page)
      .optional(),
  },
  { error: CHATBOT_MESSAGES.body },
);

/** Body of `POST /api/chatbot/conversations` (all optional). */
export const conversationCreateSchema = z.object(
  {
    title: z.string({ error: CHATBOT_MESSAGES.title }).max(80, CHATBOT_MESSAGES.title).optional(),
    subjectId: docId('subjectId').optional(),
  },
  { error: CHATBOT_MESSAGES.body },
);
export type ConversationCreateInput = z.infer<typeof conversationCreateSchema>;

export type ChatbotRequest = z.infer<typeof chatbotRequestSchema>;
export type ChatbotTurn = z.infer<typeof historyTurn>;

/**
 * A page the Assignment Partner's answer cites; opens in the reader at `page`. `pageEnd` (additive)
 * is the last page when the cited passage runs over consecutive pages ("pages 14–16"); absent for a
 * single page. Answers cite notes only; `type: 'pyq'` remains for stored answers from before.
 */
export interface ChatbotSourceDto {
  type: 'note' | 'pyq';
  _id: string;
  title: string;
  subjectName: string;
  unit?: number | null;
  year?: number | null;
  page: number;
  pageEnd?: number;
}

/**
 * A paper question the student's question matches: shown apart from the sources as
 * "Asked in {label}", linking to the paper at `page`. `label` is e.g. 'Jun 2023, Q20(a)'.
 */
export interface ChatbotAskedInDto {
  type: 'pyq';
  _id: string;
  title: string;
  subjectName: string;
  year: number | null;
  session: string | null;
  /** As printed on the paper: '20(a)'. */
  number: string;
  page: number;
  label: string;
}

/**
 * `POST /api/chatbot` answer; `reply` is '' when the model said nothing ('No response', docs/product.md §8).
 * `sources` are the note pages the reply cites; `askedIn` (additive, only when not empty) the
 * papers that asked the question; `conversationId` is echoed when one was given.
 */
export interface ChatbotReplyDto {
  reply: string;
  sources: ChatbotSourceDto[];
  askedIn?: ChatbotAskedInDto[];
  conversationId?: string;
}

/**
 * `POST /api/chatbot/stream`: the data of each server-sent event, by event name. `token` comes
 * many times, then `sources` and `done` once; `error` ends a stream that broke after it started
 * (`code` is the failure's error code, or 'stream_failed'). A refusal before the first event is
 * a plain JSON error answer instead, as `POST /api/chatbot` gives.
 */
export interface ChatbotStreamEvents {
  token: { text: string };
  sources: { sources: ChatbotSourceDto[]; askedIn?: ChatbotAskedInDto[] };
  done: { conversationId: string | null };
  error: { message: string; code: string };
}

/** `GET /api/chatbot/conversations` item. */
export interface ConversationDto {
  _id: string;
  title: string;
  subjectId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  messageCount: number;
}

/** A stored message of a conversation ('model' = the Assignment Partner). */
export interface ConversationMessageDto {
  _id: string;
  role: 'user' | 'model';
  text: string;
  sources: ChatbotSourceDto[];
  /** Only on answers that matched a paper question (see ChatbotReplyDto). */
  askedIn?: ChatbotAskedInDto[];
  createdAt: string | null;
}

/** `GET /api/chatbot/conversations/:id`: the conversation and its latest messages, oldest first. */
export interface ConversationDetailDto extends ConversationDto {
  messages: ConversationMessageDto[];
}
