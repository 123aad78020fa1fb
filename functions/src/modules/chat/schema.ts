/**
 * Request schemas of the chat module. The stored shape is `storedChatMessageSchema` in stored.ts
 * and the id format is described in service.ts; limits and messages are shared with the web app
 * (@notesea/contract/chat-rules).
 */
import { z } from 'zod';
import { CHAT_MESSAGES, CHAT_PAGE_MAX } from '@notesea/contract/chat-rules';
import { docId, queryCount } from '@notesea/contract/common';

/**
 * Query of `GET /api/chat`: nothing (the latest 200), `before=<id>` with an optional `limit`
 * (1–100, default 50), or `after=<id>`. Each 400 names the one thing to fix.
 */
export const chatListQuerySchema = z
  .object({
    before: docId('before').optional(),
    after: docId('after').optional(),
    limit: queryCount(CHAT_PAGE_MAX, CHAT_MESSAGES.limit).optional(),
  })
  .refine((q) => !(q.before && q.after), { message: CHAT_MESSAGES.beforeAndAfter })
  .refine((q) => q.limit === undefined || q.before !== undefined, {
    message: CHAT_MESSAGES.limitWithoutBefore,
  });
