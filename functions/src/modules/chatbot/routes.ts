/**
 * Assignment Partner endpoints. Every one needs a signed-in user (401 'Not authorized').
 * - `POST /chatbot` {message, history?, conversationId?, subjectId?, noteId?, page?} →
 *   {reply, sources, conversationId?} (docs/product.md §7 plus sources; the original client still works).
 * - `POST /chatbot/stream`: the same question answered as server-sent events: `token` events
 *   ({text}) as Gemini produces them, then `sources` ({sources}), then `done`
 *   ({conversationId?}); or `error` ({message, code}) — also after some tokens when the stream
 *   breaks.
 * - `POST /chatbot/conversations`, `GET /chatbot/conversations`, `GET|DELETE
 *   /chatbot/conversations/:id`: the user's stored conversations (others' → 404).
 * Both question routes share one per-user rate limit: every call costs a Gemini request.
 */
import { Router } from 'express';
import { currentUser } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import { eventStream } from '../../lib/event-stream.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { route } from '../../lib/route.js';
import { chatbotRequestSchema, conversationCreateSchema } from '@notesea/contract/partner';
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
} from './conversations.js';
import {
  presentAnswer,
  presentConversation,
  presentConversationDetail,
  presentStreamEnd,
} from './presenter.js';
import { conversationParamsSchema } from './schema.js';
import { askAssignmentPartner, streamAssignmentPartner } from './service.js';

/** Questions per user per minute: a brisk conversation, not a script. */
export const CHATBOT_RATE_LIMIT = { windowSeconds: 60, max: 10 } as const;
export const CHATBOT_RATE_LIMIT_MESSAGE =
  'You are asking the Assignment Partner too quickly. Please wait a minute and try again.';
/** Shown when a stream fails after it started (docs/product.md §8's chatbot failure text). */
export const STREAM_FAILED_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The per-user question limit. Its counters live in Firestore under the name `chatbot-user`, so
 * every instance of it (both question routes, at either mount point) draws on the same budget.
 */
function questionLimit() {
  return rateLimit({
    name: 'chatbot-user',
    ...CHATBOT_RATE_LIMIT,
    key: (_req, res) => currentUser(res).uid,
    message: CHATBOT_RATE_LIMIT_MESSAGE,
  });
}

export function chatbotRouter(): Router {
  const router = Router();
  const limit = questionLimit();

  router.post(
    '/chatbot',
    ...route(
      { session: 'required', body: chatbotRequestSchema, before: [limit] },
      async ({ input, user, res }) => {
        res.json(presentAnswer(await askAssignmentPartner(user.uid, input.body)));
      },
    ),
  );

  router.use(chatbotStreamRouter());

  router.post(
    '/chatbot/conversations',
    ...route(
      { session: 'required', body: conversationCreateSchema },
      async ({ input, user, res }) => {
        const conversation = await createConversation(user.uid, input.body);
        res.status(201).json(presentConversation(conversation));
      },
    ),
  );

  router.get(
    '/chatbot/conversations',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const conversations = await listConversations(user.uid);
      res.json(conversations.map(presentConversation));
    }),
  );

  router.get(
    '/chatbot/conversations/:conversationId',
    ...route(
      { session: 'required', params: conversationParamsSchema },
      async ({ input, user, res }) => {
        const { conversation, messages } = await getConversation(
          user.uid,
          input.params.conversationId,
        );
        res.json(presentConversationDetail(conversation, messages));
      },
    ),
  );

  router.delete(
    '/chatbot/conversations/:conversationId',
    ...route(
      { session: 'required', params: conversationParamsSchema },
      async ({ input, user, res }) => {
        await deleteConversation(user.uid, input.params.conversationId);
        res.status(204).end();
      },
    ),
  );

  return router;
}

/**
 * `POST /chatbot/stream` alone. Mounted under `/api` with the other routes (through Hosting) and
 * also at the app's root, where the function's own URL reaches it: Firebase Hosting buffers the
 * responses of rewritten functions (firebase-tools#9774), so the web app streams from
 * `https://{region}-{project}.cloudfunctions.net/api/chatbot/stream` (app.ts adds its CORS).
 * Its limit is per user (uid), so the forgeable `X-Forwarded-For` of that direct path
 * (lib/client-ip.ts) does not matter here.
 */
export function chatbotStreamRouter(): Router {
  const router = Router();
  const limit = questionLimit();

  router.post(
    '/chatbot/stream',
    ...route(
      { session: 'required', body: chatbotRequestSchema, before: [limit] },
      async ({ input, user, res }) => {
        const stream = eventStream(res);
        try {
          const answer = await streamAssignmentPartner(
            user.uid,
            input.body,
            (text) => stream.send('token', { text }),
            // Closing the connection (the student pressed Stop) stops asking Gemini.
            stream.closed,
          );
          const end = presentStreamEnd(answer);
          stream.send('sources', end.sources);
          stream.send('done', end.done);
          stream.end();
        } catch (error) {
          // Before any event, answer like POST /chatbot does (status and JSON body).
          if (!stream.started) throw error;
          const code = error instanceof AppError ? error.code : 'stream_failed';
          stream.send('error', { message: STREAM_FAILED_MESSAGE, code });
          stream.end();
        }
      },
    ),
  );

  return router;
}
