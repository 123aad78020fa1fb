/**
 * Chat-room endpoints (docs/product.md §7). All need a signed-in user (401 'Not authorized').
 * - `GET /chat`: the latest 200 messages, oldest first: the array the original frontend reads.
 * - `GET /chat?before=<id>&limit=<1–100, default 50>`: the page older than message `id`
 *   ("Load older"), oldest first; [] past the oldest.
 * - `GET /chat?after=<id>`: messages newer than message `id`, oldest first, at most 200: what
 *   the open room polls for (see web `features/chat/api/get-messages.ts` for why polling).
 *   `before` and `after` together, or `limit` without `before`, are 400; an id naming no message
 *   is 404 'Message not found'. Each is one Firestore query (service.ts explains the ids).
 * - `POST /chat` `{ text }` → 201 the stored message; rate limited per user (docs/architecture.md §3).
 * Every message carries `mine`: whether the caller wrote it (the author's uid is never sent).
 */
import { Router } from 'express';
import { currentUser } from '../../lib/auth.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { route } from '../../lib/route.js';
import { chatMessageSchema } from '@notesea/contract/chat';
import { CHAT_PAGE_DEFAULT } from '@notesea/contract/chat-rules';
import { presentChatMessage } from './presenter.js';
import { chatListQuerySchema } from './schema.js';
import { listMessages, listMessagesAfter, listMessagesBefore, postMessage } from './service.js';

/**
 * Posts per user per minute. 20 lets a student send a quick burst (and the 10-at-once
 * concurrency test pass) while stopping a script from flooding the one shared room.
 */
export const CHAT_RATE_LIMIT = { windowSeconds: 60, max: 20 } as const;
export const CHAT_RATE_LIMIT_MESSAGE =
  'You are sending messages too quickly. Please wait a minute and try again.';

export function chatRouter(): Router {
  const router = Router();

  router.get(
    '/chat',
    ...route({ session: 'recent', query: chatListQuerySchema }, async ({ input, user, res }) => {
      const { before, after, limit = CHAT_PAGE_DEFAULT } = input.query;
      const messages = before
        ? await listMessagesBefore(before, limit)
        : after
          ? await listMessagesAfter(after)
          : await listMessages();
      res.json(messages.map((message) => presentChatMessage(message, user.uid)));
    }),
  );

  router.post(
    '/chat',
    ...route(
      {
        session: 'required',
        body: chatMessageSchema,
        before: [
          rateLimit({
            name: 'chat-user',
            ...CHAT_RATE_LIMIT,
            key: (_req, res) => currentUser(res).uid,
            message: CHAT_RATE_LIMIT_MESSAGE,
          }),
        ],
      },
      async ({ input, user, res }) => {
        const message = await postMessage(user.uid, input.body.text);
        res.status(201).json(presentChatMessage(message, user.uid));
      },
    ),
  );

  return router;
}
