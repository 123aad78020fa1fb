import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../types';
import { groupBySubject, resultKey } from './group-results';
import { readerHref } from './reader-href';

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

describe('readerHref', () => {
  it('opens notes and papers at the page, with the query', () => {
    expect(readerHref({ type: 'note', _id: 'n 1', page: 2 }, 'normal forms & BCNF')).toBe(
      '/notes/n%201?page=2&q=normal%20forms%20%26%20BCNF',
    );
    expect(readerHref({ type: 'pyq', _id: 'p1', page: 7 }, 'stacks')).toBe(
      '/pyqs/p1?page=7&q=stacks',
    );
  });
});
