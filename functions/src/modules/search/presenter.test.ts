import { describe, expect, it } from 'vitest';
import { SNIPPET_LENGTH, presentSearchHit, snippet } from './presenter.js';
import type { ContentEntry, PageHit } from './search-index.js';

const words = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `word${from + i}`).join(' ');

describe('snippet', () => {
  it('answers a short page whole', () => {
    expect(snippet('Dijkstra finds shortest paths.', ['dijkstra'])).toBe(
      'Dijkstra finds shortest paths.',
    );
  });

  it('shows ~160 characters around the first matched word, cut at words, with …', () => {
    const text = `${words(1, 40)} Dijkstra's algorithm ${words(41, 80)} dijkstra again`;
    const result = snippet(text, ['dijkstra']);
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain("Dijkstra's algorithm");
    const body = result.slice(1, -1);
    expect(body.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(body.length).toBeGreaterThan(SNIPPET_LENGTH - 12);
    // Whole words only: every piece is a word of the text.
    for (const piece of body.split(' ')) expect(text.split(' ')).toContain(piece);
    // About 50 characters of lead-in before the match.
    expect(body.indexOf('Dijkstra')).toBeGreaterThan(35);
    expect(body.indexOf('Dijkstra')).toBeLessThanOrEqual(50);
  });

  it('matches words by their index form (case, accents) and the earliest of several terms', () => {
    const text = `${words(1, 30)} SCHRÖDINGER equation ${words(31, 60)} wave`;
    expect(snippet(text, ['wave', 'schrodinger'])).toContain('SCHRÖDINGER equation');
  });

  it('starts at the beginning when no word of the text matched (a title-only match)', () => {
    const text = words(1, 60);
    const result = snippet(text, ['normalisation']);
    expect(result.startsWith('word1 word2')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
  });

  it('ends at the text’s end without … when the match is near it', () => {
    const text = `${words(1, 60)} deadlock`;
    const result = snippet(text, ['deadlock']);
    expect(result.endsWith('deadlock')).toBe(true);
    expect(result.startsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
  });
});

describe('presentSearchHit', () => {
  const base: ContentEntry = {
    id: 'n1',
    type: 'note',
    title: 'Greedy Algorithms',
    subjectId: 'aoa',
    subjectName: 'Analysis of Algorithms',
    semesterId: 's5',
    semesterName: 'Semester 5',
    unit: 2,
    year: null,
    pdfUrl: 'https://x/n1.pdf',
  };
  const hit = (content: ContentEntry): PageHit => ({
    content,
    page: 3,
    text: 'Dijkstra algorithm.',
    score: 4.2,
    titleMatch: false,
    ocr: false,
    terms: ['dijkstra'],
  });

  it('presents a note with unit and no year', () => {
    expect(presentSearchHit(hit(base))).toEqual({
      type: 'note',
      _id: 'n1',
      title: 'Greedy Algorithms',
      subjectId: 'aoa',
      subjectName: 'Analysis of Algorithms',
      semesterId: 's5',
      semesterName: 'Semester 5',
      unit: 2,
      page: 3,
      snippet: 'Dijkstra algorithm.',
      pdfUrl: 'https://x/n1.pdf',
      terms: ['dijkstra'],
    });
  });

  it('marks a hit on a page read by OCR as from a scan, and only such a hit', () => {
    expect(presentSearchHit({ ...hit(base), ocr: true })).toMatchObject({ fromScan: true });
    expect(presentSearchHit(hit(base))).not.toHaveProperty('fromScan');
  });

  it('presents a paper with year and no unit', () => {
    const dto = presentSearchHit(hit({ ...base, type: 'pyq', unit: null, year: 2024 }));
    expect(dto).toMatchObject({ type: 'pyq', year: 2024 });
    expect(dto).not.toHaveProperty('unit');
  });
});
