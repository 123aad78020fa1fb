/**
 * Notifications (docs/product.md §7).
 * - `GET /notifications`: public and CDN-cacheable like the catalog: every anonymous visitor sees
 *   the same list, so it needs no session and costs one query per cache miss (docs/architecture.md §10). Its
 *   body (an array) is what the original NoteSea frontend reads, so it stays exactly as it is.
 *   With a valid session the student's own notifications are merged in, newest first,
 *   in the same array shape, and the answer is `private, no-store` (`Vary: Authorization` on
 *   both, so no shared cache mixes them up).
 * - `GET /notifications/unread` → `{ unread }` and `POST /notifications/seen` → 204: the caller's
 *   own badge count and "opened /soon now"; signed in only (401 without a token), never cached.
 *
 * Why two routes of their own rather than `unread` on `GET /notifications` (a header or
 * `?include=unread`): the count is wanted on every page (the nav badge) and the list only on
 * /soon, so the badge reads the profile and only the unread notifications (service.ts
 * `countUnread`) instead of the whole list; and the
 * public answer stays one URL with one body for everyone, so no per-user answer can end up in
 * the CDN's cache for it and the original frontend sees no change.
 */
import { Router } from 'express';
import { PUBLIC_CATALOG_CACHE, cacheUnlessSignedIn } from '../../lib/http.js';
import { route } from '../../lib/route.js';
import { presentNotification, presentPersonalNotification, presentUnread } from './presenter.js';
import { countUnread, listForStudent, listNotifications, markSeen } from './service.js';

export function notificationsRouter(): Router {
  const router = Router();

  router.get(
    '/notifications',
    ...route({ session: 'optional' }, async ({ user, res }) => {
      if (!user) {
        const notifications = await listNotifications();
        cacheUnlessSignedIn(res, false, PUBLIC_CATALOG_CACHE);
        res.json(notifications.map(presentNotification));
        return;
      }
      // A signed-in student's own notifications are merged in; never cached publicly.
      const merged = await listForStudent(user.uid);
      cacheUnlessSignedIn(res, true, PUBLIC_CATALOG_CACHE);
      res.json(
        merged.map(({ notification, personal }) =>
          personal ? presentPersonalNotification(notification) : presentNotification(notification),
        ),
      );
    }),
  );

  router.get(
    '/notifications/unread',
    ...route({ session: 'recent' }, async ({ user, res }) => {
      // Per user: stays `no-store` (the app's default for everything not opted in to caching).
      res.json(presentUnread(await countUnread(user.uid)));
    }),
  );

  router.post(
    '/notifications/seen',
    ...route({ session: 'required' }, async ({ user, res }) => {
      await markSeen(user.uid);
      res.status(204).end();
    }),
  );

  return router;
}
