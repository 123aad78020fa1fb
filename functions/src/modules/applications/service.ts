/**
 * Careers applications (docs/product.md §2 /careers, §5 rules).
 *
 * Stored, only after every check passed:
 * - the resume at `resumes/{id}/resume.{pdf|doc|docx}` in the default bucket, with the sniffed
 *   Content-Type (never the client's);
 * - `applications/{id}`: name, email, phone, position, and linkedin, portfolio, skills,
 *   experience, about only when non-empty (all trimmed); resumePath, resumeType (MIME),
 *   resumeSize (bytes) and createdAt (Timestamp).
 * A rejected application stores nothing; if the record cannot be written (or does not fit its
 * schema, ./stored.ts), the uploaded file is deleted again, so there is never a file without a
 * record.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors.js';
import { bucket } from '../../lib/firebase.js';
import { CAREER_MESSAGES, parseCareerFields } from '@notesea/contract/careers';
import type { MultipartForm } from '../../lib/multipart.js';
import { detectResumeType } from './resume-type.js';
import { applicationsCollection } from './stored.js';

export const RESUMES_PREFIX = 'resumes';

/**
 * Checks `form` in the order of @notesea/contract/careers and stores the application.
 * Returns the new application's id.
 * Throws BadRequest (400) 'Please attach your resume.' / 'Please fill required fields.' / a
 * field's own message; PayloadTooLarge (413) 'Resume must be at most 5 MB.';
 * UnsupportedMediaType (415) 'Only PDF/DOC/DOCX allowed.'. Nothing is stored in those cases.
 */
export async function submitApplication(form: MultipartForm): Promise<string> {
  const { file } = form;
  if (!file || file.data.length === 0)
    throw new BadRequest(CAREER_MESSAGES.resumeRequired, 'validation');
  const fields = parseCareerFields(form.fields);
  if (!fields.ok) throw new BadRequest(fields.message, 'validation');
  if (file.truncated) throw new PayloadTooLarge(CAREER_MESSAGES.resumeTooLarge);
  const type = await detectResumeType(file.data);
  if (!type) throw new UnsupportedMediaType(CAREER_MESSAGES.resumeType);

  const ref = applicationsCollection().doc();
  const resumePath = `${RESUMES_PREFIX}/${ref.id}/resume.${type.ext}`;
  const object = bucket().file(resumePath);
  await object.save(file.data, {
    resumable: false,
    contentType: type.mime,
    // Whoever reviews it downloads it rather than rendering it in a browser tab.
    metadata: { contentDisposition: `attachment; filename="resume.${type.ext}"` },
  });
  try {
    await ref.create({
      ...fields.data,
      resumePath,
      resumeType: type.mime,
      resumeSize: file.data.length,
      createdAt: Timestamp.fromDate(now()),
    });
  } catch (err) {
    await object.delete({ ignoreNotFound: true }).catch((cleanupErr: unknown) => {
      logger.error('Could not delete the resume of a failed application', {
        resumePath,
        err: String(cleanupErr),
      });
    });
    throw err;
  }
  return ref.id;
}
