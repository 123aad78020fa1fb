import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.js';
import { CONTENTS, PAGES } from '../../test-utils/search-corpus.js';

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
