import { describe, expect, it } from 'vitest';
import { questionTerms } from './question-terms.js';
import { SubjectNotesIndex } from './units.js';

const NOTES = [
  { id: 'u1', title: 'Number Systems and Codes', unit: 1 },
  { id: 'u4', title: 'Sequential Circuits', unit: 4 },
];
const PAGES = [
  {
    contentId: 'u1',
    page: 1,
    text: 'Binary, octal and hexadecimal systems. Gray code and BCD. Role of the parity bit. RTU syllabus.',
  },
  { contentId: 'u4', page: 1, text: 'Latches and flip-flops. SR, JK, D and T flip-flops.' },
  {
    contentId: 'u4',
    page: 2,
    text: 'Shift registers; synchronous and asynchronous counters. RTU syllabus.',
  },
  // Text of a paper of the subject is never a unit's answer.
  { contentId: 'paper', page: 1, text: 'Explain the impact of monsoon rainfall.' },
];

describe('SubjectNotesIndex', () => {
  const index = SubjectNotesIndex.build('de', NOTES, PAGES);

  it("gives a question the unit of the subject's note page that answers it", () => {
    expect(index.match('Explain the JK flip-flop with a neat diagram.')).toMatchObject({
      unit: 4,
      hits: [{ noteId: 'u4', page: 1, unit: 4 }],
    });
    expect(index.match('Define Gray code.').unit).toBe(1);
    expect(index.match('Describe asynchronous counters.').hits[0]).toMatchObject({ page: 2 });
  });

  it('leaves the unit null when no note page scores enough', () => {
    expect(index.match('Discuss the impact of monsoon rainfall on agriculture.')).toEqual({
      unit: null,
      hits: [],
    });
    expect(index.match('Explain with a neat diagram.')).toEqual({ unit: null, hits: [] });
  });

  it('needs more than one rare shared word, and ignores words every unit uses', () => {
    expect(index.match('Explain the role of engineers in modern society.').unit).toBeNull();
    expect(index.match('Describe the RTU syllabus.').unit).toBeNull();
    expect(index.match('Explain the role of the parity bit.').unit).toBe(1);
  });
});

describe('questionTerms', () => {
  it('keeps what is asked and drops how it is asked', () => {
    expect(questionTerms('Explain AVL trees in detail with a suitable example. [4]')).toEqual([
      'avl',
      'trees',
      '4',
    ]);
  });
});
