/**
 * `GET /api/projects?category=easy|medium|hard` (spec §7): public and CDN-cacheable.
 */
import { Router } from 'express';
import { cachePublicly } from '../../lib/http.js';
import { validate } from '../../lib/validate.js';
import { projectsQuerySchema, type ProjectsQuery } from '@notesea/contract/projects';
import { presentProject } from './presenter.js';
import { listProjects } from './service.js';

export function projectsRouter(): Router {
  const router = Router();

  router.get('/projects', validate({ query: projectsQuerySchema }), async (_req, res) => {
    const { category } = res.locals.query as ProjectsQuery;
    const projects = await listProjects(category);
    cachePublicly(res);
    res.json(projects.map(presentProject));
  });

  return router;
}
