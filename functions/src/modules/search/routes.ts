/**
 * `GET /api/search?q=…&semesterId=&subjectId=&type=note|pyq&limit=20`:
 * public, answers `{ results }` (@notesea/contract/search), cached 10 s like the catalog it searches.
 * Errors: 400 'validation' with the schema's message (@notesea/contract/search SEARCH_MESSAGES).
 */
import { Router } from 'express';
import { CONTENT_CATALOG_CACHE, cachePublicly } from '../../lib/http.js';
import { route } from '../../lib/route.js';
import { searchQuerySchema, type SearchResponseDto } from '@notesea/contract/search';
import { presentSearchHit } from './presenter.js';
import { searchContent } from './service.js';

export function searchRouter(): Router {
  const router = Router();

  router.get(
    '/search',
    ...route({ query: searchQuerySchema }, async ({ input, res }) => {
      const hits = await searchContent(input.query);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      const body: SearchResponseDto = { results: hits.map(presentSearchHit) };
      res.json(body);
    }),
  );

  return router;
}
