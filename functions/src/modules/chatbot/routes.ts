/**
 * `POST /chatbot` {message, history?} → {reply} (spec §7). Needs a signed-in user (401 'Not
 * authorized'); rate limited per user because every call costs a Gemini request (DESIGN §3).
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import {
  chatbotRequestSchema,
  type ChatbotReplyDto,
  type ChatbotRequest,
} from '../../shared/chat.js';
import { askAssignmentPartner } from './service.js';

/** Questions per user per minute: a brisk conversation, not a script. */
export const CHATBOT_RATE_LIMIT = { windowSeconds: 60, max: 10 } as const;
export const CHATBOT_RATE_LIMIT_MESSAGE =
  'You are asking the Assignment Partner too quickly. Please wait a minute and try again.';

export function chatbotRouter(): Router {
  const router = Router();

  router.post(
    '/chatbot',
    requireAuth,
    validate({ body: chatbotRequestSchema }),
    rateLimit({
      name: 'chatbot-user',
      ...CHATBOT_RATE_LIMIT,
      key: (_req, res) => currentUser(res).uid,
      message: CHATBOT_RATE_LIMIT_MESSAGE,
    }),
    async (req, res) => {
      const { message, history } = req.body as ChatbotRequest;
      const body: ChatbotReplyDto = { reply: await askAssignmentPartner(message, history) };
      res.json(body);
    },
  );

  return router;
}
