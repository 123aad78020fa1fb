// The Partner's evidence is note pages (never a paper), listing pages come last, and
// an explanation over consecutive pages is one passage cited as a range; "Asked in" finds the
// paper question apart from the sources.
import { describe, expect, it } from 'vitest';
import { SearchIndex, type ContentEntry, type PageEntry } from '../search/search-index.js';
import { askedIn, askedInLabel, type PaperQuestionRef } from './asked-in.js';
import { notePassages } from './grounding.js';

const base = {
  subjectId: 'dbms',
  subjectName: 'DBMS',
  semesterId: 's4',
  semesterName: 'Semester 4',
  pdfUrl: '',
};
const CONTENTS: ContentEntry[] = [
  { ...base, id: 'u3', type: 'note', title: 'Transactions', unit: 3, year: null },
  { ...base, id: 'u2', type: 'note', title: 'Normalisation', unit: 2, year: null },
  {
    ...base,
    id: 'p23',
    type: 'pyq',
    title: 'June 2023',
    unit: null,
    year: 2023,
    session: 'jun',
  },
];

const prose = (topic: string, more: string) =>
  `The ${topic} is explained here in running prose, so that a student who reads this page ` +
  `can follow it from the start to the end. ${more}`;

const PAGES: PageEntry[] = [
  {
    contentId: 'u3',
    page: 1,
    text: 'Module 3\nTwo phase locking – Serializability – Deadlocks – Recovery – Timestamps',
  },
  { contentId: 'u3', page: 2, text: prose('schedule', 'A schedule is a sequence of operations.') },
  {
    contentId: 'u3',
    page: 3,
    text: prose(
      'two phase locking protocol',
      'In the growing phase a transaction acquires locks and in the shrinking phase it ' +
        'releases them; the two phase locking protocol makes every schedule serializable.',
    ),
  },
  {
    contentId: 'u3',
    page: 4,
    text: prose(
      'two phase locking protocol, continued,',
      'Strict two phase locking holds the exclusive locks until the transaction commits, ' +
        'and rigorous two phase locking holds every lock until then.',
    ),
  },
  { contentId: 'u3', page: 5, text: prose('deadlock', 'A wait-for graph with a cycle is one.') },
  {
    contentId: 'u2',
    page: 2,
    text: prose('BCNF', 'Every determinant must be a candidate key in a relation in BCNF.'),
  },
  {
    contentId: 'p23',
    page: 2,
    text:
      '20 a) How does two phase locking guarantee serializability? Explain strict two phase ' +
      'locking. b) Explain deadlock prevention.',
  },
];

const index = SearchIndex.build(CONTENTS, PAGES);
const QUESTIONS: Record<string, PaperQuestionRef[]> = {
  p23: [
    {
      number: '20(a)',
      page: 2,
      text: 'How does two phase locking guarantee serializability? Explain strict two phase locking.',
    },
    { number: '20(b)', page: 2, text: 'Explain deadlock prevention.' },
  ],
};
const questionsOf = async (id: string) => QUESTIONS[id] ?? [];

describe('notePassages', () => {
  it('cites notes only, even when a paper holds the question word for word', () => {
    const passages = notePassages(index, 'How does two phase locking guarantee serializability?', {
      limit: 5,
    });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p) => p.type === 'note')).toBe(true);
    expect(passages.some((p) => p._id === 'p23')).toBe(false);
  });

  it('joins an explanation over consecutive pages into one passage, from its first page', () => {
    const [first] = notePassages(index, 'two phase locking protocol', { limit: 5 });
    expect(first).toMatchObject({ _id: 'u3', page: 3, pageEnd: 4 });
    expect(first!.text).toContain('growing phase');
    expect(first!.text).toContain('rigorous two phase locking');
  });

  it('puts the syllabus page after the pages that explain', () => {
    const passages = notePassages(index, 'two phase locking serializability deadlocks', {
      limit: 5,
    });
    const pages = passages.map((p) => p.page);
    expect(pages.indexOf(1)).toBe(pages.length - 1);
  });

  it('skips the open reader page and stops at the limit', () => {
    const passages = notePassages(index, 'two phase locking', {
      skip: { contentId: 'u3', page: 3 },
      limit: 1,
    });
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ _id: 'u3', page: 4 });
    expect(passages[0]!.pageEnd).toBeUndefined();
  });

  it('finds nothing for a question no note matches', () => {
    expect(notePassages(index, 'zxqv wibble', { limit: 5 })).toEqual([]);
  });
});

describe('askedIn', () => {
  it('names the paper question that asked it, with its page', async () => {
    const found = await askedIn(
      index,
      'How does two phase locking guarantee serializability?',
      undefined,
      questionsOf,
    );
    expect(found).toEqual([
      {
        type: 'pyq',
        _id: 'p23',
        title: 'June 2023',
        subjectName: 'DBMS',
        year: 2023,
        session: 'jun',
        number: '20(a)',
        page: 2,
        label: 'Jun 2023, Q20(a)',
      },
    ]);
  });

  it('finds the question the Explain button wraps in words of its own', async () => {
    const wrapped =
      'Explain how to answer this exam question (2023 paper, Q20a): How does two phase ' +
      'locking guarantee serializability? Explain strict two phase locking.';
    const found = await askedIn(index, wrapped, 'dbms', questionsOf);
    expect(found.map((entry) => entry.number)).toEqual(['20(a)']);
  });

  it('says nothing when no paper question holds enough of the words', async () => {
    expect(await askedIn(index, 'What is BCNF normal form?', undefined, questionsOf)).toEqual([]);
    expect(await askedIn(index, 'two phase locking', 'other-subject', questionsOf)).toEqual([]);
  });

  it("names a paper once when another branch's copy asked it too", async () => {
    const copy: ContentEntry = { ...CONTENTS[2]!, id: 'p23-aids', subjectId: 'dbms-aids' };
    const paperPage = PAGES.find((p) => p.contentId === 'p23')!;
    const both = SearchIndex.build(
      [...CONTENTS, copy],
      [...PAGES, { ...paperPage, contentId: 'p23-aids' }],
    );
    const found = await askedIn(
      both,
      'How does two phase locking guarantee serializability?',
      undefined,
      async (id) => QUESTIONS[id.replace('-aids', '')] ?? [],
    );
    expect(found.map((entry) => entry.label)).toEqual(['Jun 2023, Q20(a)']);
  });

  it('labels with the session when there is one', () => {
    expect(askedInLabel(2023, 'jun', '20(a)')).toBe('Jun 2023, Q20(a)');
    expect(askedInLabel(2022, 'december', 'Q3')).toBe('Dec 2022, Q3');
    expect(askedInLabel(2021, null, '7')).toBe('2021, Q7');
  });
});
