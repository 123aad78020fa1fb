/**
 * `GET /notifications` (spec §7). Public and CDN-cacheable like the catalog: every visitor sees
 * the same list, so it needs no session and costs one query per cache miss (DESIGN §10).
 */
import { Router } from 'express';
import { cachePublicly } from '../../lib/http.js';
import { presentNotification } from './presenter.js';
import { listNotifications } from './service.js';

export function notificationsRouter(): Router {
  const router = Router();

  router.get('/notifications', async (_req, res) => {
    const notifications = await listNotifications();
    cachePublicly(res);
    res.json(notifications.map(presentNotification));
  });

  return router;
}
