/**
 * Practice rules and DTOs shared by the API and the web app (`@notesea/contract/practice-rules`),
 * without zod: the practice screens import this file, so they do not download zod for a limit.
 * `practice.ts` builds the request schemas from these. docs/practice.md describes the feature.
 */

/** New cards a student gets a day unless they change it. */
export const PRACTICE_NEW_PER_DAY = 20;
/** Reviews a student gets a day unless they change it. */
export const PRACTICE_REVIEWS_PER_DAY = 200;
/** Largest daily limits a student may set. */
export const PRACTICE_NEW_MAX = 200;
export const PRACTICE_REVIEWS_MAX = 2000;
/** A review's `reviewedAt` may lie at most this many days in the past (offline reviews). */
export const PRACTICE_REVIEW_MAX_AGE_DAYS = 30;
/** Largest `within` of `GET /practice/due`, days. */
export const PRACTICE_WITHIN_MAX = 30;
/** A day counts toward the streak with at least this many reviews (or every card due done). */
export const PRACTICE_STREAK_REVIEWS = 10;
/**
 * The practice day starts at 04:00 in India (UTC+05:30, no daylight saving), so a student revising
 * past midnight is still on "today": 22:30 UTC of the previous calendar day.
 */
export const PRACTICE_DAY_START_UTC_MINUTES = -90;

export const PRACTICE_MESSAGES = {
  body: 'Request body must be a JSON object',
  cardId: 'cardId is required',
  rating: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
  reviewId: 'reviewId must be 8–64 letters, digits, - or _',
  reviewedAt: 'reviewedAt must be an ISO-8601 date and time',
  reviewedAtFuture: 'reviewedAt cannot be in the future',
  reviewedAtOld: `reviewedAt cannot be more than ${PRACTICE_REVIEW_MAX_AGE_DAYS} days ago`,
  unknownCard: 'No such card',
  examDate: 'date must be a day as YYYY-MM-DD',
  examPast: 'The exam date cannot be in the past',
  within: `within must be a whole number of days from 0 to ${PRACTICE_WITHIN_MAX}`,
  newPerDay: `newPerDay must be a whole number from 0 to ${PRACTICE_NEW_MAX}`,
  reviewsPerDay: `reviewsPerDay must be a whole number from 0 to ${PRACTICE_REVIEWS_MAX}`,
  settingsEmpty: 'Send newPerDay, reviewsPerDay or both',
} as const;

/** Ratings as FSRS names them; the session's keys 1–4 answer them. */
export const PRACTICE_RATINGS = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;

export type PracticeRating = 1 | 2 | 3 | 4;

/** Where a card's answer is explained: opens as `/notes/{_id}?page={page}`. */
export interface PracticeSourceDto {
  type: 'note';
  _id: string;
  page: number;
  /** Last page of the passage when it runs over more than one page. */
  pageEnd?: number;
}

/** `GET /practice/subjects/{subjectId}/deck` item. */
export interface PracticeCardDto {
  /** Stable across rebuilds of the deck. */
  _id: string;
  /** 'pyq': an exam-prep topic's question; 'note': a term or idea of one note page. */
  kind: 'pyq' | 'note';
  front: string;
  back: string;
  /** The subject's unit (1–5), or null when none is known. */
  unit: number | null;
  /** The exam-prep topic the card belongs to, or null. */
  topicId: string | null;
  source: PracticeSourceDto;
  /** Exam cards: the papers that asked it, newest first. */
  askedIn?: { year: number; session: string; number: string }[];
}

export interface PracticeDeckDto {
  subjectId: string;
  cards: PracticeCardDto[];
}

export type PracticeState = 'new' | 'learning' | 'review' | 'relearning';

/** A card's schedule for one student. Dates are ISO-8601; stability is in days. */
export interface PracticeScheduleDto {
  due: string;
  state: PracticeState;
  reps: number;
  lapses: number;
  stability: number;
  difficulty: number;
}

/** `GET /practice/due` item: a card with the student's schedule of it. */
export interface PracticeDueCardDto extends PracticeCardDto, PracticeScheduleDto {
  subjectId: string;
  /** What each rating would do now: the next due date (ISO-8601), for the buttons' labels. */
  next: Record<PracticeRating, string>;
}

export interface PracticeDueDto {
  cards: PracticeDueCardDto[];
  /** Earliest due date (ISO-8601) of the student's cards after this queue, or null when none. */
  nextDue: string | null;
  /** The subject's exam date (YYYY-MM-DD) when one subject was asked for and has one. */
  examDate?: string | null;
}

/** `POST /practice/reviews` answer: the card's new schedule. `scheduledDays`: whole days. */
export interface PracticeReviewResultDto extends PracticeScheduleDto {
  cardId: string;
  scheduledDays: number;
}

/** `GET /practice/stats`. `retention30d`: share of reviews in 30 days not rated Again, or null. */
export interface PracticeStatsDto {
  streak: number;
  reviewedToday: number;
  dueToday: number;
  newToday: number;
  retention30d: number | null;
  newPerDay: number;
  reviewsPerDay: number;
  /** Subjects the student practises, with their exam dates. */
  subjects: { subjectId: string; title: string; examDate: string | null; dueToday: number }[];
}

/** `PUT /practice/subjects/{subjectId}/exam` answer. */
export interface PracticeExamDto {
  subjectId: string;
  examDate: string | null;
}
