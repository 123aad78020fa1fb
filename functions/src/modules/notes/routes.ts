/**
 * Notes endpoints (docs/product.md §7, and the reader). Handlers stay thin:
 * validate → service → presenter. Catalog reads (lists, one note or paper) are public and
 * CDN-cacheable; the download log and reading progress need a signed-in user.
 */
import { Router } from 'express';
import { CONTENT_CATALOG_CACHE, cachePublicly } from '../../lib/http.js';
import { route } from '../../lib/route.js';
import { userPdfSchema } from '@notesea/contract/notes';
import {
  presentDownload,
  presentNote,
  presentNoteDetail,
  presentPyq,
  presentPyqDetail,
  presentSemester,
  presentSubject,
} from './presenter.js';
import {
  noteParamsSchema,
  progressBodySchema,
  pyqParamsSchema,
  semesterParamsSchema,
  subjectParamsSchema,
} from './schema.js';
import {
  getNote,
  getPyq,
  listDownloads,
  listNotes,
  listPyqs,
  listSemesters,
  listSubjects,
  recordDownload,
  saveProgress,
} from './service.js';

export function notesRouter(): Router {
  const router = Router();

  router.get(
    '/semesters',
    ...route({}, async ({ res }) => {
      const semesters = await listSemesters();
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(semesters.map(presentSemester));
    }),
  );

  // Registered before '/semesters/:semesterId/subjects' so the literal 'subjects' segment is
  // never read as a semester id.
  router.get(
    '/semesters/subjects/:subjectId/notes',
    ...route({ params: subjectParamsSchema }, async ({ input, res }) => {
      const { subject, notes } = await listNotes(input.params.subjectId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(notes.map((note) => presentNote(note, subject)));
    }),
  );

  router.get(
    '/semesters/subjects/:subjectId/pyqs',
    ...route({ params: subjectParamsSchema }, async ({ input, res }) => {
      const papers = await listPyqs(input.params.subjectId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(papers.map(presentPyq));
    }),
  );

  router.get(
    '/semesters/:semesterId/subjects',
    ...route({ params: semesterParamsSchema }, async ({ input, res }) => {
      const subjects = await listSubjects(input.params.semesterId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(subjects.map(presentSubject));
    }),
  );

  // The reader (`/notes/{noteId}?page=N`, `/pyqs/{pyqId}?page=N`) opens one document.
  router.get(
    '/notes/:noteId',
    ...route({ params: noteParamsSchema }, async ({ input, res }) => {
      const note = await getNote(input.params.noteId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(presentNoteDetail(note));
    }),
  );

  router.get(
    '/pyqs/:pyqId',
    ...route({ params: pyqParamsSchema }, async ({ input, res }) => {
      const paper = await getPyq(input.params.pyqId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(presentPyqDetail(paper));
    }),
  );

  router.put(
    '/user-pdfs/:noteId/progress',
    ...route(
      { session: 'required', params: noteParamsSchema, body: progressBodySchema },
      async ({ input, user, res }) => {
        const entry = await saveProgress(user.uid, input.params.noteId, input.body.page);
        res.json(presentDownload(entry));
      },
    ),
  );

  router.post(
    '/user-pdfs',
    ...route({ session: 'required', body: userPdfSchema }, async ({ input, user, res }) => {
      const download = await recordDownload(user.uid, input.body.noteId);
      res.status(201).json(presentDownload(download));
    }),
  );

  router.get(
    '/user-pdfs',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const downloads = await listDownloads(user.uid);
      res.json(downloads.map(presentDownload));
    }),
  );

  return router;
}
