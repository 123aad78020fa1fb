import { describe, expect, it } from 'vitest';
import { page, pick, q } from '../../test-utils/paper-layouts.js';
import { splitQuestions } from './questions.js';

describe('splitQuestions: parts, sub-parts and multiple choice', () => {
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
});
