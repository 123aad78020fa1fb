import { describe, expect, it } from 'vitest';
import { SearchIndex, type ContentEntry, type PageEntry } from './search-index.js';

function note(id: string, title: string, subjectId = 'dbms', subjectName = 'DBMS'): ContentEntry {
  return {
    id,
    type: 'note',
    title,
    subjectId,
    subjectName,
    semesterId: subjectId === 'os' ? 's5' : 's4',
    semesterName: subjectId === 'os' ? 'Semester 5' : 'Semester 4',
    unit: 1,
    year: null,
    pdfUrl: `https://x/${id}.pdf`,
  };
}

const paper: ContentEntry = {
  ...note('p24', 'May 2024'),
  type: 'pyq',
  unit: null,
  year: 2024,
};

const CONTENTS = [
  note('norm', 'Normalization'),
  note('txn', 'Transactions'),
  note('aoa', 'Greedy Algorithms', 'aoa', 'Analysis of Algorithms'),
  note('dl', 'Training Deep Networks', 'dl', 'Deep Learning'),
  note('os', 'Memory Management', 'os', 'Operating Systems'),
  note('rot', 'Rotation of Trees', 'ds', 'Data Structures'),
  paper,
];

const PAGES: PageEntry[] = [
  { contentId: 'norm', page: 1, text: 'Functional dependencies and normal forms: 1NF, 2NF, 3NF.' },
  { contentId: 'norm', page: 2, text: 'BCNF decomposition is lossless.' },
  { contentId: 'txn', page: 1, text: 'ACID properties. Normalization reduces redundancy too.' },
  { contentId: 'aoa', page: 1, text: 'Fractional knapsack and Huffman codes.' },
  {
    contentId: 'aoa',
    page: 2,
    text: 'Dijkstra algorithm finds shortest paths. Dijkstra fails on negative edges.',
  },
  { contentId: 'dl', page: 1, text: 'Batch normalisation and dropout help training.' },
  { contentId: 'os', page: 1, text: 'Paging and segmentation; page tables; thrashing.' },
  { contentId: 'rot', page: 1, text: 'AVL trees balance by rotation.' },
  {
    contentId: 'p24',
    page: 1,
    text: 'Q1 Explain paging. Q2 What is asymptotic notation? Q3 Big-O notation of heapsort.',
  },
  { contentId: 'gone', page: 1, text: 'Dijkstra orphan page whose note was removed.' },
];

const index = SearchIndex.build(CONTENTS, PAGES);
const ids = (q: string, filters = {}, limit = 20) =>
  index.searchDocuments(q, filters, limit).map((h) => h.content.id);

describe('SearchIndex.searchDocuments', () => {
  it('ranks a title match above body matches', () => {
    expect(ids('normalization')).toEqual(['norm', 'txn', 'dl']);
  });

  it('tolerates spelling: normalisation ↔ normalization, one- and two-letter slips of dijkstra', () => {
    expect(ids('normalisation')).toContain('norm');
    for (const q of ['dijkstra', 'dikstra', 'dijkstar', 'djikstra', 'Dijkstra’s']) {
      expect(ids(q), q).toEqual(['aoa']);
    }
  });

  it('completes the last word as a prefix, and only the last', () => {
    expect(ids('dijk')).toEqual(['aoa']);
    expect(ids('shortest dijk')).toEqual(['aoa']);
    // Not last: "dijk" is a whole word, found nowhere; the OR fallback finds "shortest" only.
    expect(index.searchDocuments('dijk shortest', {}, 20)[0]?.terms).toEqual(['shortest']);
  });

  it('needs every word (AND) and falls back to any word (OR) when none has all', () => {
    expect(ids('dijkstra knapsack')).toEqual(['aoa']);
    expect(ids('paging thrashing')).toEqual(['os']);
    expect(ids('thrashing huffman').sort()).toEqual(['aoa', 'os']);
  });

  it('answers one hit per note: its best page, with the matched terms', () => {
    const [hit] = index.searchDocuments('dijkstra', {}, 20);
    expect(hit).toMatchObject({ page: 2, terms: ['dijkstra'] });
    expect(index.searchDocuments('djikstra', {}, 20)[0]?.terms).toEqual(['dijkstra']);
  });

  it('matches subject names as strongly as titles', () => {
    const hits = index.searchDocuments('operating', {}, 20);
    expect(hits.map((h) => [h.content.id, h.titleMatch])).toEqual([['os', true]]);
  });

  it('matches a real word as written and in its other forms, never fuzzily', () => {
    // "notation" is a word of the index, so "Rotation of Trees" is no match for it...
    expect(ids('notation')).toEqual(['p24']);
    // ...while an unknown word is a typo, matched fuzzily.
    expect(ids('notatoin')).toEqual(['p24']);
    expect(ids('tree')).toEqual(['rot']);
    expect(ids('rotations')).toEqual(['rot']);
  });

  it('filters by type, semester and subject', () => {
    expect(ids('paging')).toEqual(['os', 'p24']);
    expect(ids('paging', { type: 'pyq' })).toEqual(['p24']);
    expect(ids('paging', { type: 'note' })).toEqual(['os']);
    expect(ids('paging', { semesterId: 's4' })).toEqual(['p24']);
    expect(ids('paging', { subjectId: 'os' })).toEqual(['os']);
  });

  it('respects the limit, ignores stop words, and keeps numbers exact', () => {
    expect(ids('normalization', {}, 1)).toEqual(['norm']);
    expect(ids('what is the')).toEqual([]);
    expect(ids('what is paging')).toEqual(['os', 'p24']);
    expect(ids('2023')).toEqual([]);
    expect(ids('2024')).toEqual(['p24']);
  });

  it('skips pages whose note or paper is not published', () => {
    expect(index.size).toMatchObject({ contents: 7, pages: 9 });
    expect(ids('orphan')).toEqual([]);
  });
});

describe('SearchIndex.searchPages (Assignment Partner retrieval)', () => {
  it('answers pages (several per note possible), any word matching, best first', () => {
    const hits = index.searchPages('Why does Dijkstra fail with negative edges?', {}, 5);
    expect(hits[0]).toMatchObject({ page: 2, content: { id: 'aoa' } });
    const all = index.searchPages('normal forms decomposition', { subjectId: 'dbms' }, 5);
    expect(all.map((h) => `${h.content.id}-p${h.page}`)).toEqual(
      expect.arrayContaining(['norm-p1', 'norm-p2']),
    );
  });
});
