/**
 * Chat-room and Assignment Partner (chatbot) contracts shared by the API and the web app
 * (`@shared/chat`). Import nothing but 'zod' (and sibling shared files) here: this file is bundled
 * into the browser.
 *
 * Spec §5: empty or blank chat and chatbot messages are not sent; the API refuses them too (400).
 */
import { z } from 'zod';
import {
  CHAT_MESSAGES,
  CHAT_TEXT_MAX,
  CHATBOT_HISTORY_ITEM_MAX,
  CHATBOT_HISTORY_MAX_ITEMS,
  CHATBOT_MESSAGE_MAX,
  CHATBOT_MESSAGES,
} from './chat-rules.js';
import { text } from './common.js';

export * from './chat-rules.js';

/** Body of `POST /api/chat`. */
export const chatMessageSchema = z.object(
  {
    text: text('Message text')
      .trim()
      .min(1, CHAT_MESSAGES.textRequired)
      .max(CHAT_TEXT_MAX, CHAT_MESSAGES.textTooLong),
  },
  { error: CHAT_MESSAGES.body },
);

export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/**
 * `GET /api/chat` item and `POST /api/chat` answer. `user.name` is the author's name when they
 * posted; '' if unknown (the web app shows 'Unknown User', spec §2).
 */
export interface ChatMessageDto {
  _id: string;
  text: string;
  createdAt: string | null;
  user: { name: string };
}

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
  },
  { error: CHATBOT_MESSAGES.body },
);

export type ChatbotRequest = z.infer<typeof chatbotRequestSchema>;
export type ChatbotTurn = z.infer<typeof historyTurn>;

/** `POST /api/chatbot` answer; `reply` is '' when the model said nothing ('No response', spec §8). */
export interface ChatbotReplyDto {
  reply: string;
}
