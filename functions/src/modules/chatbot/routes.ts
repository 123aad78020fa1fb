/**
 * Assignment Partner endpoints. Every one needs a signed-in user (401 'Not authorized').
 * - `POST /chatbot` {message, history?, conversationId?, subjectId?, noteId?, page?} →
 *   {reply, sources, conversationId?} (spec §7 plus sources; the original client still works).
 * - `POST /chatbot/stream`: the same question answered as server-sent events: `token` events
 *   ({text}) as Gemini produces them, then `sources` ({sources}), then `done`
 *   ({conversationId?}); or `error` ({message, code}) — also after some tokens when the stream
 *   breaks.
 * - `POST /chatbot/conversations`, `GET /chatbot/conversations`, `GET|DELETE
 *   /chatbot/conversations/:id`: the user's stored conversations (others' → 404).
 * Both question routes share one per-user rate limit: every call costs a Gemini request.
 */
import { Router, type Response } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import {
  chatbotRequestSchema,
  conversationCreateSchema,
  type ChatbotReplyDto,
  type ChatbotRequest,
} from '@notesea/contract/partner';
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
} from './conversations.js';
import {
  presentAskedIn,
  presentConversation,
  presentConversationDetail,
  presentSource,
} from './presenter.js';
import { askAssignmentPartner, streamAssignmentPartner, type PartnerAnswer } from './service.js';
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

/** Questions per user per minute: a brisk conversation, not a script. */
export const CHATBOT_RATE_LIMIT = { windowSeconds: 60, max: 10 } as const;
export const CHATBOT_RATE_LIMIT_MESSAGE =
  'You are asking the Assignment Partner too quickly. Please wait a minute and try again.';
/** Shown when a stream fails after it started (spec §8's chatbot failure text). */
export const STREAM_FAILED_MESSAGE = 'Something went wrong. Please try again.';

const conversationParams = z.object({ conversationId: docId('conversationId') });

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
    requireAuth,
    validate({ body: chatbotRequestSchema }),
    limit,
    async (req, res) => {
      const answer = await askAssignmentPartner(currentUser(res).uid, req.body as ChatbotRequest);
      res.json(presentAnswer(answer));
    },
  );

  router.use(chatbotStreamRouter());

  router.post(
    '/chatbot/conversations',
    requireAuth,
    validate({ body: conversationCreateSchema }),
    async (req, res) => {
      const conversation = await createConversation(currentUser(res).uid, req.body);
      res.status(201).json(presentConversation(conversation));
    },
  );

  router.get('/chatbot/conversations', requireAuth, async (_req, res) => {
    const conversations = await listConversations(currentUser(res).uid);
    res.json(conversations.map(presentConversation));
  });

  router.get(
    '/chatbot/conversations/:conversationId',
    requireAuth,
    validate({ params: conversationParams }),
    async (req, res) => {
      const { conversation, messages } = await getConversation(
        currentUser(res).uid,
        String(req.params.conversationId),
      );
      res.json(presentConversationDetail(conversation, messages));
    },
  );

  router.delete(
    '/chatbot/conversations/:conversationId',
    requireAuth,
    validate({ params: conversationParams }),
    async (req, res) => {
      await deleteConversation(currentUser(res).uid, String(req.params.conversationId));
      res.status(204).end();
    },
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
    requireAuth,
    validate({ body: chatbotRequestSchema }),
    limit,
    async (req, res) => {
      // Closing the connection (the student pressed Stop) stops asking Gemini.
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        res.status(200).set({
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          // Asks proxies (and Hosting's) not to buffer the stream.
          'X-Accel-Buffering': 'no',
        });
        res.flushHeaders();
      };
      try {
        const answer = await streamAssignmentPartner(
          currentUser(res).uid,
          req.body as ChatbotRequest,
          (text) => {
            start();
            sendEvent(res, 'token', { text });
          },
          abort.signal,
        );
        start();
        const body = presentAnswer(answer);
        // `askedIn` (issue 22) rides on the same event, only when there is some: additive.
        sendEvent(res, 'sources', {
          sources: body.sources,
          ...(body.askedIn ? { askedIn: body.askedIn } : {}),
        });
        sendEvent(res, 'done', { conversationId: body.conversationId ?? null });
        res.end();
      } catch (error) {
        // Before any event, answer like POST /chatbot does (status and JSON body).
        if (!started) throw error;
        const code = error instanceof AppError ? error.code : 'stream_failed';
        sendEvent(res, 'error', { message: STREAM_FAILED_MESSAGE, code });
        res.end();
      }
    },
  );

  return router;
}

function presentAnswer(answer: PartnerAnswer): ChatbotReplyDto {
  return {
    reply: answer.reply,
    sources: answer.sources.map((s) => presentSource({ ...s })),
    ...(answer.askedIn.length
      ? { askedIn: answer.askedIn.map((a) => presentAskedIn({ ...a })) }
      : {}),
    ...(answer.conversationId ? { conversationId: answer.conversationId } : {}),
  };
}

/** One server-sent event; JSON data on one line. */
function sendEvent(res: Response, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
