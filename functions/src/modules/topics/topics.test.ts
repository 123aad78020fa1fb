import { describe, expect, it } from 'vitest';
import { fitTopics, groupTopics, topicIdOf, type QuestionRecord } from './topics.js';
import { shortenStem, subjectPhrase, titleOf, titleProblem } from './topic-titles.js';

let n = 0;
function q(
  year: number,
  session: string,
  text: string,
  unit: number | null,
  hits: QuestionRecord['hits'] = [],
): QuestionRecord {
  n++;
  return {
    id: `p${year}${session}-${n}`,
    paperId: `p${year}${session}`,
    year,
    session,
    number: String(n),
    text,
    page: 1,
    unit,
    hits,
  };
}

describe('groupTopics', () => {
  it('groups questions that ask the same thing across years, most asked first, unit-less last', () => {
    const hit = (noteId: string, page: number, score: number, unit = 4) => ({
      noteId,
      page,
      unit,
      score,
    });
    const avl2023 = q(2023, 'dec', 'Define AVL trees.', 4, [
      hit('trees', 2, 5),
      hit('trees', 3, 2),
    ]);
    const avl2024 = q(2024, 'may', 'Explain AVL trees with a suitable example.', 4, [
      hit('trees', 2, 4),
      hit('trees', 1, 3),
    ]);
    const heaps = q(2024, 'dec', 'Describe Heaps with a neat diagram.', 4, [hit('trees', 3, 6)]);
    const singly = q(2024, 'dec', 'What is meant by Singly linked list?', 3);
    const doubly = q(2024, 'may', 'Write a short note on Doubly linked list.', 3);
    const monsoon = q(2024, 'may', 'Discuss the impact of monsoon rainfall on agriculture.', null);
    const topics = groupTopics([monsoon, heaps, avl2024, singly, doubly, avl2023]);
    expect(topics.map((t) => [t.topic, t.unit, t.count, t.years])).toEqual([
      ['AVL trees', 4, 2, [2024, 2023]],
      // Asked once, in 2024: by unit, then label.
      ['Doubly linked list', 3, 1, [2024]],
      ['Singly linked list', 3, 1, [2024]],
      ['Heaps', 4, 1, [2024]],
      ['Impact of monsoon rainfall on agriculture', null, 1, [2024]],
    ]);
    const [avl] = topics;
    expect(avl!.topicId).toBe(topicIdOf(avl2023.id));
    expect(avl!.questions.map((x) => x.text)).toEqual([avl2024.text, avl2023.text]);
    // Summed scores: page 2 (9) before page 1 (3) and page 3 (2).
    expect(avl!.notes).toEqual([
      { noteId: 'trees', page: 2 },
      { noteId: 'trees', page: 1 },
      { noteId: 'trees', page: 3 },
    ]);
  });

  it('keeps the topic id when a newer paper adds a question', () => {
    const old = q(2022, 'may', 'Define deadlock.', 3);
    const before = groupTopics([old]);
    const after = groupTopics([old, q(2024, 'dec', 'Explain deadlock with an example.', 3)]);
    expect(after[0]!.topicId).toBe(before[0]!.topicId);
    expect(after[0]!.count).toBe(2);
  });

  it('answers [] for no questions', () => {
    expect(groupTopics([])).toEqual([]);
  });
});

describe('labels', () => {
  it('say what is asked, not how', () => {
    expect(subjectPhrase('Define AVL trees.')).toBe('AVL trees');
    expect(subjectPhrase('What is meant by Heap sort?')).toBe('Heap sort');
    expect(subjectPhrase('Illustrate BFS and DFS with an example and list its applications.')).toBe(
      'BFS and DFS',
    );
    expect(
      subjectPhrase('Explain Time and space complexity in detail. Give its limitations.'),
    ).toBe('Time and space complexity');
    expect(subjectPhrase('Write a short note on Deque and priority queue.')).toBe(
      'Deque and priority queue',
    );
  });

  it('end a long question at a clause break, never mid-phrase', () => {
    expect(
      shortenStem(
        'Steps for designing a micro programmed control circuit for the addition and subtraction of binary numbers in sign magnitude form',
      ),
    ).toBe('Steps for designing a micro programmed control circuit');
    expect(
      titleOf(
        'Identify the addressing modes that can be used for representing the following higher level language constructs in machine level.',
        [],
      ),
    ).toBe('Addressing modes');
    expect(
      titleOf('Define micro-operation, with help of examples explain shift micro-operations.', []),
    ).toBe('Micro-operation');
    expect(shortenStem('Longwordwithoutanybreakatall '.repeat(4).trim())).toBeNull();
  });

  it('are never cut off, a formula or a fragment', () => {
    expect(titleProblem('AVL trees')).toBeNull();
    expect(titleProblem('Explain the working of a…')).toBe('cut');
    expect(titleProblem('R3 (X); r2 (X); w3(X); r1(X); w1(X)')).toBe('formula');
    expect(titleProblem('T = 2n + 1')).toBe('formula');
    expect(titleProblem('Compare the working of')).toBe('fragment');
    expect(titleProblem('(a) and')).toBe('fragment');
    // Phrases lifted from mid-sentence, as a run of shared words made them.
    expect(titleProblem('Below with relevant assumptions')).toBe('fragment');
    expect(titleProblem('Better when compared to scratch pad')).toBe('fragment');
    expect(titleProblem('CPU organization for a computer system capable')).toBe('fragment');
    expect(titleProblem('Help of examples explain shift')).toBe('fragment');
    // A noun that looks like an instruction is not one.
    expect(titleProblem('Advantages of a linked list over an array')).toBeNull();
    expect(titleProblem('A simple design for status bits')).toBeNull();
    const long = groupTopics([
      q(
        2023,
        'may',
        `Explain the ${'very '.repeat(20)}long protocol handshake of TCP with a diagram.`,
        1,
      ),
      q(2024, 'may', 'Describe the TCP handshake.', 1),
    ]);
    for (const { topic } of long) expect(titleProblem(topic)).toBeNull();
  });
});

describe('grouping', () => {
  it('never makes two parts of one paper a repeat, and counts distinct papers', () => {
    const a = q(2023, 'may', 'Explain the working of DMA.', 5);
    const b = { ...q(2023, 'may', 'Explain DMA and its working.', 5), paperId: a.paperId };
    const c = q(2024, 'dec', 'Explain the working of DMA with a diagram.', 5);
    const topics = groupTopics([a, b, c]);
    for (const topic of topics) {
      expect(topic.count).toBe(new Set(topic.questions.map((x) => x.paperId)).size);
      expect(topic.count).toBe(topic.questions.length);
    }
    expect(topics[0]!.count).toBe(2);
  });

  it('reads an abbreviation the notes define as its long form', () => {
    const notes = new Map([['2pl', ['phase', 'locking']]]);
    const short = q(2023, 'may', 'Explain 2PL.', 3);
    const long = q(2024, 'dec', 'Describe the two phase locking protocol.', 3);
    expect(groupTopics([short, long], notes)).toHaveLength(1);
    expect(groupTopics([short, long])).toHaveLength(2);
  });

  it('never opens a listing page from "Read in notes"', () => {
    const hits = [
      { noteId: 'n', page: 1, unit: 3, score: 9, listing: true },
      { noteId: 'n', page: 4, unit: 3, score: 5 },
    ];
    const [topic] = groupTopics([q(2024, 'may', 'Explain deadlock.', 3, hits)]);
    expect(topic!.notes).toEqual([{ noteId: 'n', page: 4 }]);
  });
});

describe('fitTopics', () => {
  it('shortens question texts only when the topics would not fit one document', () => {
    const long = 'Explain '.padEnd(1000, 'x');
    const topics = groupTopics([q(2024, 'may', long, 1), q(2023, 'may', 'Define heaps.', 1)]);
    expect(fitTopics(topics)).toBe(topics);
    const fitted = fitTopics(topics, 900);
    const texts = fitted.flatMap((t) => t.questions.map((x) => x.text));
    expect(texts).toContain('Define heaps.');
    expect(Math.max(...texts.map((t) => t.length))).toBeLessThanOrEqual(300);
  });
});
