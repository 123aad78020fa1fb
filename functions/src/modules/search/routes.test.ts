// GET /api/search through the app with an in-memory Firestore: validation messages, cache
// policy, result shape, and the index built from the pipeline's three collections.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown, nowMs: 0 }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/clock.js', () => ({ now: () => new Date(state.nowMs) }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');
const { searchIndex } = await import('./service.js');

let fake: FakeFirestore;

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  state.nowMs += 60_000;
  searchIndex.clear();
  const names = {
    subjectId: 'aoa',
    semesterId: 'sem-5',
    subjectName: 'Analysis of Algorithms',
    semesterName: 'Semester 5',
  };
  fake.put('notes/greedy', {
    ...names,
    title: 'Greedy Algorithms',
    unit: 2,
    pdfUrl: 'https://x/g',
    pages: 2,
  });
  fake.put('pyqs/aoa-2024', {
    ...names,
    title: 'May 2024',
    year: 2024,
    session: 'may',
    pdfUrl: 'https://x/p',
    pages: 1,
  });
  fake.put('contentPages/greedy-p1', { contentId: 'greedy', page: 1, text: 'Knapsack.' });
  fake.put('contentPages/greedy-p2', {
    contentId: 'greedy',
    page: 2,
    text: 'Dijkstra\nfinds  shortest paths.',
  });
  fake.put('contentPages/aoa-2024-p1', {
    contentId: 'aoa-2024',
    page: 1,
    text: 'Q3 Compare Dijkstra with Bellman-Ford on graphs with negative edge weights (10 marks).',
  });
  fake.put('meta/content', { version: 4 });
});

const search = (query: string) => send(createApp(), `/api/search?${query}`);

describe('GET /api/search', () => {
  it('answers { results } ranked, cacheable for 10 s, from 3 queries and 1 version read', async () => {
    const res = await search('q=djikstra');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10, s-maxage=10');
    expect(res.body).toEqual({
      results: [
        {
          type: 'note',
          _id: 'greedy',
          title: 'Greedy Algorithms',
          subjectId: 'aoa',
          subjectName: 'Analysis of Algorithms',
          semesterId: 'sem-5',
          semesterName: 'Semester 5',
          unit: 2,
          page: 2,
          snippet: 'Dijkstra finds shortest paths.',
          pdfUrl: 'https://x/g',
          terms: ['dijkstra'],
        },
        expect.objectContaining({ type: 'pyq', _id: 'aoa-2024', year: 2024, page: 1 }),
      ],
    });
    expect(fake.queries).toBe(3);
    expect(fake.gets).toBe(1);
    fake.resetCounters();
    await search('q=knapsack&type=note&limit=1');
    expect(fake.queries + fake.gets).toBe(0);
  });

  it('applies type, subject and semester filters and the limit', async () => {
    const ids = async (query: string) =>
      ((await search(query)).body as { results: { _id: string }[] }).results.map((r) => r._id);
    expect(await ids('q=dijkstra&type=pyq')).toEqual(['aoa-2024']);
    expect(await ids('q=dijkstra&subjectId=other')).toEqual([]);
    expect(await ids('q=dijkstra&semesterId=sem-5&limit=1')).toEqual(['greedy']);
    expect(await ids('q=dijkstra&type=&semesterId=')).toHaveLength(2);
  });

  it('leaves out only a page whose text record does not fit its schema', async () => {
    // Half-written: a page number that is not one. The note's other pages stay searchable.
    fake.put('contentPages/greedy-p3', { contentId: 'greedy', page: 'three', text: 'Prim.' });
    fake.put('contentPages/greedy-p4', { contentId: 'greedy', page: 4, text: ['Kruskal'] });
    const prim = await search('q=prim');
    expect(prim.status).toBe(200);
    expect(prim.body).toEqual({ results: [] });
    const found = await search('q=dijkstra&type=note');
    expect(found.body).toMatchObject({ results: [{ _id: 'greedy', page: 2 }] });
  });

  it.each([
    ['', 'Type at least 2 characters to search'],
    ['q=', 'Type at least 2 characters to search'],
    ['q=%20a%20', 'Type at least 2 characters to search'],
    ['q=ab&q=cd', 'Type at least 2 characters to search'],
    [`q=${'a'.repeat(201)}`, 'Search text must be at most 200 characters'],
    ['q=dijkstra&type=notes', 'type must be note or pyq'],
    ['q=dijkstra&limit=0', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&limit=51', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&limit=2.5', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&limit=ten', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&subjectId=a%2Fb', 'subjectId is invalid'],
  ])('?%s → 400 %s, not cached', async (query, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts exactly 2 and 200 characters and limits 1 and 50', async () => {
    for (const query of ['q=ab', `q=${'a'.repeat(200)}`, 'q=ab&limit=1', 'q=ab&limit=50']) {
      expect((await search(query)).status, query).toBe(200);
    }
  });
});
