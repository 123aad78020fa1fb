import { describe, expect, it } from 'vitest';
import { collapse, fuzzyDistance, normaliseTerm, wordForms } from './terms.js';

describe('terms', () => {
  it('normalises case and accents and drops stop words and symbols', () => {
    expect(normaliseTerm('Schrödinger')).toBe('schrodinger');
    expect(normaliseTerm('The')).toBeNull();
    expect(normaliseTerm('→')).toBeNull();
    expect(normaliseTerm('C++')).toBe('c++');
  });

  it('allows 0 edits up to 3 letters or with digits, 1 up to 7, 2 from 8', () => {
    expect(['sql', '2nf', '2024', 'heap', 'paging', 'dijkstra'].map(fuzzyDistance)).toEqual([
      0, 0, 0, 1, 1, 2,
    ]);
  });

  it('lists the other forms of a word: number and British/American spelling', () => {
    expect(wordForms('tree')).toEqual(['trees', 'treees']);
    expect(wordForms('trees')).toContain('tree');
    expect(wordForms('processes')).toEqual(expect.arrayContaining(['process']));
    expect(wordForms('process')).toEqual(['processes']);
    expect(wordForms('normalisation')).toContain('normalization');
    expect(wordForms('normalization')).toContain('normalisation');
    expect(wordForms('analyse')).toContain('analyze');
    expect(wordForms('colour')).toContain('color');
    expect(wordForms('2024')).toEqual([]);
  });

  it('collapses whitespace runs', () => {
    expect(collapse('  Unit 1:\n  Calculus\t\tnotes ')).toBe('Unit 1: Calculus notes');
  });
});
