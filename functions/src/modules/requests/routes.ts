/**
 * Requests for missing notes and papers:
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
import { CONTENT_CATALOG_CACHE, cacheUnlessSignedIn } from '../../lib/http.js';
import { route } from '../../lib/route.js';
import { docId } from '@notesea/contract/common';
import { requestBodySchema, voteBodySchema } from '@notesea/contract/contributions';
import { presentRequest } from './presenter.js';
import { askFor, listOpen, setVote } from './service.js';

const requestParamsSchema = z.object({ requestId: docId('requestId') });
const subjectParamsSchema = z.object({ subjectId: docId('subjectId') });

export function requestsRouter(): Router {
  const router = Router();

  router.post(
    '/requests',
    ...route({ session: 'required', body: requestBodySchema }, async ({ input, user, res }) => {
      const { request, created } = await askFor(user.uid, input.body);
      res.status(created ? 201 : 200).json(presentRequest(request, user.uid));
    }),
  );

  router.put(
    '/requests/:requestId/vote',
    ...route(
      { session: 'required', params: requestParamsSchema, body: voteBodySchema },
      async ({ input, user, res }) => {
        const request = await setVote(user.uid, input.params.requestId, input.body.vote);
        res.json(presentRequest(request, user.uid));
      },
    ),
  );

  router.get(
    '/semesters/subjects/:subjectId/requests',
    ...route({ session: 'optional', params: subjectParamsSchema }, async ({ input, user, res }) => {
      const open = await listOpen(input.params.subjectId);
      cacheUnlessSignedIn(res, user !== undefined, CONTENT_CATALOG_CACHE);
      res.json(open.map((request) => presentRequest(request, user?.uid)));
    }),
  );

  return router;
}
