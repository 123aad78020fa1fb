/**
 * Practice request schemas shared by the API and the web app (`@notesea/contract/practice`).
 * Import nothing but 'zod' (and sibling shared files) here: this file is bundled into the browser.
 */
import { z } from 'zod';
import { docId } from './common.js';
import {
  PRACTICE_MESSAGES as M,
  PRACTICE_NEW_MAX,
  PRACTICE_REVIEWS_MAX,
  PRACTICE_WITHIN_MAX,
} from './practice-rules.js';

export * from './practice-rules.js';

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
const day = z
  .string({ error: M.examDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.examDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, M.examDate);

/**
 * Body of `POST /practice/reviews`. `reviewId` is the client's idempotency key (a UUID suits);
 * `reviewedAt` is when the student rated the card, which for a review queued offline is earlier
 * than when it arrives. Its age limits are checked by the service, against the server's clock.
 */
export const practiceReviewSchema = z.object(
  {
    cardId: z.string({ error: M.cardId }).min(1, M.cardId).max(256, M.cardId),
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: M.rating }),
    reviewId: z.string({ error: M.reviewId }).regex(/^[A-Za-z0-9_-]{8,64}$/, M.reviewId),
    reviewedAt: z.iso.datetime({ offset: true, error: M.reviewedAt }),
  },
  { error: M.body },
);

export type PracticeReviewInput = z.infer<typeof practiceReviewSchema>;

/** Body of `PUT /practice/subjects/{subjectId}/exam`. Whether it is past is the service's call. */
export const practiceExamSchema = z.object({ date: day }, { error: M.body });

/** Query of `GET /practice/due`: `within` days beyond today (0 = today only). */
export const practiceDueQuerySchema = z.object({
  subjectId: docId('subjectId').optional(),
  within: z
    .string({ error: M.within })
    .regex(/^\d{1,2}$/, M.within)
    .transform(Number)
    .pipe(z.number().max(PRACTICE_WITHIN_MAX, M.within))
    .optional(),
});

/** Body of `PUT /practice/settings`: the student's daily limits. */
export const practiceSettingsSchema = z
  .object(
    {
      newPerDay: z
        .number({ error: M.newPerDay })
        .int(M.newPerDay)
        .min(0, M.newPerDay)
        .max(PRACTICE_NEW_MAX, M.newPerDay)
        .optional(),
      reviewsPerDay: z
        .number({ error: M.reviewsPerDay })
        .int(M.reviewsPerDay)
        .min(0, M.reviewsPerDay)
        .max(PRACTICE_REVIEWS_MAX, M.reviewsPerDay)
        .optional(),
    },
    { error: M.body },
  )
  .refine((v) => v.newPerDay !== undefined || v.reviewsPerDay !== undefined, M.settingsEmpty);

export type PracticeSettingsInput = z.infer<typeof practiceSettingsSchema>;
