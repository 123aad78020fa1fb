/**
 * `GET /api/semesters/subjects/:subjectId/topics`: the subject's exam-prep topics
 * (TopicDto[], @notesea/contract/exam-prep), most-asked first. Public and cached like the notes catalog
 * (10 s, so a new paper's questions count within the promised time); 1 Firestore read.
 * 404 'Subject not found'; [] for a subject without papers.
 */
import { Router } from 'express';
import { CONTENT_CATALOG_CACHE, cachePublicly } from '../../lib/http.js';
import { route } from '../../lib/route.js';
import { presentTopic } from './presenter.js';
import { topicsParamsSchema } from './schema.js';
import { getTopics } from './service.js';

export function topicsRouter(): Router {
  const router = Router();
  router.get(
    '/semesters/subjects/:subjectId/topics',
    ...route({ params: topicsParamsSchema }, async ({ input, res }) => {
      const topics = await getTopics(input.params.subjectId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(topics.map(presentTopic));
    }),
  );
  return router;
}
