import { describe, expect, it } from 'vitest';
import { similarities, stemOf } from './similarity.js';
import { GROUPING } from './topics.js';

const parameters = GROUPING;

describe('similarities', () => {
  it('reads inflections and derivations as one stem', () => {
    expect(new Set(['mapping', 'mapped', 'maps'].map(stemOf))).toEqual(new Set(['map']));
    expect(stemOf('representation')).toBe(stemOf('represented'));
    expect(stemOf('memories')).toBe(stemOf('memory'));
    expect(stemOf('bus')).toBe('bus');
  });

  it('leaves out the numbers of a worked example', () => {
    const similarity = similarities(
      [
        "Multiply -5 and -4 using Booth's multiplication algorithm.",
        "Multiply (+24) and (-21) using Booth's multiplication algorithm.",
        'Explain the restoring division method.',
      ],
      [[], [], []],
      new Map(),
      parameters,
    );
    expect(similarity(0, 1)).toBeCloseTo(1, 5);
    expect(similarity(0, 2)).toBe(0);
  });

  it('joins two wordings of one comparison, and keeps a comparison apart from one side', () => {
    const texts = [
      'Compare and contrast Array & Linked List.',
      'What are the advantages and disadvantages of linked list over an array?',
      'Explain the linked list.',
    ];
    const similarity = similarities(texts, [[], [], []], new Map(), parameters);
    const plain = similarities(texts, [[], [], []], new Map(), {
      ...parameters,
      sameComparison: 0,
      comparisonAndOther: 1,
    });
    expect(similarity(0, 1)).toBeCloseTo(GROUPING.sameComparison, 5);
    expect(plain(0, 1)).toBeLessThan(GROUPING.sameComparison);
    expect(similarity(1, 2)).toBeCloseTo(GROUPING.comparisonAndOther * plain(1, 2), 5);
  });

  it("weighs a multiple-choice question's options less than what it asks", () => {
    const similarity = similarities(
      [
        'Which data structure is used for BFS? a) Stack b) Queue c) Heap d) Tree',
        'Explain BFS.',
        'Define a stack.',
      ],
      [[], [], []],
      new Map(),
      parameters,
    );
    expect(similarity(0, 1)).toBeGreaterThan(similarity(0, 2));
  });

  it('matches a hyphenated letter and a compound written as one word', () => {
    const similarity = similarities(
      ['Define a B-tree.', 'BTree', 'Explain QuickSort.', 'Explain quick sort.', 'Merge sort.'],
      [[], [], [], [], []],
      new Map(),
      parameters,
    );
    expect(similarity(0, 1)).toBeCloseTo(1, 5);
    expect(similarity(2, 3)).toBeGreaterThan(similarity(3, 4));
  });
});
