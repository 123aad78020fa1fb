/**
 * Practice writes: a student's reviews, exam dates and daily limits (issue 32, docs/practice.md).
 * Reading the queue and the stats is queue.ts.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isDocId } from '@notesea/contract/common';
import {
  PRACTICE_MESSAGES as M,
  PRACTICE_REVIEW_MAX_AGE_DAYS,
  type PracticeExamDto,
  type PracticeReviewResultDto,
} from '@notesea/contract/practice-rules';
import type { PracticeReviewInput, PracticeSettingsInput } from '@notesea/contract/practice';
import { now } from '../../lib/clock.js';
import { BadRequest, NotFound, isAlreadyExists } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { requireSubject } from '../topics/service.js';
import { cardConverter } from './deck-store.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { presentReview } from './presenter.js';
import { practiceDay, schedule } from './schedule.js';
import { readStored, storedData } from '../../lib/stored.js';
import {
  profileConverter,
  profileFrom,
  reviewConverter,
  scheduleOf,
  stateConverter,
  storedStateOf,
  studentRefs,
} from './student-store.js';

/** Clock difference allowed between a phone and the server before a review is "in the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Records a rating and answers the card's new schedule. Idempotent on `reviewId` (the client's
 * idempotency key): a resend gets the first answer and counts once, also when both copies race
 * (the review document is created with a precondition, and the loser reads the winner's answer).
 * A review made offline keeps its own `reviewedAt`: it is scheduled, and counted for the streak,
 * on the day the student did it.
 * Cost: 1 batched read (review, schedule, card, profile) + 1 batched write (review, schedule,
 * the day's counters; the profile on a subject's first review); a lost race adds 1 read. At
 * most 3 Firestore operations.
 * @throws 400 reviewedAt in the future or over 30 days old; 404 'No such card'
 */
export async function recordReview(
  uid: string,
  input: PracticeReviewInput,
): Promise<PracticeReviewResultDto> {
  const at = new Date(input.reviewedAt);
  const received = now();
  if (at.getTime() > received.getTime() + CLOCK_SKEW_MS) throw new BadRequest(M.reviewedAtFuture);
  if (received.getTime() - at.getTime() > PRACTICE_REVIEW_MAX_AGE_DAYS * 86_400_000) {
    throw new BadRequest(M.reviewedAtOld);
  }
  if (!isDocId(input.cardId)) throw new NotFound(M.unknownCard);

  const reviewRef = studentRefs.review(uid, input.reviewId);
  const stateRef = studentRefs.state(uid, input.cardId);
  const cardRef = db()
    .collection(COLLECTIONS.practiceCards)
    .doc(input.cardId)
    .withConverter(cardConverter);
  const profileRef = studentRefs.profile(uid);
  // One batched read; getAll takes refs of one type, so each snapshot is parsed here.
  const [reviewSnap, stateSnap, cardSnap, profileSnap] = await db().getAll(
    reviewRef.withConverter(null),
    stateRef.withConverter(null),
    cardRef.withConverter(null),
    profileRef.withConverter(null),
  );
  const earlier = readStored(reviewConverter, reviewSnap);
  if (earlier) return JSON.parse(earlier.answer) as PracticeReviewResultDto;
  const card = readStored(cardConverter, cardSnap);
  if (!card) throw new NotFound(M.unknownCard);

  const profile = profileFrom(readStored(profileConverter, profileSnap));
  const stored = readStored(stateConverter, stateSnap);
  const previous = stored ? scheduleOf(stored) : null;
  const examDate = profile.subjects[card.subjectId]?.examDate ?? null;
  const next = schedule(previous, input.rating, at, examDate);
  const answer = presentReview(input.cardId, next);

  const day = practiceDay(at);
  const wasNew = !previous || previous.state === 'new';
  const wasMature = previous?.state === 'review';
  const batch = db().batch();
  batch.create(reviewRef, {
    cardId: input.cardId,
    subjectId: card.subjectId,
    rating: input.rating,
    reviewedAt: Timestamp.fromDate(at),
    receivedAt: Timestamp.fromDate(received),
    answer: JSON.stringify(answer),
  });
  batch.set(stateRef, storedStateOf(card.subjectId, next));
  if (!profile.subjects[card.subjectId]) {
    batch.set(
      studentRefs.profileForUpdate(uid),
      { subjects: { [card.subjectId]: { examDate: null } } },
      { merge: true },
    );
  }
  // Top-level counters: the light emulator applies no transform inside a map.
  batch.set(
    studentRefs.dayForUpdate(uid, day),
    {
      day,
      reviews: FieldValue.increment(1),
      newCards: FieldValue.increment(wasNew ? 1 : 0),
      matured: FieldValue.increment(wasMature ? 1 : 0),
      recalled: FieldValue.increment(wasMature && input.rating > 1 ? 1 : 0),
    },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const winner = storedData(await reviewRef.get());
    if (!winner) throw error;
    return JSON.parse(winner.answer) as PracticeReviewResultDto;
  }
  return answer;
}

/**
 * Sets (`date`) or clears (null) the student's exam date of a subject. Reviews from then on are
 * pulled in before it (schedule.ts).
 * Cost: 1 read (the subject) + 1 write.
 * @throws 404 'Subject not found'; 400 for a date before today (practice days, IST)
 */
export async function setExamDate(
  uid: string,
  subjectId: string,
  date: string | null,
): Promise<PracticeExamDto> {
  if (date !== null && date < practiceDay(now())) throw new BadRequest(M.examPast);
  await requireSubject(subjectId);
  await studentRefs
    .profileForUpdate(uid)
    .set({ subjects: { [subjectId]: { examDate: date } } }, { merge: true });
  return { subjectId, examDate: date };
}

/** Stores the student's daily limits (the fields sent). 1 write. */
export async function saveSettings(uid: string, input: PracticeSettingsInput): Promise<void> {
  await studentRefs.profileForUpdate(uid).set(
    {
      ...(input.newPerDay !== undefined && { newPerDay: input.newPerDay }),
      ...(input.reviewsPerDay !== undefined && { reviewsPerDay: input.reviewsPerDay }),
    },
    { merge: true },
  );
}
