import { describe, expect, it } from 'vitest';
import { splitQuestions } from './questions.js';

const PAPER_PAGE_1 = [
  'Rajasthan Technical University, Kota',
  'B.Tech. III Semester (Main/Back) Examination, December 2024',
  'Time: 3 Hours   Maximum Marks: 70',
  'Instructions to candidates: Attempt all questions of Part A. Figures in square brackets are marks.',
  'PART A',
  'Answer all questions. Each question carries 2 marks.',
  'Q.1 (a)   Define AVL trees. [2]',
  '(b)   What is meant by Heap sort? [2]',
  'PART B',
  'Attempt any four questions. Each question carries 4 marks.',
  'Q.2   Explain Abstract data types with a suitable example. [4]',
  'Q.3   Describe Stack operations with a neat',
  'diagram. (4 marks)',
  'Page 1 of 2',
].join('\n');
const PAPER_PAGE_2 = [
  'PART C',
  'Q.4 (a) Discuss Infix to postfix conversion in detail. [5]',
  '(b) Explain Doubly linked list. [5]',
  '5. Explain Time and space complexity in detail.',
  'Page 2 of 2',
].join('\n');

describe('splitQuestions', () => {
  it('reads numbers, parts, marks, text and pages of an RTU-style paper', () => {
    expect(splitQuestions([PAPER_PAGE_1, PAPER_PAGE_2])).toEqual([
      { number: '1(a)', marks: 2, text: 'Define AVL trees.', page: 1 },
      { number: '1(b)', marks: 2, text: 'What is meant by Heap sort?', page: 1 },
      {
        number: '2',
        marks: 4,
        text: 'Explain Abstract data types with a suitable example.',
        page: 1,
      },
      { number: '3', marks: 4, text: 'Describe Stack operations with a neat diagram.', page: 1 },
      { number: '4(a)', marks: 5, text: 'Discuss Infix to postfix conversion in detail.', page: 2 },
      { number: '4(b)', marks: 5, text: 'Explain Doubly linked list.', page: 2 },
      { number: '5', marks: null, text: 'Explain Time and space complexity in detail.', page: 2 },
    ]);
  });

  it('keeps a question that runs onto the next page on the page it started', () => {
    const questions = splitQuestions(['Q1. Explain the working of a', 'two-pass assembler. [10]']);
    expect(questions).toEqual([
      { number: '1', marks: 10, text: 'Explain the working of a two-pass assembler.', page: 1 },
    ]);
  });

  it('skips instructions after a heading and a heading-like word inside a question', () => {
    const questions = splitQuestions([
      'SECTION A\nAnswer any two.\nQuestion 1: What is a deadlock?\nPart of the answer is a graph.',
    ]);
    expect(questions).toEqual([
      {
        number: '1',
        marks: null,
        text: 'What is a deadlock? Part of the answer is a graph.',
        page: 1,
      },
    ]);
  });

  it('finds no question in text that has none, or only bare numbers', () => {
    expect(splitQuestions(['Q1', 'Q2'])).toEqual([]);
    expect(splitQuestions(['Normal forms', '2NF removes partial dependencies'])).toEqual([]);
    expect(splitQuestions([])).toEqual([]);
  });
});
