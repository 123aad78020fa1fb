/**
 * Bookmarks, all for the signed-in student only (401 without a token):
 * - `PUT /api/bookmarks/:noteId` → 201 the bookmark when saved now, 200 when already saved;
 *   404 'Note not found'.
 * - `DELETE /api/bookmarks/:noteId` → 204; 404 'Bookmark not found'.
 * - `GET /api/bookmarks` → the bookmarks, newest first (BookmarkDto, @notesea/contract/notes).
 */
import { Router } from 'express';
import { route } from '../../lib/route.js';
import { presentBookmark } from './presenter.js';
import { bookmarkParamsSchema } from './schema.js';
import { listBookmarks, removeBookmark, saveBookmark } from './service.js';

export function bookmarksRouter(): Router {
  const router = Router();

  router.get(
    '/bookmarks',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const saved = await listBookmarks(user.uid);
      res.json(saved.map(({ bookmark, note }) => presentBookmark(bookmark, note)));
    }),
  );

  router.put(
    '/bookmarks/:noteId',
    ...route(
      { session: 'required', params: bookmarkParamsSchema },
      async ({ input, user, res }) => {
        const { bookmark, note, created } = await saveBookmark(user.uid, input.params.noteId);
        res.status(created ? 201 : 200).json(presentBookmark(bookmark, note));
      },
    ),
  );

  router.delete(
    '/bookmarks/:noteId',
    ...route(
      { session: 'required', params: bookmarkParamsSchema },
      async ({ input, user, res }) => {
        await removeBookmark(user.uid, input.params.noteId);
        res.status(204).end();
      },
    ),
  );

  return router;
}
