/**
 * A student's practice documents under `users/{uid}` (schema.ts), through their converters: only
 * ever the caller's own uid, so no student reads or changes another's schedule.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { PRACTICE_NEW_PER_DAY, PRACTICE_REVIEWS_PER_DAY } from '@notesea/contract/practice-rules';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';
import type { CardSchedule } from './schedule.js';
import {
  dayRecordSchema,
  storedProfileSchema,
  storedReviewSchema,
  storedStateSchema,
  type DayRecord,
  type StoredProfile,
  type StoredState,
} from './schema.js';

export const stateConverter = storedConverter(storedStateSchema);
export const reviewConverter = storedConverter(storedReviewSchema);
export const profileConverter = storedConverter(storedProfileSchema);
export const dayConverter = storedConverter(dayRecordSchema);

const user = (uid: string) => db().collection(COLLECTIONS.users).doc(uid);

export const studentRefs = {
  /** Read through the schema; merge writes with counters use `profileForUpdate`. */
  profile: (uid: string) => studentRefs.profileForUpdate(uid).withConverter(profileConverter),
  /**
   * Unconverted, for `set(…, { merge: true })` with FieldValue.increment, which no schema of the
   * stored shape accepts. Every such write names its fields (service.ts).
   */
  profileForUpdate: (uid: string) =>
    user(uid).collection(COLLECTIONS.practiceProfile).doc('profile'),
  states: (uid: string) =>
    user(uid).collection(COLLECTIONS.practiceStates).withConverter(stateConverter),
  state: (uid: string, cardId: string) => studentRefs.states(uid).doc(cardId),
  days: (uid: string) => user(uid).collection(COLLECTIONS.practiceDays).withConverter(dayConverter),
  /** Unconverted, for `set(…, { merge: true })` with FieldValue.increment. */
  dayForUpdate: (uid: string, day: string) =>
    user(uid).collection(COLLECTIONS.practiceDays).doc(day),
  review: (uid: string, reviewId: string) =>
    user(uid).collection(COLLECTIONS.practiceReviews).doc(reviewId).withConverter(reviewConverter),
};

/** A student's profile with its defaults filled in. */
export interface Profile {
  newPerDay: number;
  reviewsPerDay: number;
  subjects: Record<string, { examDate: string | null }>;
}

/** A stored profile (or none) with its defaults filled in. */
export function profileFrom(stored: StoredProfile | null): Profile {
  return {
    newPerDay: stored?.newPerDay ?? PRACTICE_NEW_PER_DAY,
    reviewsPerDay: stored?.reviewsPerDay ?? PRACTICE_REVIEWS_PER_DAY,
    subjects: stored?.subjects ?? {},
  };
}

/** A day's counts, zero when the student did nothing that day. */
export function dayOf(days: Record<string, DayRecord>, day: string): DayRecord {
  return days[day] ?? dayRecordSchema.parse({ day });
}

export function scheduleOf(state: StoredState): CardSchedule {
  return {
    due: state.due.toDate(),
    stability: state.stability,
    difficulty: state.difficulty,
    scheduledDays: state.scheduledDays,
    learningSteps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    lastReview: state.lastReview?.toDate() ?? null,
  };
}

export function storedStateOf(subjectId: string, schedule: CardSchedule): StoredState {
  return {
    subjectId,
    due: Timestamp.fromDate(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    scheduledDays: schedule.scheduledDays,
    learningSteps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    lastReview: schedule.lastReview ? Timestamp.fromDate(schedule.lastReview) : null,
  };
}
