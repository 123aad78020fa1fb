import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../types';
import { groupBySubject, resultKey } from './group-results';

const hit = (id: string, subjectId: string, page = 1): SearchResult => ({
  type: 'note',
  _id: id,
  title: id,
  subjectId,
  subjectName: `Subject ${subjectId}`,
  semesterId: 'sem-3',
  semesterName: 'Semester 3',
  unit: 1,
  page,
  snippet: '',
  pdfUrl: '',
  terms: [],
});

describe('groupBySubject', () => {
  it('orders groups by their best result and keeps the ranking inside each', () => {
    const groups = groupBySubject([hit('a1', 'a'), hit('b1', 'b'), hit('a2', 'a'), hit('c1', 'c')]);
    expect(groups.map((g) => [g.subjectName, g.results.map((r) => r._id)])).toEqual([
      ['Subject a', ['a1', 'a2']],
      ['Subject b', ['b1']],
      ['Subject c', ['c1']],
    ]);
  });

  it('tells apart two pages of one note', () => {
    expect(resultKey(hit('a1', 'a', 2))).not.toBe(resultKey(hit('a1', 'a', 3)));
  });
});
