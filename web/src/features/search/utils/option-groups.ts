import type { SearchResult } from '../types';
import { groupBySubject, resultKey, type ResultGroup } from './group-results';

/** A result as the list shows it: `id` is the option's element id (aria-activedescendant). */
export type SearchOption = { result: SearchResult; key: string; id: string };
export type OptionGroup = Omit<ResultGroup, 'results'> & { options: SearchOption[] };

/** The results grouped by subject, as options with element ids `${idPrefix}-option-N`. */
export function toOptionGroups(results: readonly SearchResult[], idPrefix: string): OptionGroup[] {
  let index = 0;
  return groupBySubject(results).map(({ results: inGroup, ...group }) => ({
    ...group,
    options: inGroup.map((result) => ({
      result,
      key: resultKey(result),
      id: `${idPrefix}-option-${index++}`,
    })),
  }));
}

/** The option ↑/↓ moves to from `activeIndex` (-1 for none), wrapping at both ends. */
export function nextOptionIndex(activeIndex: number, count: number, direction: 1 | -1): number {
  const last = count - 1;
  if (direction === 1) return activeIndex === last ? 0 : activeIndex + 1;
  return activeIndex <= 0 ? last : activeIndex - 1;
}
