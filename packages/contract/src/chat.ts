/**
 * Chat-room contract shared by the API and the web app (`@notesea/contract/chat`). Import nothing
 * but 'zod' (and sibling contract files) here: this file is bundled into the browser. The
 * Assignment Partner's contract is `partner.ts`.
 *
 * docs/product.md §5: empty or blank chat messages are not sent; the API refuses them too (400).
 */
import { z } from 'zod';
import { CHAT_MESSAGES, CHAT_TEXT_MAX } from './chat-rules.js';
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
 * posted; '' if unknown (the web app shows 'Unknown User', docs/product.md §2). `mine`: the caller wrote it
 * (decided per request on the server; the author's uid is never sent). `createdAt` is ISO-8601.
 */
export interface ChatMessageDto {
  _id: string;
  text: string;
  createdAt: string | null;
  user: { name: string };
  mine: boolean;
}
