import type { SearchResult } from '../types';

export type ResultGroup = {
  subjectId: string;
  subjectName: string;
  semesterName: string;
  results: SearchResult[];
};

/**
 * Results grouped by subject, keeping the ranking: groups in the order of their best result,
 * results in rank order within a group. The list's keyboard order is this order flattened, so
 * ↓ walks the screen top to bottom.
 */
export function groupBySubject(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const result of results) {
    let group = groups.get(result.subjectId);
    if (!group) {
      group = {
        subjectId: result.subjectId,
        subjectName: result.subjectName,
        semesterName: result.semesterName,
        results: [],
      };
      groups.set(result.subjectId, group);
    }
    group.results.push(result);
  }
  return [...groups.values()];
}

/** Identifies a result: one note or paper can match on several pages. */
export function resultKey(result: Pick<SearchResult, 'type' | '_id' | 'page'>): string {
  return `${result.type}:${result._id}:${result.page}`;
}
