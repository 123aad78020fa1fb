import { describe, expect, it } from 'vitest';
import { comparedSides, sameSides } from './comparisons.js';
import { stemOf } from './similarity.js';

const sides = (text: string) => comparedSides(text, stemOf);

describe('comparisons', () => {
  it('reads what a comparison compares, however it is worded', () => {
    const wordings = [
      'Compare and contrast Array & Linked List.',
      'What are the advantages and disadvantages of linked list over an array?',
      'Make a comparison between a linked list and a linear array.',
      'Differentiate between an array and a singly linked list with an example.',
    ].map(sides);
    for (const a of wordings) {
      expect(a).not.toBeNull();
      for (const b of wordings) expect(sameSides(a!, b!)).toBe(true);
    }
  });

  it('tells different comparisons apart', () => {
    expect(
      sameSides(sides('Compare stack and queue.')!, sides('Compare array and linked list.')!),
    ).toBe(false);
    expect(
      sameSides(sides('Differentiate BFS and DFS.')!, sides('Compare BFS and Dijkstra.')!),
    ).toBe(false);
  });

  it('finds no comparison in a question about one thing', () => {
    expect(sides('Explain the working of a linked list.')).toBeNull();
    expect(sides('What are the advantages of a linked list?')).toBeNull();
    expect(sides('Compare the performance.')).toBeNull();
  });
});
