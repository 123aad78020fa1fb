/**
 * Practice scheduling (issue 32): FSRS through ts-fsrs, on practice days that start at 04:00 in
 * India, with reviews pulled in before a student's exam. Pure: no I/O (schedule.test.ts).
 *
 * - FSRS-6 with its default parameters, desired retention 0.9, no fuzz (a student's two devices
 *   must agree on a card's due date, and the tests must be exact).
 * - A card in review is due from the START of its due day (04:00 IST), as in Anki: a card due
 *   "in 3 days" is there all morning, not from the minute of day it was last reviewed.
 * - Exam date: a review that would fall after the exam morning is moved onto the exam day (its
 *   04:00 IST start), as the issue asks. FSRS schedules a review when predicted recall falls to
 *   0.9, so a card due after the exam morning is still at or above 0.9 then; one that day-rounding
 *   left below EXAM_RECALL_TARGET on the exam morning is moved to the exam's eve instead. Pulling
 *   every such card to the eve was measured first: it spent the last evening's 20 minutes on
 *   cards already above target and left 20 new cards unseen (docs/practice.md, simulation).
 */
import { createEmptyCard, fsrs, generatorParameters, type Card } from 'ts-fsrs';
import {
  PRACTICE_DAY_START_UTC_MINUTES,
  type PracticeRating,
  type PracticeState,
} from '@notesea/contract/practice-rules';

const DAY_MS = 86_400_000;
const DAY_SHIFT_MS = -PRACTICE_DAY_START_UTC_MINUTES * 60_000;

/** Predicted recall a card should have on the exam morning. */
export const EXAM_RECALL_TARGET = 0.9;

/** FSRS with ts-fsrs's default weights; desired retention 0.9 (ts-fsrs default). */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, request_retention: 0.9 }));

/** A student's schedule of one card, as stored (`users/{uid}/practiceStates/{cardId}`). */
export interface CardSchedule {
  due: Date;
  /** Days until recall falls to 90 %. */
  stability: number;
  /** 1–10. */
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: PracticeState;
  lastReview: Date | null;
}

const STATE_NAMES: PracticeState[] = ['new', 'learning', 'review', 'relearning'];

/**
 * The practice day of an instant, as 'YYYY-MM-DD': days start at 04:00 Asia/Kolkata (22:30 UTC the
 * evening before), so 01:00 IST on the 28th is still the 27th's practice day.
 */
export function practiceDay(at: Date): string {
  return new Date(at.getTime() + DAY_SHIFT_MS).toISOString().slice(0, 10);
}

/** When practice day `day` ('YYYY-MM-DD') starts: 04:00 IST that day. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_SHIFT_MS);
}

/** The practice day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The schedule after rating a card at `at`.
 * @param previous the card's schedule, or null for a card never reviewed (new)
 * @param rating 1 Again, 2 Hard, 3 Good, 4 Easy
 * @param at when the student rated it (a review queued offline keeps its own time); an `at`
 *   before the last review (two devices' queues crossing) counts as at the last review
 * @param examDay the subject's exam date ('YYYY-MM-DD'), or null
 */
export function schedule(
  previous: CardSchedule | null,
  rating: PracticeRating,
  at: Date,
  examDay: string | null = null,
): CardSchedule {
  const when =
    previous?.lastReview && previous.lastReview.getTime() > at.getTime() ? previous.lastReview : at;
  const { card } = scheduler.next(toCard(previous, when), when, rating);
  return fitToExam(fromCard(card), when, examDay);
}

/**
 * What each rating would do now: the next due date of each, for the buttons' labels.
 * @returns { 1: Date, 2: Date, 3: Date, 4: Date }
 */
export function preview(
  previous: CardSchedule | null,
  at: Date,
  examDay: string | null = null,
): Record<PracticeRating, Date> {
  const out = {} as Record<PracticeRating, Date>;
  for (const rating of [1, 2, 3, 4] as const) {
    out[rating] = schedule(previous, rating, at, examDay).due;
  }
  return out;
}

/** Predicted recall (0–1) of a card at `at` (1 for a card never reviewed: nothing to forget yet). */
export function recallAt(state: CardSchedule, at: Date): number {
  if (state.state === 'new') return 0;
  return scheduler.get_retrievability(toCard(state, at), at, false);
}

/** A fresh schedule for a card never reviewed, due at `at`. */
export function newSchedule(at: Date): CardSchedule {
  return fromCard(createEmptyCard(at));
}

/**
 * Review-state dues snap to their day's start; anything after the exam morning moves onto the
 * exam day, or to its eve when recall would be under target by then (module docstring).
 * @param next the schedule FSRS made for a rating at `at`
 */
export function fitToExam(next: CardSchedule, at: Date, examDay: string | null): CardSchedule {
  let due = next.due;
  if (next.scheduledDays >= 1) due = dayStart(practiceDay(due));
  const today = practiceDay(at);
  const examStart = examDay ? dayStart(examDay) : null;
  if (examDay && examStart && today < examDay && due.getTime() > examStart.getTime()) {
    const eve = addDays(examDay, -1);
    const enough = recallAt(next, examStart) >= EXAM_RECALL_TARGET;
    due = enough || today >= eve ? examStart : dayStart(eve);
  }
  if (due === next.due) return next;
  const scheduledDays = Math.max(
    0,
    Math.round(
      (Date.parse(`${practiceDay(due)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
    ),
  );
  return { ...next, due, scheduledDays };
}

function toCard(state: CardSchedule | null, at: Date): Card {
  if (!state) return createEmptyCard(at);
  return {
    due: state.due,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: STATE_NAMES.indexOf(state.state),
    last_review: state.lastReview ?? undefined,
  };
}

function fromCard(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state] ?? 'new',
    lastReview: card.last_review ?? null,
  };
}
