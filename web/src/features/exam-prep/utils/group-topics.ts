import type { Topic } from '../types';

/** A unit's topics; `unit` null is the "Other questions" group. */
export type TopicGroup = { unit: number | null; topics: Topic[] };

/**
 * Units in ascending order, then the topics that match no unit; each group keeps the server's
 * order (most asked first).
 */
export function groupTopicsByUnit(topics: readonly Topic[]): TopicGroup[] {
  const byUnit = new Map<number | null, Topic[]>();
  for (const topic of topics) {
    const group = byUnit.get(topic.unit);
    if (group) group.push(topic);
    else byUnit.set(topic.unit, [topic]);
  }
  return [...byUnit.entries()]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([unit, unitTopics]) => ({ unit, topics: unitTopics }));
}

/** "Asked in 2024, 2023, 2019" (years come newest first). */
export function askedIn(years: readonly number[]): string {
  return `Asked in ${years.join(', ')}`;
}
