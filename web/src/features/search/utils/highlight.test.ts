import { describe, expect, it } from 'vitest';
import { highlightSegments, queryWords } from './highlight';

const marked = (text: string, words: string[]) =>
  highlightSegments(text, words)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlightSegments', () => {
  it('marks whole words in any case and keeps every character of the text', () => {
    const text = 'Stacks, stacksize and STACKS: a stack.';
    const segments = highlightSegments(text, ['stacks']);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(marked(text, ['stacks'])).toEqual(['Stacks', 'STACKS']);
  });

  it('prefers the longer of two overlapping words', () => {
    expect(marked('Binary search trees', ['search', 'search trees'])).toEqual(['search trees']);
  });

  it('treats accented letters as part of a word, and regex characters literally', () => {
    expect(marked('Schrödinger wave; Schr', ['schr'])).toEqual(['Schr']);
    expect(marked('C++ and C', ['c++'])).toEqual(['C++']);
    expect(marked('a.b axb', ['a.b'])).toEqual(['a.b']);
  });

  it('leaves text alone with nothing to mark', () => {
    expect(highlightSegments('<img src=x>', [])).toEqual([{ text: '<img src=x>', match: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });
});

describe('queryWords', () => {
  it('takes the letters and digits of the query, two characters or more', () => {
    expect(queryWords(' B+ trees, 3NF & a dijkstr! ')).toEqual(['trees', '3NF', 'dijkstr']);
  });
});
