import { describe, expect, it } from 'vitest';
import { centred, page, pick, q } from '../../test-utils/paper-layouts.js';
import { MAX_QUESTION_CHARS, splitQuestions } from './questions.js';

const RTU_PAGE_1 = [
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
const RTU_PAGE_2 = [
  'PART C',
  'Q.4 (a) Discuss Infix to postfix conversion in detail. [5]',
  '(b) Explain Doubly linked list. [5]',
  '5. Explain Time and space complexity in detail.',
  'Page 2 of 2',
].join('\n');

describe('splitQuestions on plain text (pages stored without a layout)', () => {
  it('reads numbers, parts, marks, text, pages and sections of an RTU-style paper', () => {
    const found = splitQuestions([RTU_PAGE_1, RTU_PAGE_2]);
    expect(pick(found)).toEqual([
      ['1(a)', 2, 'Define AVL trees.'],
      ['1(b)', 2, 'What is meant by Heap sort?'],
      ['2', 4, 'Explain Abstract data types with a suitable example.'],
      ['3', 4, 'Describe Stack operations with a neat diagram.'],
      ['4(a)', 5, 'Discuss Infix to postfix conversion in detail.'],
      ['4(b)', 5, 'Explain Doubly linked list.'],
      ['5', null, 'Explain Time and space complexity in detail.'],
    ]);
    expect(found.map((x) => [x.page, x.section, x.unitPrinted])).toEqual([
      [1, 'A', null],
      [1, 'A', null],
      [1, 'B', null],
      [1, 'B', null],
      [2, 'C', null],
      [2, 'C', null],
      [2, 'C', null],
    ]);
  });

  it('keeps a question that runs onto the next page on the page it started', () => {
    expect(splitQuestions(['Q1. Explain the working of a', 'two-pass assembler. [10]'])).toEqual([
      {
        number: '1',
        marks: 10,
        text: 'Explain the working of a two-pass assembler.',
        page: 1,
        unitPrinted: null,
        section: null,
      },
    ]);
  });

  it('skips instructions after a heading and a heading-like word inside a question', () => {
    const found = splitQuestions([
      'SECTION A\nAnswer any two.\nQuestion 1: What is a deadlock?\nPart of the answer is a graph.',
    ]);
    expect(pick(found)).toEqual([
      ['1', null, 'What is a deadlock? Part of the answer is a graph.'],
    ]);
  });

  it('finds no question in text that has none, or only bare numbers', () => {
    expect(splitQuestions(['Q1', 'Q2'])).toEqual([]);
    expect(splitQuestions(['Normal forms', '2NF removes partial dependencies'])).toEqual([]);
    expect(splitQuestions([])).toEqual([]);
  });

  it('reads bare marks at the line ends when most numbered lines end with one', () => {
    const text = [
      '1 Define a process. 3',
      '2 What is a semaphore? 3',
      '3 Explain paging with an example. 3',
      'The page size is 4 KB.',
    ].join('\n');
    expect(pick(splitQuestions([text]))).toEqual([
      ['1', 3, 'Define a process.'],
      ['2', 3, 'What is a semaphore?'],
      ['3', 3, 'Explain paging with an example. The page size is 4 KB.'],
    ]);
  });
});

describe('splitQuestions on page layouts', () => {
  it('reads a KTU paper: bare numbers, a right-hand marks column, Module headings', () => {
    const found = splitQuestions([
      page(
        [
          [0.12, 'Reg No.:_______________'],
          [0.57, 'Name:__________'],
        ],
        centred('APJ ABDUL KALAM TECHNOLOGICAL UNIVERSITY'),
        [
          [0.12, 'Max. Marks: 100'],
          [0.76, 'Duration: 3 Hours'],
        ],
        centred('PART A'),
        [
          [0.3, '(Answer all questions; each question carries 3 marks)'],
          [0.87, 'Marks'],
        ],
        q('1', 'With a neat diagram explain the internal architecture of CPU?', '3'),
        q('2', 'Enumerate the control signals involved in executing an', '3'),
        q('', 'unconditional branch instruction?'),
        centred('PART B'),
        centred('Module -1'),
        // A whole printed line in one pdf.js item, marks included after a wide run of spaces.
        [[0.1, '11 a) What do you mean by addressing modes, explain in detail 10', 0.89]],
        [[0.17, 'about various address modes?']],
        [
          [0.15, 'b) Write the sequence of actions to fetch and execute:'],
          [0.88, '4'],
        ],
        [[0.21, 'STORE R1,[R2]']],
        centred('Page 1 of 2'),
        centred('Downloaded from Ktunotes.in'),
      ),
      page(
        centred('02000CST202052102'),
        centred('Module -2'),
        q('12', 'a) Design an adder circuit with one selection variable.', '9'),
        [
          [0.15, 'b) Write a short note about accumulator register?'],
          [0.88, '5'],
        ],
      ),
    ]);
    expect(pick(found)).toEqual([
      ['1', 3, 'With a neat diagram explain the internal architecture of CPU?'],
      [
        '2',
        3,
        'Enumerate the control signals involved in executing an unconditional branch instruction?',
      ],
      [
        '11(a)',
        10,
        'What do you mean by addressing modes, explain in detail about various address modes?',
      ],
      ['11(b)', 4, 'Write the sequence of actions to fetch and execute: STORE R1,[R2]'],
      ['12(a)', 9, 'Design an adder circuit with one selection variable.'],
      ['12(b)', 5, 'Write a short note about accumulator register?'],
    ]);
    expect(found.map((x) => [x.section, x.unitPrinted, x.page])).toEqual([
      ['A', null, 1],
      ['A', null, 1],
      ['B', 1, 1],
      ['B', 1, 1],
      ['B', 2, 2],
      ['B', 2, 2],
    ]);
  });

  it('keeps both alternatives around an OR and never reads the OR as a question', () => {
    const found = splitQuestions([
      page(
        centred('UNIT-I'),
        q('1', 'Explain the OSI model.', '14'),
        centred('OR'),
        q('2', 'Explain the TCP/IP model.', '14'),
      ),
    ]);
    expect(pick(found)).toEqual([
      ['1', 14, 'Explain the OSI model.'],
      ['2', 14, 'Explain the TCP/IP model.'],
    ]);
    expect(found.map((x) => x.unitPrinted)).toEqual([1, 1]);
  });

  it('never reads headers, instructions, footers, watermarks or register numbers', () => {
    const found = splitQuestions([
      page(
        [[0.1, 'Register Number: ____________']],
        centred('Maximum Marks: 75'),
        [[0.1, '1. Answer all questions. Each question carries 5 marks.']],
        q('1.', 'Explain inheritance in Java.', '[5]'),
        centred('Page 1 of 3'),
        centred('www.example-papers.com'),
        centred('Downloaded from examplepapers.in'),
        q('', 'with an example.'),
      ),
    ]);
    expect(pick(found)).toEqual([['1', 5, 'Explain inheritance in Java. with an example.']]);
  });

  it('does not read numbers in the text column, or going backwards, as questions', () => {
    const found = splitQuestions([
      page(
        q('1', 'Sort the list below using quick sort.', '7'),
        [[0.17, '35 12 99 42 7 61']],
        [[0.17, '2 inputs are given to the circuit.']],
        q('2', 'Explain merge sort.', '7'),
        q('1', 'Explain heap sort.', '7'),
      ),
    ]);
    expect(pick(found).map(([n]) => n)).toEqual(['1', '2']);
    expect(found[1]!.text).toBe('Explain merge sort. 1 Explain heap sort.');
  });

  it(`cuts a question's text at ${MAX_QUESTION_CHARS} characters`, () => {
    const long = 'Explain the following schema. ' + 'R(A, B, C) '.repeat(200);
    const [only] = splitQuestions([`Q1. ${long} [10]`]);
    expect(only!.text.length).toBe(MAX_QUESTION_CHARS);
    expect(only!.marks).toBe(10);
  });
});
