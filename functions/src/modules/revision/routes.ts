/**
 * The revision checklist (issue 16), signed in only (401 without a token), never cached:
 * - `PUT /api/revision/:subjectId/:topicId` `{ done: boolean }` → 200 `{ subjectId, topicId,
 *   done }`; 404 'Subject not found' / 'Topic not found'; 400 'done must be true or false'.
 * - `GET /api/revision/:subjectId` → `{ subjectId, done: [topicId…] }`; 404 'Subject not found'.
 * - `GET /api/revision` → `[{ subjectId, subjectTitle, semesterId, done, total }]` for the
 *   subjects the student ticked topics of or opened notes of (dashboard progress).
 * Each student reads and writes only their own `users/{uid}/revision` documents.
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';
import type {
  RevisionDto,
  RevisionMarkDto,
  RevisionProgressDto,
} from '@notesea/contract/exam-prep';
import { revisionBodySchema, type RevisionBody } from '@notesea/contract/exam-prep';
import {
  revisionSubjectParamsSchema,
  revisionTopicParamsSchema,
  type RevisionSubjectParams,
  type RevisionTopicParams,
} from './schema.js';
import { listDone, listProgress, markTopic } from './service.js';

export function revisionRouter(): Router {
  const router = Router();

  router.get('/revision', requireAuth, async (_req, res) => {
    const progress: RevisionProgressDto[] = await listProgress(currentUser(res).uid);
    res.json(progress);
  });

  router.get(
    '/revision/:subjectId',
    requireAuth,
    validate({ params: revisionSubjectParamsSchema }),
    async (req, res) => {
      const { subjectId } = req.params as RevisionSubjectParams;
      const body: RevisionDto = {
        subjectId,
        done: await listDone(currentUser(res).uid, subjectId),
      };
      res.json(body);
    },
  );

  router.put(
    '/revision/:subjectId/:topicId',
    requireAuth,
    validate({ params: revisionTopicParamsSchema, body: revisionBodySchema }),
    async (req, res) => {
      const { subjectId, topicId } = req.params as RevisionTopicParams;
      const { done } = req.body as RevisionBody;
      await markTopic(currentUser(res).uid, subjectId, topicId, done);
      const body: RevisionMarkDto = { subjectId, topicId, done };
      res.json(body);
    },
  );

  return router;
}
