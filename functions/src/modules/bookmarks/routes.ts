/**
 * Bookmarks (issue "Find and read"), all for the signed-in student only (401 without a token):
 * - `PUT /api/bookmarks/:noteId` → 201 the bookmark when saved now, 200 when already saved;
 *   404 'Note not found'.
 * - `DELETE /api/bookmarks/:noteId` → 204; 404 'Bookmark not found'.
 * - `GET /api/bookmarks` → the bookmarks, newest first (BookmarkDto, @notesea/contract/notes).
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';
import { presentBookmark } from './presenter.js';
import { bookmarkParamsSchema, type BookmarkParams } from './schema.js';
import { listBookmarks, removeBookmark, saveBookmark } from './service.js';

export function bookmarksRouter(): Router {
  const router = Router();

  router.get('/bookmarks', requireAuth, async (_req, res) => {
    const saved = await listBookmarks(currentUser(res).uid);
    res.json(saved.map(({ bookmark, note }) => presentBookmark(bookmark, note)));
  });

  router.put(
    '/bookmarks/:noteId',
    requireAuth,
    validate({ params: bookmarkParamsSchema }),
    async (req, res) => {
      const { noteId } = req.params as BookmarkParams;
      const { bookmark, note, created } = await saveBookmark(currentUser(res).uid, noteId);
      res.status(created ? 201 : 200).json(presentBookmark(bookmark, note));
    },
  );

  router.delete(
    '/bookmarks/:noteId',
    requireAuth,
    validate({ params: bookmarkParamsSchema }),
    async (req, res) => {
      const { noteId } = req.params as BookmarkParams;
      await removeBookmark(currentUser(res).uid, noteId);
      res.status(204).end();
    },
  );

  return router;
}
