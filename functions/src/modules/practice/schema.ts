/**
 * Practice's stored documents (one zod schema each, read and written through lib/stored.ts) and
 * its path parameters. docs/practice.md has the model.
 *
 * - `practiceCards/{cardId}`: one card of a subject's deck, written only by the deck build
 *   (deck-store.ts). Ids are stable across rebuilds (deck.ts `cardIdOf`).
 * - `practiceDecks/{subjectId}`: what the last build made: counts, `version` (changes whenever a
 *   card does; instances key their cache of the cards on it), `builtAt`, `buildMs`.
 * - `users/{uid}/practiceStates/{cardId}`: the student's FSRS schedule of a card (schedule.ts).
 * - `users/{uid}/practiceReviews/{reviewId}`: one review, keyed by the client's idempotency key,
 *   holding the answer it got, so a resend gets the same answer and counts once.
 * - `users/{uid}/practice/profile`: daily limits and practised subjects with their exam dates.
 * - `users/{uid}/practiceDays/{YYYY-MM-DD}`: one practice day's counts, which the streak and
 *   retention are computed from (streak.ts). One document per day rather than a map in the
 *   profile: a review increments top-level fields, and nothing grows without bound.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

const timestamp = z.instanceof(Timestamp);
const count = z.number().int().min(0);

export const storedCardSchema = z.object({
  subjectId: z.string().min(1),
  kind: z.enum(['pyq', 'note']),
  front: z.string().min(1),
  back: z.string().min(1),
  unit: z.number().int().nullable(),
  topicId: z.string().nullable(),
  source: z.object({
    noteId: z.string().min(1),
    page: z.number().int().min(1),
    pageEnd: z.number().int().min(1).optional(),
  }),
  askedIn: z
    .array(z.object({ year: z.number().int(), session: z.string(), number: z.string() }))
    .optional(),
  /** Position in the deck: most-asked topics' cards first (new cards are introduced in order). */
  rank: count,
});
export type StoredCard = z.infer<typeof storedCardSchema>;

export const storedDeckSchema = z.object({
  subjectId: z.string().min(1),
  cards: count,
  examCards: count,
  noteCards: count,
  /** Exam-prep topics left without a card: no note page answers them. */
  topicsWithoutPage: count,
  /** Where the note cards came from (note-card-source.ts). */
  noteCardSource: z.enum(['gemini', 'rules']),
  /** Gemini's note cards refused by the grounding gate (0 with the rules). */
  noteCardsDropped: count,
  version: z.string(),
  builtAt: timestamp,
  buildMs: z.number().min(0),
});
export type StoredDeck = z.infer<typeof storedDeckSchema>;

export const storedStateSchema = z.object({
  subjectId: z.string().min(1),
  due: timestamp,
  stability: z.number().min(0),
  difficulty: z.number().min(0),
  scheduledDays: count,
  learningSteps: count,
  reps: count,
  lapses: count,
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  lastReview: timestamp.nullable(),
});
export type StoredState = z.infer<typeof storedStateSchema>;

export const storedReviewSchema = z.object({
  cardId: z.string().min(1),
  subjectId: z.string().min(1),
  rating: z.number().int().min(1).max(4),
  reviewedAt: timestamp,
  receivedAt: timestamp,
  /** The answer sent, as JSON: a resend gets exactly this. */
  answer: z.string(),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** One practice day's counts (`practiceDays/{YYYY-MM-DD}`, schedule.ts `practiceDay`). */
export const dayRecordSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reviews: count.default(0),
  newCards: count.default(0),
  /** Reviews of cards that were in review (not new or learning): retention's denominator. */
  matured: count.default(0),
  /** Of those, rated Hard, Good or Easy. */
  recalled: count.default(0),
  /** Every card due that day was reviewed (recorded when the queue was seen empty). */
  cleared: z.boolean().default(false),
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

export const storedProfileSchema = z.object({
  newPerDay: count.optional(),
  reviewsPerDay: count.optional(),
  subjects: z
    .record(z.string(), z.object({ examDate: z.string().nullable().default(null) }))
    .default({}),
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;

export const subjectParamsSchema = z.object({ subjectId: docId('subjectId') });
