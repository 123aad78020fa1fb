// Practice's FSRS simulation (issue 32): a student with 200 cards, 20 minutes a day and an exam in
// 10 days, scheduled by the product's own code (functions/lib/modules/practice/schedule.js: FSRS,
// 04:00 IST days, exam-eve pull-in) and its queue order (new cards most-asked first, 20 a day).
// Whether the student recalls a card is drawn from FSRS's own predicted recall at that moment
// (as srs-benchmark's simulator does), with a fixed seed, so the run is the same on every machine.
//
// Reports, for the most-asked topics' cards (the first 20 % of the deck) and for all cards:
// predicted recall on the exam morning (mean, and share ≥ 0.9), and the minutes each day took.
// Run after `npm run build -w functions`:
//   node tools/src/eval/practice-sim.ts [--no-exam] [--json]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PracticeRating } from '@notesea/contract/practice-rules';
import type * as Schedule from '../../../functions/src/modules/practice/schedule.ts';
import { ROOT } from '../paths.mjs';
import { seededRandom } from './seeded-random.ts';

/** The scenario of issue 32. */
export const SCENARIO = {
  cards: 200,
  minutesPerDay: 20,
  examInDays: 10,
  newPerDay: 20,
  /** The share of the deck that is the most-asked topics' cards. */
  mostAsked: 0.2,
  /** Seconds a student spends on a card seen the first time, and on a review. */
  newSeconds: 20,
  reviewSeconds: 10,
  /** When the day's session starts, hours after the practice day starts (04:00 IST → 18:00). */
  sessionHour: 14,
  seed: 20261127,
};

/** The recall target on the exam morning (issue 32). */
export const RECALL_TARGET = 0.9;

/** A card of the deck, by rank (most-asked first); `state` null until first seen. */
interface Card {
  rank: number;
  state: Schedule.CardSchedule | null;
}

/** A card seen at least once. */
type SeenCard = Card & { state: Schedule.CardSchedule };

const seen = (c: Card): c is SeenCard => c.state !== null;

/** Predicted recall on the exam morning: the mean, and the share at RECALL_TARGET or above. */
export interface Recall {
  mean: number;
  atTarget: number;
}

/** Runs the simulation with the built scheduler. */
export async function simulate({
  withExam = true,
  scenario = SCENARIO,
}: { withExam?: boolean; scenario?: typeof SCENARIO } = {}): Promise<{
  mostAsked: Recall;
  all: Recall;
  minutes: number[];
  reviews: number[];
  unseen: number;
}> {
  const lib = pathToFileURL(path.join(ROOT, 'functions/lib/modules/practice/schedule.js')).href;
  const { addDays, dayStart, recallAt, schedule } = (await import(lib)) as typeof Schedule;
  const random = seededRandom(scenario.seed);
  const firstDay = '2027-01-04';
  const examDay = addDays(firstDay, scenario.examInDays);
  const exam = withExam ? examDay : null;
  const deck: Card[] = Array.from({ length: scenario.cards }, (_, rank) => ({ rank, state: null }));
  const minutes: number[] = [];
  const reviews: number[] = [];

  for (let d = 0; d < scenario.examInDays; d++) {
    const day = addDays(firstDay, d);
    let clock = dayStart(day).getTime() + scenario.sessionHour * 3_600_000;
    const end = clock + scenario.minutesPerDay * 60_000;
    const dayEnd = dayStart(addDays(day, 1)).getTime();
    let introduced = 0;
    let done = 0;
    for (;;) {
      // Due reviews first (soonest first), then the next new card in deck order.
      const due = deck
        .filter(seen)
        .filter((c) => c.state.due.getTime() <= Math.max(clock, dayStart(day).getTime()))
        .sort((a, b) => a.state.due.getTime() - b.state.due.getTime())[0];
      const fresh =
        !due && introduced < scenario.newPerDay ? deck.find((c) => c.state === null) : undefined;
      const card = due ?? fresh;
      if (!card) {
        // A learning card due later today: wait for it, if the session's time allows.
        const next = deck
          .filter(seen)
          .filter((c) => c.state.due.getTime() < dayEnd)
          .map((c) => c.state.due.getTime())
          .sort((a, b) => a - b)[0];
        if (next === undefined || next >= end) break;
        clock = next;
        continue;
      }
      const seconds = card.state === null ? scenario.newSeconds : scenario.reviewSeconds;
      if (clock + seconds * 1000 > end) break;
      const at = new Date(clock);
      let rating: PracticeRating;
      if (card.state === null) {
        rating = 3;
        introduced++;
      } else {
        const recalled = random() < recallAt(card.state, at);
        const roll = random();
        rating = !recalled ? 1 : roll < 0.1 ? 2 : roll < 0.95 ? 3 : 4;
      }
      card.state = schedule(card.state, rating, at, exam);
      clock += seconds * 1000;
      done++;
    }
    minutes.push(
      Math.round(
        (Math.min(clock, end) - (dayStart(day).getTime() + scenario.sessionHour * 3_600_000)) / 600,
      ) / 100,
    );
    reviews.push(done);
  }

  const morning = dayStart(examDay);
  const recall = (cards: Card[]): Recall => {
    const values = cards.map((c) => (c.state ? Number(recallAt(c.state, morning)) : 0));
    return {
      mean: values.reduce((s, v) => s + v, 0) / values.length,
      atTarget: values.filter((v) => v >= RECALL_TARGET).length / values.length,
    };
  };
  return {
    mostAsked: recall(deck.slice(0, Math.round(scenario.cards * scenario.mostAsked))),
    all: recall(deck),
    minutes,
    reviews,
    unseen: deck.filter((c) => c.state === null).length,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fmt = (x: number) => x.toFixed(2);
  const results = [];
  for (const withExam of process.argv.includes('--no-exam') ? [false] : [true, false]) {
    const r = await simulate({ withExam });
    results.push({ withExam, ...r });
    console.log(
      `${withExam ? 'with the exam date ' : 'without an exam date'}: most-asked cards' recall on the ` +
        `exam morning ${fmt(r.mostAsked.mean)} (≥ ${RECALL_TARGET}: ${fmt(r.mostAsked.atTarget)}); ` +
        `all cards ${fmt(r.all.mean)} (≥ ${RECALL_TARGET}: ${fmt(r.all.atTarget)}); unseen ${r.unseen}; ` +
        `minutes a day ${r.minutes.join(' ')} (mean ${fmt(r.minutes.reduce((s, m) => s + m, 0) / r.minutes.length)}); ` +
        `cards a day ${r.reviews.join(' ')}`,
    );
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(results));
}
