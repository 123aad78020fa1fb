import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../content/layout.js';
import { MAX_QUESTION_CHARS, splitQuestions, type PaperQuestion } from './questions.js';

/**
 * A page of printed lines: each line is its columns, `[x, text]` (x = left edge, 0–1; the right
 * edge follows from the length), or `[x, text, x2]`.
 */
function page(...lines: ([number, string] | [number, string, number])[][]): PageLayout {
  return {
    lines: lines.map((cols, i) => ({
      y: 0.05 + i * 0.02,
      items: cols.map(([x, text, x2]) => ({ x, x2: x2 ?? x + 0.0075 * text.length, text })),
    })),
  };
}
/** A question line of a paper with a number column at 0.1, text at 0.17, marks at 0.88. */
const q = (number: string, text: string, marks?: string): [number, string][] => [
  ...(number ? ([[0.1, number]] as [number, string][]) : []),
  [0.17, text],
  ...(marks ? ([[0.88, marks]] as [number, string][]) : []),
];
const centred = (text: string): [number, string][] => [[0.45, text]];
const pick = (questions: PaperQuestion[]) =>
  questions.map(({ number, marks, text }) => [number, marks, text]);

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

  it('reads parts on the line after a number printed alone', () => {
    const found = splitQuestions([
      page(
        q('1', 'Define a relation.', '3'),
        q('2', 'What is a key?', '3'),
        [[0.1, '12']],
        [
          [0.15, 'a) Explain the ER model with an example.'],
          [0.88, '7'],
        ],
        [
          [0.15, 'b) Explain weak entity sets.'],
          [0.88, '7'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1', 3],
      ['2', 3],
      ['12(a)', 7],
      ['12(b)', 7],
    ]);
  });

  it('reads Q1. / (a) / 7M with CO and BL columns, UNIT and SECTION headings', () => {
    const found = splitQuestions([
      page(
        [
          [0.1, 'Q.No'],
          [0.4, 'Questions'],
          [0.8, 'Marks'],
          [0.86, 'CO'],
          [0.92, 'BL'],
        ],
        centred('SECTION B'),
        centred('UNIT-III'),
        [
          [0.08, 'Q1.'],
          [0.13, '(a)'],
          [0.18, 'Explain the banker algorithm.'],
          [0.8, '7M'],
          [0.86, 'CO3'],
          [0.92, 'L2'],
        ],
        [
          [0.13, '(b)'],
          [0.18, 'Define a safe state.'],
          [0.8, '7M'],
          [0.86, 'CO3'],
          [0.92, 'L1'],
        ],
        centred('UNIT - IV'),
        [
          [0.08, 'Q2.'],
          [0.13, '(a)'],
          [0.18, 'Explain paging.'],
          [0.8, '(7 marks)'],
        ],
        [
          [0.13, '(b)'],
          [0.18, 'Explain segmentation.'],
          [0.8, '[7]'],
        ],
        centred('Unit 5'),
        [
          [0.08, 'Q 3'],
          [0.18, 'Explain disk scheduling.'],
          [0.8, '(14)'],
          [0.86, 'CO5'],
        ],
      ),
    ]);
    expect(found.map((x) => [x.number, x.marks, x.unitPrinted, x.section])).toEqual([
      ['1(a)', 7, 3, 'B'],
      ['1(b)', 7, 3, 'B'],
      ['2(a)', 7, 4, 'B'],
      ['2(b)', 7, 4, 'B'],
      ['3', 14, 5, 'B'],
    ]);
    expect(found[0]!.text).toBe('Explain the banker algorithm.');
  });

  it('reads MODULE II, Module 1 and GROUP headings in Roman or Arabic numerals', () => {
    const found = splitQuestions([
      page(
        centred('GROUP A'),
        centred('MODULE II'),
        q('1.', 'Explain normal forms.', '[8]'),
        centred('Module 1'),
        q('2.', 'Explain the ER model.', '[8]'),
      ),
    ]);
    expect(found.map((x) => [x.number, x.unitPrinted, x.section])).toEqual([
      ['1', 2, 'A'],
      ['2', 1, 'A'],
    ]);
  });

  it('reads two-digit marks at the right edge and marks wrapped onto the next line', () => {
    const found = splitQuestions([
      page(
        q('1)', 'Define entropy.', '03'),
        q('2)', 'Explain Huffman coding with an example.', '07'),
        q('3)', 'Explain arithmetic coding in detail with an example (7'),
        q('', 'marks)'),
        q('4)', 'Explain LZW coding.'),
        [[0.88, '5']],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1', 3],
      ['2', 7],
      ['3', 7],
      ['4', 5],
    ]);
  });

  it('gives each part its share of split marks, in order', () => {
    const found = splitQuestions([
      page(
        [
          [0.08, 'Q.1'],
          [0.14, '(a) Define a graph.'],
        ],
        [[0.14, '(b) Define a tree.']],
        [[0.14, '(c) Define a path.']],
        [
          [0.14, '(d) Define a cycle.'],
          [0.78, '[4+3+2+6]'],
        ],
        [
          [0.08, 'Q.2'],
          [0.14, '(a) Explain BFS.'],
        ],
        [
          [0.14, '(b) Explain DFS.'],
          [0.78, '5 + 9'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1(a)', 4],
      ['1(b)', 3],
      ['1(c)', 2],
      ['1(d)', 6],
      ['2(a)', 5],
      ['2(b)', 9],
    ]);
  });

  it('reads Roman parts (i), (ii) of a question without a stem', () => {
    const found = splitQuestions([
      page(
        [
          [0.08, 'Q2'],
          [0.14, '(i)'],
          [0.19, 'Explain virtual memory.'],
          [0.88, '[4]'],
        ],
        [
          [0.14, '(ii)'],
          [0.19, 'Explain thrashing.'],
          [0.88, '[4]'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['2(i)', 4],
      ['2(ii)', 4],
    ]);
  });

  it('keeps sub-parts, schemas and data inside the question text', () => {
    const found = splitQuestions([
      page(
        q('11', 'a) Consider STUDENT(ROLLNO, NAME, DEPT) and COURSE(CNO, TITLE).', '8'),
        [[0.21, 'i) Find the students of CSE.']],
        [[0.21, 'ii) Find the courses taken by no student.']],
        [[0.21, '1) Arrays']],
        [[0.21, '2) Pointers']],
        [
          [0.15, 'b) Is the schedule r1(X); w2(X); w1(X) conflict serializable?'],
          [0.88, '6'],
        ],
      ),
    ]);
    expect(pick(found)).toEqual([
      [
        '11(a)',
        8,
        'Consider STUDENT(ROLLNO, NAME, DEPT) and COURSE(CNO, TITLE). i) Find the students of CSE. ii) Find the courses taken by no student. 1) Arrays 2) Pointers',
      ],
      ['11(b)', 6, 'Is the schedule r1(X); w2(X); w1(X) conflict serializable?'],
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

  it('reads multiple-choice items as one question each, options inside', () => {
    const found = splitQuestions([
      page(
        [[0.3, 'Choose the correct answer. Each question carries 1 mark.']],
        [
          [0.08, '(I)'],
          [0.14, 'Which layer routes packets?'],
        ],
        [[0.14, '(a) Network']],
        [[0.14, '(b) Transport']],
        [[0.14, '(c) Session']],
        [[0.14, '(d) Physical']],
        [
          [0.08, '(II)'],
          [0.14, 'Which protocol resolves addresses?'],
        ],
        [
          [0.14, '(a) ARP'],
          [0.3, '(b) DNS'],
          [0.46, '(c) FTP'],
          [0.62, '(d) SMTP'],
        ],
        [
          [0.08, '3.'],
          [0.14, 'What does TCP guarantee?'],
        ],
        [[0.14, 'a) order']],
        [[0.14, 'b) speed']],
        [[0.14, 'c) colour']],
        [[0.14, 'd) none']],
      ),
    ]);
    expect(pick(found)).toEqual([
      ['I', null, 'Which layer routes packets? (a) Network (b) Transport (c) Session (d) Physical'],
      ['II', null, 'Which protocol resolves addresses? (a) ARP (b) DNS (c) FTP (d) SMTP'],
      ['3', null, 'What does TCP guarantee? (a) order (b) speed (c) colour (d) none'],
    ]);
  });

  it('reads a scan text layer: l0, t4, I for 1, J or a for 3, lost numbers, specks', () => {
    const found = splitQuestions([
      page(
        centred('PART A'),
        q('', 'Illustrate the layering principle.', '3'),
        q('', 'What is the propagation delay of a 12,000 km cable?', '3'),
        [[0.1, 'a']],
        q('J', 'Show how the Ethernet frame carries data.', '3'),
        q('4', 'Differentiate bridges and switches.', 'J'),
        q('5', 'Illustrate the optimality principle.', '3'),
        q('6', 'Explain multicast routing.', 'a'),
        q('7', 'Explain the IP checksum.', '3'),
        q('8', 'Explain congestion control.', '3'),
        q('9', 'Explain flow control.', '3'),
        q("'l0", 'Describe the ports used by FTP.', '3'),
        [
          [0.02, ',i'],
          [0.45, 'PART B'],
        ],
        centred('Module -1'),
        q('I I', 'a) Explain the TCP/IP model.', 'l0'),
        [
          [0.15, 'b) Compare LAN, MAN and WAN.'],
          [0.88, '4'],
        ],
        q('t2', 'a) Compare network topologies.', '8'),
        [
          [0.09, 'q'],
          [0.15, 'b) Explain optical fibre.'],
          [0.88, '6'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1', 3],
      ['2', 3],
      ['3', 3],
      ['4', 3],
      ['5', 3],
      ['6', 3],
      ['7', 3],
      ['8', 3],
      ['9', 3],
      ['10', 3],
      ['11(a)', 10],
      ['11(b)', 4],
      ['12(a)', 8],
      ['12(b)', 6],
    ]);
    expect(found[2]!.text).toBe('Show how the Ethernet frame carries data.');
  });

  it('follows a number column that slants on a page photographed askew', () => {
    // Numbers drift 0.08 of the page width leftwards down the page; a sub-item sits right of them.
    const at = (y: number) => 0.14 - 0.1 * y;
    const line = (y: number, number: string, text: string) => ({
      y,
      items: [
        { x: at(y), x2: at(y) + 0.02, text: number },
        { x: at(y) + 0.07, x2: at(y) + 0.6, text },
      ],
    });
    const found = splitQuestions([
      {
        lines: [
          { y: 0.05, items: [{ x: 0.45, x2: 0.55, text: 'PART A' }] },
          line(0.1, '1', 'Explain cache memory.'),
          line(0.25, '2', 'Define pipelining.'),
          { y: 0.3, items: [{ x: at(0.3) + 0.1, x2: 0.5, text: '3) Arrays' }] },
          line(0.4, '3', 'Describe direct memory access.'),
          line(0.55, '4', 'Explain interrupts.'),
          line(0.7, '5', 'Explain microprogramming.'),
          line(0.85, '6', 'Explain DRAM refresh.'),
        ],
      },
    ]);
    expect(found.map((question) => question.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(found[1]!.text).toBe('Define pipelining. 3) Arrays');
  });

  it("reads a scan's garbled a): `2)` when the question's next label is b), glued to a garbled number", () => {
    const found = splitQuestions([
      page(
        centred('Module -2'),
        q('12', '2) Describe the addressing modes.', '7'),
        [[0.17, 'b) Discuss how instructions are classified.']],
        q('13', '2) Arrays and lists are compared here.', '7'),
        q("14-e'a)", 'Wbd b TCP? Draw the TCP segment.', '8'),
        [[0.17, 'b) Explain TCP congestion control.']],
      ),
    ]);
    expect(pick(found)).toEqual([
      ['12(a)', 7, 'Describe the addressing modes.'],
      ['12(b)', null, 'Discuss how instructions are classified.'],
      ['13', 7, '2) Arrays and lists are compared here.'],
      ['14(a)', 8, 'Wbd b TCP? Draw the TCP segment.'],
      ['14(b)', null, 'Explain TCP congestion control.'],
    ]);
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
