/**
 * Requests for missing notes and papers (issue 23):
 * - `POST /requests` (signed in) `{ subjectId, kind, unit? | year? + session?, message? }` →
 *   201 for a new request, 200 with the open one and the caller's vote counted ("me too");
 * - `PUT /requests/:requestId/vote` (signed in) `{ vote }` → 200 the request;
 * - `GET /semesters/subjects/:subjectId/requests` (public) → the open requests, `mine` for the
 *   caller's session. Anonymous answers are cached like the notes catalog; signed-in ones
 *   (`mine` is per student) are `private, no-store`.
 * All answer ContentRequestDto (@notesea/contract/contributions-rules).
 */
import { Router } from 'express';
import { z } from 'zod';
import { currentUser, optionalRecentAuth, optionalUser, requireAuth } from '../../lib/auth.js';
import { CONTENT_CATALOG_CACHE, cacheUnlessSignedIn } from '../../lib/http.js';
import { validate } from '../../lib/validate.js';
import { docId } from '@notesea/contract/common';
import {
  requestBodySchema,
  voteBodySchema,
  type RequestBody,
  type VoteBody,
} from '@notesea/contract/contributions';
import { presentRequest } from './presenter.js';
import { askFor, listOpen, setVote } from './service.js';

const requestParamsSchema = z.object({ requestId: docId('requestId') });
const subjectParamsSchema = z.object({ subjectId: docId('subjectId') });

export function requestsRouter(): Router {
  const router = Router();

  router.post('/requests', requireAuth, validate({ body: requestBodySchema }), async (req, res) => {
    const { uid } = currentUser(res);
    const { request, created } = await askFor(uid, req.body as RequestBody);
    res.status(created ? 201 : 200).json(presentRequest(request, uid));
  });

  router.put(
    '/requests/:requestId/vote',
    requireAuth,
    validate({ params: requestParamsSchema, body: voteBodySchema }),
    async (req, res) => {
      const { uid } = currentUser(res);
      const { requestId } = req.params as z.infer<typeof requestParamsSchema>;
      const request = await setVote(uid, requestId, (req.body as VoteBody).vote);
      res.json(presentRequest(request, uid));
    },
  );

  router.get(
    '/semesters/subjects/:subjectId/requests',
    validate({ params: subjectParamsSchema }),
    optionalRecentAuth,
    async (req, res) => {
      const { subjectId } = req.params as z.infer<typeof subjectParamsSchema>;
      const open = await listOpen(subjectId);
      const uid = optionalUser(res)?.uid;
      cacheUnlessSignedIn(res, uid !== undefined, CONTENT_CATALOG_CACHE);
      res.json(open.map((request) => presentRequest(request, uid)));
    },
  );

  return router;
}
