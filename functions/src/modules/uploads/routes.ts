/**
 * Student uploads, signed in:
 * - `POST /uploads` multipart: kind, subjectId, unit | year + session, title?, credit, and one
 *   `file` (PDF) or 1–20 `photos` (JPEG/PNG), ≤ 20 MB in all → 201 UploadCreatedDto; any other
 *   body (JSON, url-encoded, none) → 415 M.notMultipart, before the attempts limit;
 * - `GET /uploads` → UploadDto[] (own, newest first); `GET /uploads/:uploadId` → UploadDto
 *   (owner only, 404 otherwise). Never cached (the app's `no-store` default).
 */
import { Router } from 'express';
import { z } from 'zod';
import { currentUser } from '../../lib/auth.js';
import { parseMultipartFiles, requireMultipart } from '../../lib/multipart.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { rawBodyOf } from '../../lib/raw-body.js';
import { route } from '../../lib/route.js';
import { docId } from '@notesea/contract/common';
import { CONTRIBUTION_MESSAGES as M } from '@notesea/contract/contributions-rules';
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

  // Multipart, so no body schema: the service validates the parsed form's fields.
  router.post(
    '/uploads',
    ...route(
      {
        session: 'required',
        before: [
          // A JSON or url-encoded body is a client mistake, not an attempt: refused first (415).
          requireMultipart(M.notMultipart),
          rateLimit({
            name: 'upload-attempts-uid',
            windowSeconds: 86_400,
            max: UPLOAD_ATTEMPTS_PER_DAY,
            key: (_req, res) => currentUser(res).uid,
            message: UPLOAD_ATTEMPTS_MESSAGE,
          }),
        ],
      },
      async ({ req, res, user }) => {
        const form = await parseMultipartFiles(rawBodyOf(req), req.headers, {
          files: UPLOAD_FILE_FIELDS,
          maxTotalBytes: UPLOAD_MAX_BYTES,
        });
        const upload = await createUpload(user, form);
        res.status(201).json(presentCreatedUpload(upload));
      },
    ),
  );

  router.get(
    '/uploads',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const uploads = await listUploads(user.uid);
      res.json(uploads.map(({ upload, subjectName }) => presentUpload(upload, subjectName)));
    }),
  );

  router.get(
    '/uploads/:uploadId',
    ...route({ session: 'required', params: uploadParamsSchema }, async ({ input, user, res }) => {
      const { upload, subjectName } = await getUpload(user.uid, input.params.uploadId);
      res.json(presentUpload(upload, subjectName));
    }),
  );

  return router;
}
