/**
 * `POST /applications` (docs/product.md §7 careers form): multipart with the career fields and a `resume`
 * file. Public (applicants need no account), so it is rate limited per IP (docs/architecture.md §3).
 */
import { Router } from 'express';
import { parseMultipart } from '../../lib/multipart.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { rawBodyOf } from '../../lib/raw-body.js';
import { route } from '../../lib/route.js';
import { CAREER_MESSAGES, RESUME_MAX_BYTES } from '@notesea/contract/careers';
import { submitApplication } from './service.js';

/**
 * Applications per IP per hour. Generous for a family or a college lab sharing one address, low
 * enough that a script cannot fill Storage. Keyed on `req.ip`, which comes from X-Forwarded-For
 * (app.ts trusts the proxy chain).
 */
export const APPLICATIONS_RATE_LIMIT = { windowSeconds: 3600, max: 5 } as const;
export const APPLICATIONS_RATE_LIMIT_MESSAGE =
  'Too many applications from your network. Please try again in an hour.';

export function applicationsRouter(): Router {
  const router = Router();

  // Multipart, so no body schema: the service validates the parsed form's fields.
  router.post(
    '/applications',
    ...route(
      {
        // Counted before parsing, so rejected uploads count too: they cost the same to process.
        before: [
          rateLimit({
            name: 'applications-ip',
            ...APPLICATIONS_RATE_LIMIT,
            key: (req) => req.ip,
            message: APPLICATIONS_RATE_LIMIT_MESSAGE,
          }),
        ],
      },
      async ({ req, res }) => {
        const form = await parseMultipart(rawBodyOf(req), req.headers, {
          fileField: 'resume',
          maxFileBytes: RESUME_MAX_BYTES,
        });
        const id = await submitApplication(form);
        res.status(201).json({ _id: id, message: CAREER_MESSAGES.submitted });
      },
    ),
  );

  return router;
}
