// GET /api/search against the running stack: the seeded corpus (uploaded through the content
// pipeline) plus notes this suite uploads to its own subject, so ranking checks are exact.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import {
  PIPELINE_DEADLINE_MS,
  createSubject,
  listedWithin,
  notesOf,
  upload,
} from '../support/content.js';
import { api } from '../support/http.js';
import type { SearchResponseDto, SearchResultDto } from '@notesea/contract/search';

// The contract itself, so a change to it fails here.
type Result = SearchResultDto;
type Answer = SearchResponseDto;

const SEMESTER = 'sem-3';
let subjectId: string;

async function search(query: Record<string, string>): Promise<Result[]> {
  const res = await api<Answer>(`/search?${new URLSearchParams(query).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
}

/** Polls a search until `done` holds for its results, for at most the pipeline's 10 s. */
async function searchUntil(
  query: Record<string, string>,
  done: (results: Result[]) => boolean,
): Promise<Result[]> {
  return listedWithin(() => search(query), done);
}

beforeAll(async () => {
  subjectId = await createSubject('Search Suite Subject', SEMESTER);
  const path = (file: string) => `notes/${SEMESTER}/${subjectId}/${file}`;
  await Promise.all([
    // The title says "Quorvex"; another note only mentions it in its text.
    upload(path('unit-1-quorvex-trees.pdf'), await textPdf(['Balanced trees', 'Rotations'])),
    upload(
      path('unit-2-hashing.pdf'),
      await textPdf([
        'Open addressing and chaining.',
        'Linear probing clusters keys; a quorvex table spreads them. ' +
          'Normalization of the load factor keeps lookups constant time.',
      ]),
    ),
  ]);
  await listedWithin(
    () => notesOf(subjectId),
    (notes) => notes.length === 2,
  );
});

describe('ranking and matching', () => {
  it('ranks a title match above a body match', async () => {
    const results = await searchUntil({ q: 'quorvex', subjectId }, (r) => r.length === 2);
    expect(results.map((r) => r.title)).toEqual(['Quorvex Trees', 'Hashing']);
    expect(results[1]).toMatchObject({ page: 2, terms: ['quorvex'], unit: 2 });
  });

  it('tolerates British spelling: "normalisation" finds "normalization"', async () => {
    const results = await search({ q: 'normalisation', subjectId });
    expect(results.map((r) => r.title)).toEqual(['Hashing']);
    expect(results[0]!.terms).toEqual(['normalization']);
  });

  it('tolerates a one-letter misspelling of dijkstra (and the usual transposition)', async () => {
    const exact = await search({ q: 'dijkstra' });
    expect(exact.length).toBeGreaterThan(0);
    for (const q of ['dijkstre', 'dikstra', 'djikstra']) {
      const results = await search({ q });
      expect(
        results.map((r) => r._id),
        q,
      ).toEqual(exact.map((r) => r._id));
      expect(results[0]!.terms, q).toContain('dijkstra');
    }
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    const results = await search({ q: 'greedy dijks' });
    expect(results[0]).toMatchObject({ title: 'Greedy Algorithms', type: 'note' });
    expect(results[0]!.terms).toEqual(expect.arrayContaining(['greedy', 'dijkstra']));
  });

  it('answers one result per note or paper, with a snippet of its page around the match', async () => {
    const results = await search({ q: 'dijkstra', limit: '50' });
    expect(new Set(results.map((r) => r._id)).size).toBe(results.length);
    for (const r of results) {
      expect(r.snippet.length).toBeLessThanOrEqual(170);
      expect(r.snippet).not.toMatch(/\s{2}|\n/);
      expect(r.snippet.toLowerCase()).toContain('dijkstra');
      expect(r.pdfUrl).toMatch(/^http/);
      expect(r.page).toBeGreaterThanOrEqual(1);
    }
  });

  it('shapes notes with unit and papers with year, never both', async () => {
    const results = await search({ q: 'deadlock', limit: '50' });
    const note = results.find((r) => r.type === 'note');
    const paper = results.find((r) => r.type === 'pyq');
    expect(note).toBeDefined();
    expect(paper).toBeDefined();
    expect(Object.keys(note!).sort()).toEqual(
      [
        '_id',
        'page',
        'pdfUrl',
        'semesterId',
        'semesterName',
        'snippet',
        'subjectId',
        'subjectName',
        'terms',
        'title',
        'type',
        'unit',
      ].sort(),
    );
    expect(paper).toHaveProperty('year');
    expect(paper).not.toHaveProperty('unit');
    expect(note).not.toHaveProperty('year');
  });
});

describe('filters and limit', () => {
  it('restricts by type, semester and subject', async () => {
    const all = await search({ q: 'deadlock', limit: '50' });
    const papers = await search({ q: 'deadlock', type: 'pyq', limit: '50' });
    const notes = await search({ q: 'deadlock', type: 'note', limit: '50' });
    expect(papers.length).toBeGreaterThan(0);
    expect(papers.every((r) => r.type === 'pyq')).toBe(true);
    expect(notes.every((r) => r.type === 'note')).toBe(true);
    expect(papers.length + notes.length).toBe(all.length);

    const semesterId = all[0]!.semesterId;
    const inSemester = await search({ q: 'deadlock', semesterId, limit: '50' });
    expect(inSemester.length).toBeGreaterThan(0);
    expect(inSemester.every((r) => r.semesterId === semesterId)).toBe(true);
    expect(await search({ q: 'deadlock', semesterId: 'sem-1' })).toEqual([]);

    const inSubject = await search({ q: 'deadlock', subjectId: all[0]!.subjectId, limit: '50' });
    expect(inSubject.length).toBeGreaterThan(0);
    expect(inSubject.length).toBeLessThan(all.length);
    expect(inSubject.every((r) => r.subjectId === all[0]!.subjectId)).toBe(true);
  });

  it('answers at most `limit` results', async () => {
    expect(await search({ q: 'unit', limit: '3' })).toHaveLength(3);
    expect((await search({ q: 'unit' })).length).toBe(20);
  });
});

describe('contract', () => {
  it('is public and cached 10 s like the catalog', async () => {
    const res = await api('/search?q=dijkstra');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=10');
  });

  it.each([
    ['', 'Type at least 2 characters to search'],
    ['q=', 'Type at least 2 characters to search'],
    ['q=%20%20x%20', 'Type at least 2 characters to search'],
    [`q=${'a'.repeat(201)}`, 'Search text must be at most 200 characters'],
    ['q=dijkstra&type=paper', 'type must be note or pyq'],
    ['q=dijkstra&limit=0', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&limit=51', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&limit=1.5', 'limit must be a whole number from 1 to 50'],
    ['q=dijkstra&limit=abc', 'limit must be a whole number from 1 to 50'],
  ])('?%s → 400 %s', async (query, message) => {
    const res = await api(`/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('freshness (content pipeline → search)', () => {
  it('an uploaded note is searchable within 10 s, and gone within 10 s of deleting it', async () => {
    // A word no page has: letters only, so it cannot fuzzily match anything else.
    const word = `zq${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 10)}`;
    const path = `notes/${SEMESTER}/${subjectId}/unit-5-fresh-${word}.pdf`;
    const uploadedAt = Date.now();
    await upload(path, await textPdf([`The ${word} method, freshly uploaded.`]));
    const found = await searchUntil({ q: word }, (r) => r.length === 1);
    const searchableMs = Date.now() - uploadedAt;
    expect(found.map((r) => r.subjectId)).toEqual([subjectId]);
    expect(found[0]!.snippet).toContain(word);
    expect(searchableMs).toBeLessThan(PIPELINE_DEADLINE_MS);

    const deletedAt = Date.now();
    await admin.bucket.file(path).delete();
    const after = await searchUntil({ q: word }, (r) => r.length === 0);
    const goneMs = Date.now() - deletedAt;
    expect(after).toEqual([]);
    expect(goneMs).toBeLessThan(PIPELINE_DEADLINE_MS);
    console.log(`search freshness: searchable after ${searchableMs} ms, gone after ${goneMs} ms`);
  });
});
