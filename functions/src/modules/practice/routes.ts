/**
 * Practice (issue 32, docs/practice.md), signed in only (401 without a session), never cached:
 * - `GET /api/practice/subjects/:subjectId/deck` → `{ subjectId, cards }`; 404 'Subject not found'.
 * - `GET /api/practice/due?subjectId=&within=D` → `{ cards, nextDue, examDate? }`.
 * - `POST /api/practice/reviews` `{ cardId, rating, reviewId, reviewedAt }` → the card's new
 *   schedule; 400 for a bad rating or time, 404 'No such card'. Idempotent on `reviewId`.
 * - `PUT /api/practice/subjects/:subjectId/exam` `{ date }` / `DELETE` → `{ subjectId, examDate }`.
 * - `PUT /api/practice/settings` `{ newPerDay?, reviewsPerDay? }` → the stats.
 * - `GET /api/practice/stats` → `{ streak, reviewedToday, dueToday, newToday, retention30d, … }`.
 * Every route reads and writes only the caller's own practice documents.
 */
import { Router } from 'express';
import {
  practiceDueQuerySchema,
  practiceExamSchema,
  practiceReviewSchema,
  practiceSettingsSchema,
} from '@notesea/contract/practice';
import { route } from '../../lib/route.js';
import { getDeck, getStats, listDue } from './queue.js';
import { subjectParamsSchema } from './schema.js';
import { recordReview, saveSettings, setExamDate } from './service.js';

export function practiceRouter(): Router {
  const router = Router();

  router.get(
    '/practice/subjects/:subjectId/deck',
    ...route({ session: 'required', params: subjectParamsSchema }, async ({ input, res }) => {
      res.json(await getDeck(input.params.subjectId));
    }),
  );

  router.get(
    '/practice/due',
    ...route(
      { session: 'required', query: practiceDueQuerySchema },
      async ({ input, user, res }) => {
        res.json(await listDue(user.uid, input.query));
      },
    ),
  );

  router.post(
    '/practice/reviews',
    ...route({ session: 'required', body: practiceReviewSchema }, async ({ input, user, res }) => {
      res.json(await recordReview(user.uid, input.body));
    }),
  );

  router.put(
    '/practice/subjects/:subjectId/exam',
    ...route(
      { session: 'required', params: subjectParamsSchema, body: practiceExamSchema },
      async ({ input, user, res }) => {
        res.json(await setExamDate(user.uid, input.params.subjectId, input.body.date));
      },
    ),
  );

  router.delete(
    '/practice/subjects/:subjectId/exam',
    ...route({ session: 'required', params: subjectParamsSchema }, async ({ input, user, res }) => {
      res.json(await setExamDate(user.uid, input.params.subjectId, null));
    }),
  );

  router.put(
    '/practice/settings',
    ...route(
      { session: 'required', body: practiceSettingsSchema },
      async ({ input, user, res }) => {
        await saveSettings(user.uid, input.body);
        res.json(await getStats(user.uid));
      },
    ),
  );

  router.get(
    '/practice/stats',
    ...route({ session: 'required' }, async ({ user, res }) => {
      res.json(await getStats(user.uid));
    }),
  );

  return router;
}
