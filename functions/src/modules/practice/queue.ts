/**
 * Practice reads: today's queue (`GET /practice/due`), the deck, and the stats (issue 32).
 *
 * The queue is the student's cards due before the end of the practice day (+ `within` days),
 * soonest first and capped by the daily review limit, then new cards in deck order (most-asked
 * topics first) up to what is left of the daily new-card limit.
 */
import type {
  PracticeDeckDto,
  PracticeDueDto,
  PracticeStatsDto,
} from '@notesea/contract/practice-rules';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { db } from '../../lib/firebase.js';
import { subjectConverter } from '../notes/stored.js';
import { requireSubject } from '../topics/service.js';
import type { DeckCard } from './deck.js';
import { loadDecks } from './deck-store.js';
import { presentCard, presentDueCard } from './presenter.js';
import {
  addDays,
  dayStart,
  newSchedule,
  practiceDay,
  preview,
  type CardSchedule,
} from './schedule.js';
import { retentionOf, streakOf } from './streak.js';
import type { DayRecord } from './schema.js';
import { fitting, readStored, storedData } from '../../lib/stored.js';
import {
  dayConverter,
  dayOf,
  profileConverter,
  profileFrom,
  scheduleOf,
  studentRefs,
  type Profile,
} from './student-store.js';

/**
 * The subject's deck, most-asked first.
 * Cost: 1 read (the deck; +1 query when this instance has not its cards; +1 read of the subject
 * when it has no deck).
 * @throws 404 'Subject not found'
 */
export async function getDeck(subjectId: string): Promise<PracticeDeckDto> {
  const cards = (await loadDecks([subjectId])).get(subjectId) ?? [];
  if (cards.length === 0) await requireSubject(subjectId);
  return { subjectId, cards: cards.map(presentCard) };
}

interface Loaded {
  profile: Profile;
  today: string;
  /** The student's day counts by day, from STREAK_DAYS before today. */
  days: Record<string, DayRecord>;
  /** Cards of the subjects asked for, by id. */
  cards: Map<string, DeckCard>;
  /** The subjects' cards in deck order, per subject. */
  decks: Map<string, DeckCard[]>;
  /** The student's schedules of those subjects' cards, by card id. */
  states: Map<string, CardSchedule>;
}

/** How far back the day counts are read: the longest streak counted (streak.ts) and more. */
const STREAK_DAYS = 400;

/**
 * Reads what a queue or the stats need: with `withHistory`, every day count since STREAK_DAYS
 * ago (the stats' streak), else today's only (the queue's limits).
 * Cost: 1 query (the student's schedules) + loadDecks (1 batched read, +1 query per deck this
 * instance has not cached) + either 1 batched read (profile, today) or 1 read (profile) and 1
 * query (day counts).
 */
async function load(uid: string, subjectId?: string, withHistory = false): Promise<Loaded> {
  const at = now();
  const today = practiceDay(at);
  const statesRead = (
    subjectId
      ? studentRefs.states(uid).where('subjectId', '==', subjectId)
      : studentRefs.states(uid)
  ).get();
  // One subject's deck is read beside the rest; "every subject" needs the profile's list first.
  const decksRead = subjectId ? loadDecks([subjectId]) : null;
  let profileSnap;
  const days: Record<string, DayRecord> = {};
  if (withHistory) {
    const [profile, history] = await Promise.all([
      studentRefs.profile(uid).get(),
      studentRefs.days(uid).where('day', '>=', addDays(today, -STREAK_DAYS)).get(),
    ]);
    profileSnap = storedData(profile);
    for (const doc of history.docs) {
      const record = fitting(doc.data());
      if (record) days[record.day] = record;
    }
  } else {
    const [profile, day] = await db().getAll(
      studentRefs.profileForUpdate(uid),
      studentRefs.dayForUpdate(uid, today),
    );
    profileSnap = readStored(profileConverter, profile);
    const record = readStored(dayConverter, day);
    if (record) days[record.day] = record;
  }
  const statesSnap = await statesRead;
  const profile = profileFrom(profileSnap ?? null);
  const subjects = subjectId ? [subjectId] : Object.keys(profile.subjects).sort();
  const decks = await (decksRead ?? loadDecks(subjects));
  const cards = new Map<string, DeckCard>();
  for (const list of decks.values()) for (const card of list) cards.set(card.id, card);
  const states = new Map<string, CardSchedule>();
  for (const doc of statesSnap.docs) {
    const state = fitting(doc.data());
    if (state && cards.has(doc.id)) states.set(doc.id, scheduleOf(state));
  }
  return { profile, today, days, cards, decks, states };
}

/** Cards due before `until`, soonest first, and the unseen cards in deck order. */
function split(loaded: Loaded, until: Date) {
  const due = [...loaded.states.entries()]
    .filter(([, state]) => state.due.getTime() < until.getTime())
    .sort(([, a], [, b]) => a.due.getTime() - b.due.getTime());
  const unseen = [...loaded.decks.values()]
    .flat()
    .filter((card) => !loaded.states.has(card.id))
    .sort((a, b) => a.rank - b.rank || a.subjectId.localeCompare(b.subjectId));
  return { due, unseen };
}

/** What is left today of the daily limits. */
function left(loaded: Loaded) {
  const day = dayOf(loaded.days, loaded.today);
  return {
    reviews: Math.max(0, loaded.profile.reviewsPerDay - (day.reviews - day.newCards)),
    newCards: Math.max(0, loaded.profile.newPerDay - day.newCards),
  };
}

/**
 * The student's queue: cards due before the end of today + `within` days, then new cards.
 * Seeing the whole queue (no `subjectId`) empty after reviewing today records the day as
 * cleared (streak.ts), as the stats do.
 * @throws 404 'Subject not found' for a subject that has no deck and does not exist
 */
export async function listDue(
  uid: string,
  { subjectId, within = 0 }: { subjectId?: string; within?: number },
): Promise<PracticeDueDto> {
  const loaded = await load(uid, subjectId);
  if (subjectId && (loaded.decks.get(subjectId)?.length ?? 0) === 0) {
    await requireSubject(subjectId);
  }
  const at = now();
  const until = dayStart(addDays(loaded.today, 1 + within));
  const { due, unseen } = split(loaded, until);
  const limits = left(loaded);
  const reviews = due.slice(0, within === 0 ? limits.reviews : due.length);
  const fresh = unseen.slice(0, limits.newCards);
  const examOf = (card: DeckCard) => loaded.profile.subjects[card.subjectId]?.examDate ?? null;

  const cards = [
    ...reviews.map(([id, state]) => {
      const card = loaded.cards.get(id)!;
      return presentDueCard(card, state, preview(state, at, examOf(card)));
    }),
    ...fresh.map((card) => presentDueCard(card, newSchedule(at), preview(null, at, examOf(card)))),
  ];

  const later = [...loaded.states.values()]
    .map((state) => state.due.getTime())
    .filter((time) => time >= until.getTime());
  if (unseen.length > fresh.length) later.push(dayStart(addDays(loaded.today, 1)).getTime());
  const nextDue = later.length ? new Date(Math.min(...later)).toISOString() : null;

  // One subject's empty queue says nothing of the others'.
  if (!subjectId && within === 0) await recordIfCleared(uid, loaded, cards.length);
  return {
    cards,
    nextDue,
    ...(subjectId && { examDate: loaded.profile.subjects[subjectId]?.examDate ?? null }),
  };
}

/**
 * Records today as cleared (every card due today reviewed: streak.ts) when nothing is left of
 * the student's whole queue and they reviewed today; updates `loaded.days` to match. At most 1
 * write, once a day.
 * @param remaining cards still due today over every subject (reviews and today's new cards)
 */
async function recordIfCleared(uid: string, loaded: Loaded, remaining: number): Promise<void> {
  const day = dayOf(loaded.days, loaded.today);
  if (remaining > 0 || day.reviews === 0 || day.cleared) return;
  await studentRefs
    .dayForUpdate(uid, loaded.today)
    .set({ day: loaded.today, cleared: true }, { merge: true });
  loaded.days[loaded.today] = { ...day, cleared: true };
}

/**
 * Streak, today's counts and the practised subjects with their exam dates and due counts.
 * Cost: `load` + 1 batched read of the subjects' titles (+1 write, once a day, recordIfCleared).
 */
export async function getStats(uid: string): Promise<PracticeStatsDto> {
  const loaded = await load(uid, undefined, true);
  const until = dayStart(addDays(loaded.today, 1));
  const { due, unseen } = split(loaded, until);
  const limits = left(loaded);
  const newToday = unseen.slice(0, limits.newCards);
  const subjectIds = [...loaded.decks.keys()];
  const titles = subjectIds.length
    ? await db().getAll(...subjectIds.map((id) => db().collection(COLLECTIONS.subjects).doc(id)))
    : [];
  const dueToday = Math.min(due.length, limits.reviews) + newToday.length;
  await recordIfCleared(uid, loaded, dueToday);
  const day = dayOf(loaded.days, loaded.today);
  const dueIn = (subjectId: string) =>
    due.filter(([id]) => loaded.cards.get(id)?.subjectId === subjectId).length +
    newToday.filter((card) => card.subjectId === subjectId).length;
  return {
    streak: streakOf(loaded.days, loaded.today),
    reviewedToday: day.reviews,
    dueToday,
    newToday: day.newCards,
    retention30d: retentionOf(loaded.days, loaded.today),
    newPerDay: loaded.profile.newPerDay,
    reviewsPerDay: loaded.profile.reviewsPerDay,
    subjects: subjectIds
      .map((subjectId, i) => ({
        subjectId,
        title: readStored(subjectConverter, titles[i])?.title ?? '',
        examDate: loaded.profile.subjects[subjectId]?.examDate ?? null,
        dueToday: dueIn(subjectId),
        // A subject removed, or no longer fitting its schema, is not listed.
        exists: readStored(subjectConverter, titles[i]) !== null,
      }))
      .filter((subject) => subject.exists)
      .map(({ exists: _exists, ...subject }) => subject),
  };
}
