// The layouts of other universities' papers (issue 31): items of a numbered question, Roman
// numbering, Q-numbered papers, upper-case parts, marks for each item, watermarks. Synthetic
// layouts only; the real papers are measured by layouts.test.ts.
import { describe, expect, it } from 'vitest';
import { page, pick, q } from '../../test-utils/paper-layouts.js';
import { splitQuestions } from './questions.js';

describe('splitQuestions: items, Roman numbers and other layouts', () => {
  it('reads the items i), ii) asked by a stem as parts, options and sub-items inside', () => {
    const found = splitQuestions([
      page(
        q('1.', 'Choose the correct alternatives for the following:'),
        [[0.7, '5 x 1 = 5']],
        [
          [0.16, 'i)'],
          [0.21, 'Which sort is stable?'],
        ],
        [
          [0.21, 'a) heap sort'],
          [0.5, 'b) merge sort'],
        ],
        [
          [0.21, 'c) quick sort'],
          [0.5, 'd) shell sort'],
        ],
        [
          [0.16, 'ii)'],
          [0.21, 'A tree is defined as follows:'],
        ],
        [[0.26, 'i) a root, ii) children, iii) leaves']],
        [[0.26, 'iii) no cycles']],
        [[0.21, 'How many edges has a tree of n nodes?']],
        [
          [0.16, 'iii)'],
          [0.21, 'What is a heap?'],
        ],
        q('2.', 'Define a graph.', '[5]'),
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1(i)', 1],
      ['1(ii)', 1],
      ['1(iii)', 1],
      ['2', 5],
    ]);
    expect(found[0]!.text).toContain('d) shell sort');
    expect(found[1]!.text).toContain('iii) no cycles');
  });

  it('keeps i), ii) inside a question whose stem carries its marks', () => {
    const found = splitQuestions([
      page(
        q('4', 'Say whether the following statements hold and justify', '3'),
        [[0.17, 'i) Every tree is a graph.']],
        [[0.17, 'ii) Every graph is a tree.']],
        q('5', 'Define a queue.', '3'),
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['4', 3],
      ['5', 3],
    ]);
  });

  it('numbers upper-case Roman items (IV) under question 1 as 1(iv), alone as questions', () => {
    const items = splitQuestions([
      page(
        q('1.', 'Answer any five of the following:', '5 x 1 = 5'),
        [
          [0.16, '(I)'],
          [0.21, 'What is a stack?'],
        ],
        [
          [0.16, '(II)'],
          [0.21, 'What is a queue?'],
        ],
        q('2.', 'Explain hashing.', '[5]'),
      ),
    ]);
    expect(pick(items).map(([n, m]) => [n, m])).toEqual([
      ['1(i)', 1],
      ['1(ii)', 1],
      ['2', 5],
    ]);
    const roman = splitQuestions([
      page(
        q('I', 'a) Define an algorithm.', '(2)'),
        [
          [0.17, 'b) Define a graph.'],
          [0.88, '(2)'],
        ],
        [[0.45, 'OR']],
        q('II', 'a) Explain quick sort.', '(6)'),
        [
          [0.17, 'b) Explain heap sort.'],
          [0.88, '(4)'],
        ],
      ),
    ]);
    expect(pick(roman).map(([n, m]) => [n, m])).toEqual([
      ['I(a)', 2],
      ['I(b)', 2],
      ['II(a)', 6],
      ['II(b)', 4],
    ]);
  });

  it('reads items 1., 2. of a paper numbered Q.1, Q.2, and marks for each item', () => {
    const found = splitQuestions([
      page(
        [[0.12, 'Note: 1. Question 1 is compulsory.']],
        [[0.14, '2. Attempt any three of the rest.']],
        q('Q.1', 'Attempt any four of six.', '[5 marks each]'),
        [
          [0.16, '1.'],
          [0.2, 'What is working capital?'],
        ],
        [
          [0.16, '2.'],
          [0.2, 'Define the cost of capital.'],
        ],
        q('Q.2', 'A) Explain leverage.', '[10]'),
        [
          [0.16, 'B) Explain dividend policy.'],
          [0.88, '[10]'],
        ],
        q('Q.3', 'Write short notes on any two', '(10)'),
        [[0.19, '(a) Bonds']],
        [[0.19, '(b) Shares']],
        [[0.19, '(c) Leasing']],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1(1)', 5],
      ['1(2)', 5],
      ['2(a)', 10],
      ['2(b)', 10],
      ['3(a)', 5],
      ['3(b)', 5],
      ['3(c)', 5],
    ]);
  });

  it('keeps asks printed in another case or bracket inside their part', () => {
    const found = splitQuestions([
      page(
        q('Q.4', '(a) Explain ratios.', '(10)'),
        [
          [0.19, '(b) A project costs Rs. 100 and returns:'],
          [0.88, '(10)'],
        ],
        [[0.23, 'a] NPV at 10%']],
        [[0.23, 'c] the payback period']],
        [[0.23, 'A] Calculate the IRR.']],
        [[0.23, 'B] Calculate the MIRR.']],
      ),
    ]);
    expect(pick(found).map(([n]) => n)).toEqual(['4(a)', '4(b)']);
    expect(found[1]!.text).toContain('B] Calculate the MIRR.');
  });

  it('drops a watermark printed as text, and keeps the text glued to it', () => {
    const mark = '9B75D7921CE34FF8FB61B93CCBDFA6AD9B75D7921CE34FF8';
    const fragments = ['B9', 'CC', 'F8', '1B', 'D7', 'A6', 'E3', '4F', 'BD', '9B', '21'];
    const found = splitQuestions([
      page(
        q('Q.1', '(a) Define a budget.', '[10]'),
        ...fragments.map((f, k): [number, string][] => [[0.3 + k * 0.05, f]]),
        [
          [-0.01, `${mark}(b)Explain`, 0.3],
          [0.31, 'leasing.'],
          [0.88, '[10]'],
        ],
        [[-0.01, mark]],
      ),
    ]);
    expect(pick(found)).toEqual([
      ['1(a)', 10, 'Define a budget.'],
      ['1(b)', 10, 'Explain leasing.'],
    ]);
  });

  it('reads marks for each item as count x each, whichever order the stem asks', () => {
    const found = splitQuestions([
      page(
        q('1.', 'Choose the correct alternatives for any two of the following:'),
        [[0.7, '[ 1 x 2 = 2 ]']],
        [
          [0.16, '(I)'],
          [0.21, 'What is a stack?'],
        ],
        [
          [0.16, '(II)'],
          [0.21, 'What is a queue?'],
        ],
        [
          [0.16, '(III)'],
          [0.21, 'What is a deque?'],
        ],
        q('2.', 'Write short notes on any two of the following:', '2∞5'),
        [[0.17, 'a) Radix sort']],
        [[0.17, 'b) Tail recursion']],
        [[0.17, 'c) Threaded trees']],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1(i)', 1],
      ['1(ii)', 1],
      ['1(iii)', 1],
      ['2(a)', 5],
      ['2(b)', 5],
      ['2(c)', 5],
    ]);
  });

  it('shares a sum printed after the last part; a sum on one marked part is its own', () => {
    const found = splitQuestions([
      page(
        q('8.', 'a) Define recursion and tail recursion.', '2+3+1'),
        [
          [0.17, 'b) Compare iteration with recursion.'],
          [0.88, '[4]'],
        ],
        q('9.', 'a) Define a heap.'),
        [
          [0.17, 'b) Build a heap of 7 keys.'],
          [0.88, '1+4'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['8(a)', 6],
      ['8(b)', 4],
      ['9(a)', 1],
      ['9(b)', 4],
    ]);
  });

  it('reads OR alternatives: a repeated part letter, a whole question repeating its number', () => {
    const found = splitQuestions([
      page(
        q('Q.2', '(a) Define a class.', '03'),
        [
          [0.17, '(b) Define an object.'],
          [0.88, '04'],
        ],
        [
          [0.17, '(c) Explain inheritance with an example.'],
          [0.88, '07'],
        ],
        [[0.47, 'OR']],
        [
          [0.17, '(c) Explain polymorphism with an example.'],
          [0.88, '07'],
        ],
        q('Q.3', '(a) Define an interface.', '03'),
        [
          [0.17, '(b) Explain packages.'],
          [0.88, '04'],
        ],
        [[0.47, 'OR']],
        q('Q.3', '(a) Define an abstract class.', '03'),
        [
          [0.17, '(b) Explain access modifiers.'],
          [0.88, '04'],
        ],
        q('Q.4', '(a) Define a thread.', '03'),
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['2(a)', 3],
      ['2(b)', 4],
      ['2(c)', 7],
      ['2(c)', 7],
      ['3(a)', 3],
      ['3(b)', 4],
      ['3(a)', 3],
      ['3(b)', 4],
      ['4(a)', 3],
    ]);
    expect(found[3]!.text).toBe('Explain polymorphism with an example.');
  });

  it('reads Roman question numbers with a scan look-alike (Il for II) in the number column', () => {
    const found = splitQuestions([
      page(
        q('I', 'a) Define an algorithm.', '(2)'),
        [
          [0.17, 'b) Define a graph.'],
          [0.88, '(2)'],
        ],
        q('Il', 'a) Explain quick sort.', '(6)'),
        [
          [0.17, 'b) Explain heap sort.'],
          [0.88, '(4)'],
        ],
        [[0.47, 'OR']],
        q('lII', 'a) Explain merge sort.', '(10)'),
      ),
    ]);
    expect(pick(found).map(([n]) => n)).toEqual(['I(a)', 'I(b)', 'II(a)', 'II(b)', 'III(a)']);
  });

  it('reads a data line starting with a short word as data, and drops a Turn over foot', () => {
    const found = splitQuestions([
      page(
        q('10.', 'a) The traversals of a tree are given as follows:'),
        [
          [0.2, 'In'],
          [0.24, ': D G B A H E'],
        ],
        [
          [0.2, 'Pre'],
          [0.24, ': A B D G E H'],
        ],
        [
          [0.17, 'b) Draw the tree.'],
          [0.88, '[5]'],
        ],
        [[0.1, '3001 (O) 6 [ Turn over']],
        q('11.', 'Define a stack.', '[5]'),
      ),
    ]);
    expect(pick(found)).toEqual([
      [
        '10(a)',
        null,
        'The traversals of a tree are given as follows: In : D G B A H E Pre : A B D G E H',
      ],
      ['10(b)', 5, 'Draw the tree.'],
      ['11', 5, 'Define a stack.'],
    ]);
  });

  it('reads a line ending in the word a as text running on, not as marks 3', () => {
    const found = splitQuestions([
      page(
        q('1.', 'What are ratios, and how are they used to analyse a'),
        [
          [0.17, "company's performance?"],
          [0.88, '[5]'],
        ],
        q('2.', 'Define the cost of capital.', '[5]'),
        q('3.', 'Define leverage.', '[5]'),
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1', 5],
      ['2', 5],
      ['3', 5],
    ]);
  });

  it('keeps items that are only data (schedules, relations) inside their question', () => {
    const found = splitQuestions([
      page(
        q('3.', 'Check whether the following schedules are conflict serializable:'),
        [[0.17, 'i) r1(X); w2(X); w1(X); c1; c2']],
        [
          [0.17, 'ii) r2(Y); w1(Y); w2(X)'],
          [0.88, '[6]'],
        ],
        q('4.', 'a) Find the keys of the relation:'),
        [[0.17, 'b) R(A, B, C, D)']],
        [
          [0.17, 'b) Normalise R to BCNF.'],
          [0.88, '[6]'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['3', 6],
      ['4(a)', null],
      ['4(b)', 6],
    ]);
    expect(found[0]!.text).toContain('ii) r2(Y); w1(Y); w2(X)');
    expect(found[1]!.text).toContain('b) R(A, B, C, D)');
  });

  it('reads a figure printed after the last sentence as the marks', () => {
    const found = splitQuestions([
      page(q('3.', 'a) Define a tree.', '[2]'), [[0.17, 'b) Search a binary tree. 5']]),
    ]);
    expect(pick(found)).toEqual([
      ['3(a)', 2, 'Define a tree.'],
      ['3(b)', 5, 'Search a binary tree.'],
    ]);
  });
});
