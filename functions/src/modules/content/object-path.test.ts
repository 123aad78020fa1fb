import { describe, expect, it } from 'vitest';
import {
  ContentPathError,
  comparePapersNewestFirst,
  contentDocId,
  parseContentPath,
  titleFromSlug,
} from './object-path.js';

describe('parseContentPath: notes', () => {
  it('takes unit and title from the file name', () => {
    const parsed = parseContentPath('notes/sem-3/cse-3-dbms/unit-2-normalization.pdf');
    expect(parsed).toMatchObject({
      kind: 'note',
      semesterId: 'sem-3',
      subjectId: 'cse-3-dbms',
      unit: 2,
      title: 'Normalization',
    });
  });

  it('prefers custom metadata title and unit', () => {
    const parsed = parseContentPath('notes/sem-3/cse-3-dbms/unit-2-normalization.pdf', {
      title: '  Normal forms:  1NF to BCNF ',
      unit: '3',
    });
    expect(parsed).toMatchObject({ unit: 3, title: 'Normal forms: 1NF to BCNF' });
  });

  it('ignores a metadata unit that is not a positive whole number', () => {
    const parsed = parseContentPath('notes/sem-3/x/unit-4-trees.pdf', { unit: 'four' });
    expect(parsed).toMatchObject({ unit: 4 });
  });

  it('title-cases slugs, keeping small words lower case', () => {
    expect(titleFromSlug('stacks-and-queues')).toBe('Stacks and Queues');
    expect(titleFromSlug('the_theory_of_computation')).toBe('The Theory of Computation');
  });

  it('accepts a name without a unit: no unit, title from the name', () => {
    const parsed = parseContentPath('notes/sem-1/m1/formula-sheet.PDF');
    expect(parsed).toMatchObject({ unit: null, title: 'Formula Sheet' });
  });

  it('derives a stable id from the path: same path same id, other path other id', () => {
    const a = parseContentPath('notes/sem-3/cse-3-dbms/unit-2-normalization.pdf')!;
    const b = parseContentPath('notes/sem-3/cse-3-dbms/unit-2-normalization.pdf', { title: 'X' })!;
    const c = parseContentPath('notes/sem-3/cse-3-dbms/Unit-2-Normalization.pdf')!;
    expect(a.docId).toBe(b.docId);
    expect(a.docId).not.toBe(c.docId);
    expect(a.docId).toMatch(/^cse-3-dbms-unit-2-normalization-[0-9a-f]{8}$/);
    expect(contentDocId('pyq', 's', '2024-may', 'pyqs/x/s/2024-may.pdf')).toMatch(
      /^pyq-s-2024-may-/,
    );
  });

  it('returns null outside notes/ and pyqs/', () => {
    expect(parseContentPath('deliverables/NS-1/report.zip')).toBeNull();
    expect(parseContentPath('resumes/a/cv.pdf')).toBeNull();
  });

  it.each([
    ['notes/sem-3/unit-1.pdf', /Wrong folder depth/],
    ['notes/sem-3/dbms/extra/unit-1.pdf', /Wrong folder depth/],
    ['notes/sem 3/dbms/unit-1.pdf', /Folder names/],
    ['notes/sem-3/dbms/unit-1.docx', /does not end in \.pdf/],
    ['pyqs/sem-3/dbms/may-2024.pdf', /named \{year\}-\{session\}\.pdf/],
  ])('refuses %s', (path, message) => {
    expect(() => parseContentPath(path)).toThrow(ContentPathError);
    expect(() => parseContentPath(path)).toThrow(message);
  });
});

describe('parseContentPath: question papers', () => {
  it('reads year and session, titles them "May 2024"', () => {
    expect(parseContentPath('pyqs/sem-5/cse-5-cn/2024-may.pdf')).toMatchObject({
      kind: 'pyq',
      year: 2024,
      session: 'may',
      title: 'May 2024',
    });
    expect(
      parseContentPath('pyqs/sem-5/cse-5-cn/2023-DEC.pdf', { title: 'Back paper' }),
    ).toMatchObject({ session: 'dec', title: 'Back paper' });
  });

  it('orders papers newest first: year, then session month', () => {
    const papers = [
      { year: 2023, session: 'dec' },
      { year: 2024, session: 'may' },
      { year: 2024, session: 'dec' },
      { year: 2024, session: 'supplementary' },
    ];
    expect(papers.sort(comparePapersNewestFirst)).toEqual([
      { year: 2024, session: 'dec' },
      { year: 2024, session: 'may' },
      { year: 2024, session: 'supplementary' },
      { year: 2023, session: 'dec' },
    ]);
  });
});
