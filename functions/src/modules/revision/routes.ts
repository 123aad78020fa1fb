/**
 * The revision checklist, signed in only (401 without a token), never cached:
 * - `PUT /api/revision/:subjectId/:topicId` `{ done: boolean }` → 200 `{ subjectId, topicId,
 *   done }`; 404 'Subject not found' / 'Topic not found'; 400 'done must be true or false'.
 * - `GET /api/revision/:subjectId` → `{ subjectId, done: [topicId…] }`; 404 'Subject not found'.
 * - `GET /api/revision` → `[{ subjectId, subjectTitle, semesterId, done, total }]` for the
 *   subjects the student ticked topics of or opened notes of (dashboard progress).
 * Each student reads and writes only their own `users/{uid}/revision` documents.
 */
import { Router } from 'express';
import { route } from '../../lib/route.js';
import {
  revisionBodySchema,
  type RevisionDto,
  type RevisionMarkDto,
  type RevisionProgressDto,
} from '@notesea/contract/exam-prep';
import { revisionSubjectParamsSchema, revisionTopicParamsSchema } from './schema.js';
import { listDone, listProgress, markTopic } from './service.js';

export function revisionRouter(): Router {
  const router = Router();

  router.get(
    '/revision',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const progress: RevisionProgressDto[] = await listProgress(user.uid);
      res.json(progress);
    }),
  );

  router.get(
    '/revision/:subjectId',
    ...route(
      { session: 'required', params: revisionSubjectParamsSchema },
      async ({ input, user, res }) => {
        const { subjectId } = input.params;
        const body: RevisionDto = { subjectId, done: await listDone(user.uid, subjectId) };
        res.json(body);
      },
    ),
  );

  router.put(
    '/revision/:subjectId/:topicId',
    ...route(
      { session: 'required', params: revisionTopicParamsSchema, body: revisionBodySchema },
      async ({ input, user, res }) => {
        const { subjectId, topicId } = input.params;
        const { done } = input.body;
        await markTopic(user.uid, subjectId, topicId, done);
        const body: RevisionMarkDto = { subjectId, topicId, done };
        res.json(body);
      },
    ),
  );

  return router;
}
