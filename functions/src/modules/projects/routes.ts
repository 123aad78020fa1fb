/**
 * `GET /api/projects?category=easy|medium|hard` (docs/product.md §7): public and CDN-cacheable.
 */
import { Router } from 'express';
import { cachePublicly } from '../../lib/http.js';
import { route } from '../../lib/route.js';
import { projectsQuerySchema } from '@notesea/contract/projects';
import { presentProject } from './presenter.js';
import { listProjects } from './service.js';

export function projectsRouter(): Router {
  const router = Router();

  router.get(
    '/projects',
    ...route({ query: projectsQuerySchema }, async ({ input, res }) => {
      const projects = await listProjects(input.query.category);
      cachePublicly(res);
      res.json(projects.map(presentProject));
    }),
  );

  return router;
}
