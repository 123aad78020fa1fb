/**
 * Notes endpoints (spec §7, and the reader of issue "Find and read"). Handlers stay thin:
 * validate → service → presenter. Catalog reads (lists, one note or paper) are public and
 * CDN-cacheable; the download log and reading progress need a signed-in user.
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { CONTENT_CATALOG_CACHE, cachePublicly } from '../../lib/http.js';
import { validate } from '../../lib/validate.js';
import {
  presentDownload,
  presentNote,
  presentNoteDetail,
  presentPyq,
  presentPyqDetail,
  presentSemester,
  presentSubject,
} from './presenter.js';
import { userPdfSchema, type UserPdfInput } from '@notesea/contract/notes';
import {
  noteParamsSchema,
  progressBodySchema,
  pyqParamsSchema,
  semesterParamsSchema,
  subjectParamsSchema,
  type NoteParams,
  type ProgressBody,
  type PyqParams,
  type SemesterParams,
  type SubjectParams,
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

  router.get('/semesters', async (_req, res) => {
    const semesters = await listSemesters();
    cachePublicly(res, CONTENT_CATALOG_CACHE);
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
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(notes.map((note) => presentNote(note, subject)));
    },
  );

  router.get(
    '/semesters/subjects/:subjectId/pyqs',
    validate({ params: subjectParamsSchema }),
    async (req, res) => {
      const { subjectId } = req.params as SubjectParams;
      const papers = await listPyqs(subjectId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(papers.map(presentPyq));
    },
  );

  router.get(
    '/semesters/:semesterId/subjects',
    validate({ params: semesterParamsSchema }),
    async (req, res) => {
      const { semesterId } = req.params as SemesterParams;
      const subjects = await listSubjects(semesterId);
      cachePublicly(res, CONTENT_CATALOG_CACHE);
      res.json(subjects.map(presentSubject));
    },
  );

  // The reader (`/notes/{noteId}?page=N`, `/pyqs/{pyqId}?page=N`) opens one document.
  router.get('/notes/:noteId', validate({ params: noteParamsSchema }), async (req, res) => {
    const note = await getNote((req.params as NoteParams).noteId);
    cachePublicly(res, CONTENT_CATALOG_CACHE);
    res.json(presentNoteDetail(note));
  });

  router.get('/pyqs/:pyqId', validate({ params: pyqParamsSchema }), async (req, res) => {
    const paper = await getPyq((req.params as PyqParams).pyqId);
    cachePublicly(res, CONTENT_CATALOG_CACHE);
    res.json(presentPyqDetail(paper));
  });

  router.put(
    '/user-pdfs/:noteId/progress',
    requireAuth,
    validate({ params: noteParamsSchema, body: progressBodySchema }),
    async (req, res) => {
      const { noteId } = req.params as NoteParams;
      const { page } = req.body as ProgressBody;
      const entry = await saveProgress(currentUser(res).uid, noteId, page);
      res.json(presentDownload(entry));
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
