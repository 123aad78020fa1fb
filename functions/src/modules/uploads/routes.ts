/**
 * Student uploads (issue 23), signed in:
 * - `POST /uploads` multipart: kind, subjectId, unit | year + session, title?, credit, and one
 *   `file` (PDF) or 1–20 `photos` (JPEG/PNG), ≤ 20 MB in all → 201 UploadCreatedDto;
 * - `GET /uploads` → UploadDto[] (own, newest first); `GET /uploads/:uploadId` → UploadDto
 *   (owner only, 404 otherwise). Never cached (the app's `no-store` default).
 */
import { Router } from 'express';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { parseMultipartFiles, rawBodyOf } from '../../lib/multipart.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import { docId } from '@notesea/contract/common';
import { UPLOAD_FILE_FIELDS, UPLOAD_MAX_BYTES } from './files.js';
import { presentCreatedUpload, presentUpload } from './presenter.js';
import { createUpload, getUpload, listUploads } from './service.js';

/**
 * Upload attempts per student per day, refused ones included: each costs parsing and PDF work,
 * so this bounds a script; the 10-a-day rule (service.ts) counts accepted uploads only.
 */
export const UPLOAD_ATTEMPTS_PER_DAY = 60;
export const UPLOAD_ATTEMPTS_MESSAGE = 'Too many upload attempts today. Please try again tomorrow.';

const uploadParamsSchema = z.object({ uploadId: docId('uploadId') });

export function uploadsRouter(): Router {
  const router = Router();

  router.post(
    '/uploads',
    requireAuth,
    rateLimit({
      name: 'upload-attempts-uid',
      windowSeconds: 86_400,
      max: UPLOAD_ATTEMPTS_PER_DAY,
      key: (_req, res) => currentUser(res).uid,
      message: UPLOAD_ATTEMPTS_MESSAGE,
    }),
    async (req, res) => {
      const form = await parseMultipartFiles(rawBodyOf(req), req.headers, {
        files: UPLOAD_FILE_FIELDS,
        maxTotalBytes: UPLOAD_MAX_BYTES,
      });
      const upload = await createUpload(currentUser(res), form);
      res.status(201).json(presentCreatedUpload(upload));
    },
  );

  router.get('/uploads', requireAuth, async (_req, res) => {
    const uploads = await listUploads(currentUser(res).uid);
    res.json(uploads.map(({ upload, subjectName }) => presentUpload(upload, subjectName)));
  });

  router.get(
    '/uploads/:uploadId',
    requireAuth,
    validate({ params: uploadParamsSchema }),
    async (req, res) => {
      const { uploadId } = req.params as z.infer<typeof uploadParamsSchema>;
      const { upload, subjectName } = await getUpload(currentUser(res).uid, uploadId);
      res.json(presentUpload(upload, subjectName));
    },
  );

  return router;
}
