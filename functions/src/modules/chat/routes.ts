/**
 * Chat-room endpoints (spec §7): `GET /chat`, `POST /chat`. Both need a signed-in user (401
 * 'Not authorized' otherwise). Posting is rate limited per user (DESIGN §3).
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import { chatMessageSchema, type ChatMessageInput } from '../../shared/chat.js';
import { presentChatMessage } from './presenter.js';
import { listMessages, postMessage } from './service.js';

/**
 * Posts per user per minute. 20 lets a student send a quick burst (and the 10-at-once
 * concurrency test pass) while stopping a script from flooding the one shared room.
 */
export const CHAT_RATE_LIMIT = { windowSeconds: 60, max: 20 } as const;
export const CHAT_RATE_LIMIT_MESSAGE =
  'You are sending messages too quickly. Please wait a minute and try again.';

export function chatRouter(): Router {
  const router = Router();

  router.get('/chat', requireAuth, async (_req, res) => {
    const messages = await listMessages();
    res.json(messages.map(presentChatMessage));
  });

  router.post(
    '/chat',
    requireAuth,
    validate({ body: chatMessageSchema }),
    rateLimit({
      name: 'chat-user',
      ...CHAT_RATE_LIMIT,
      key: (_req, res) => currentUser(res).uid,
      message: CHAT_RATE_LIMIT_MESSAGE,
    }),
    async (req, res) => {
      const { text } = req.body as ChatMessageInput;
      const message = await postMessage(currentUser(res).uid, text);
      res.status(201).json(presentChatMessage(message));
    },
  );

  return router;
}
