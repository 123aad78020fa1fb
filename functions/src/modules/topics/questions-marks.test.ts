import { describe, expect, it } from 'vitest';
import { centred, page, pick, q } from '../../test-utils/paper-layouts.js';
import { splitQuestions } from './questions.js';

describe('splitQuestions: marks and headings', () => {
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
});
