/**
 * Notes endpoints (spec §7). Handlers stay thin: validate → service → presenter.
 * Catalog reads are public and CDN-cacheable; the download log needs a signed-in user.
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { cachePublicly } from '../../lib/http.js';
import { validate } from '../../lib/validate.js';
import { presentDownload, presentNote, presentSemester, presentSubject } from './presenter.js';
import {
  semesterParamsSchema,
  subjectParamsSchema,
  userPdfSchema,
  type SemesterParams,
  type SubjectParams,
  type UserPdfInput,
} from './schema.js';
import {
  listDownloads,
  listNotes,
  listSemesters,
  listSubjects,
  recordDownload,
} from './service.js';

export function notesRouter(): Router {
  const router = Router();

  router.get('/semesters', async (_req, res) => {
    const semesters = await listSemesters();
    cachePublicly(res);
    res.json(semesters.map(presentSemester));
  });

  // Registered before '/semesters/:semesterId/subjects' so the literal 'subjects' segment is
  // never read as a semester id.
  router.get(
    '/semesters/subjects/:subjectId/notes',
    validate({ params: subjectParamsSchema }),
    async (req, res) => {
      const { subjectId } = req.params as SubjectParams;
      const { subject, notes } = await listNotes(subjectId);
      cachePublicly(res);
      res.json(notes.map((note) => presentNote(note, subject)));
    },
  );

  router.get(
    '/semesters/:semesterId/subjects',
    validate({ params: semesterParamsSchema }),
    async (req, res) => {
      const { semesterId } = req.params as SemesterParams;
      const subjects = await listSubjects(semesterId);
      cachePublicly(res);
      res.json(subjects.map(presentSubject));
    },
  );

  router.post('/user-pdfs', requireAuth, validate({ body: userPdfSchema }), async (req, res) => {
    const { noteId } = req.body as UserPdfInput;
    const download = await recordDownload(currentUser(res).uid, noteId);
    res.status(201).json(presentDownload(download));
  });

  router.get('/user-pdfs', requireAuth, async (_req, res) => {
    const downloads = await listDownloads(currentUser(res).uid);
    res.json(downloads.map(presentDownload));
  });

  return router;
}
