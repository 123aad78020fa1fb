/**
 * A student's streak and 30-day retention from their per-day counts (schema.ts DayRecord). Pure.
 *
 * Streak (issue 32): a practice day counts when the student did at least
 * PRACTICE_STREAK_REVIEWS reviews, or cleared every card due that day. One missed day per week
 * (Monday to Sunday) is forgiven by a freeze: it keeps the streak going without adding to it.
 * Today never breaks the streak while it is still going on.
 */
import { PRACTICE_STREAK_REVIEWS } from '@notesea/contract/practice-rules';
import type { DayRecord } from './schema.js';
import { addDays } from './schedule.js';

/** Longest streak looked back over, days. */
const MAX_STREAK = 400;

/** Whether a day's counts keep the streak. */
export function dayCounts(record: DayRecord | undefined): boolean {
  return !!record && (record.reviews >= PRACTICE_STREAK_REVIEWS || record.cleared);
}

/** Monday of the week holding `day` ('YYYY-MM-DD'), the key of its freeze. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Days in a row that count, ending today (or yesterday, while today does not count yet).
 * @param days counts per practice day
 * @param today the current practice day (schedule.ts `practiceDay`)
 */
export function streakOf(days: Record<string, DayRecord>, today: string): number {
  let streak = 0;
  const frozenWeeks = new Set<string>();
  let day = dayCounts(days[today]) ? today : addDays(today, -1);
  for (let i = 0; i < MAX_STREAK; i++, day = addDays(day, -1)) {
    if (dayCounts(days[day])) {
      streak++;
      continue;
    }
    const week = weekOf(day);
    // A freeze bridges a gap between counted days; it never starts a streak by itself.
    if (streak > 0 && !frozenWeeks.has(week) && dayCounts(days[addDays(day, -1)])) {
      frozenWeeks.add(week);
      continue;
    }
    break;
  }
  return streak;
}

/**
 * Share of the last 30 days' reviews of matured cards that were recalled (not rated Again),
 * or null when there were none.
 */
export function retentionOf(days: Record<string, DayRecord>, today: string): number | null {
  let matured = 0;
  let recalled = 0;
  for (let i = 0; i < 30; i++) {
    const record = days[addDays(today, -i)];
    if (!record) continue;
    matured += record.matured;
    recalled += record.recalled;
  }
  return matured === 0 ? null : Math.round((recalled / matured) * 1000) / 1000;
}
