import { describe, expect, it } from 'vitest';
import type { Topic } from '../topics/topics.js';
import { buildDeck, cardIdOf } from './deck.js';
import type { NoteCardDraft, NotePage } from './note-cards.js';

const page = (noteId: string, n: number, text: string, unit = 1): NotePage => ({
  noteId,
  page: n,
  unit,
  text,
});

const topic = (id: string, count: number, notes: { noteId: string; page: number }[]): Topic => ({
  topicId: id,
  unit: 1,
  topic: `Topic ${id}`,
  count,
  years: [2023, 2022],
  questions: [
    { paperId: 'p23', year: 2023, session: 'Jun', page: 1, number: '2(a)', text: `Explain ${id}.` },
    { paperId: 'p22', year: 2022, session: 'Dec', page: 2, number: '4', text: `What is ${id}?` },
  ],
  clearest: 1,
  notes,
});

const pages = [
  page('n1', 1, 'Deadlock is a state in which each process waits for a resource held by another.'),
  page('n1', 2, 'Paging divides memory into fixed-size frames. A page table maps pages to frames.'),
];

const noteCard = (front: string, p: number): NoteCardDraft => ({
  front,
  back: 'Paging divides memory into fixed-size frames.',
  noteId: 'n1',
  page: p,
  unit: 1,
  quote: 'Paging divides memory into fixed-size frames.',
});

describe('buildDeck', () => {
  it('makes one exam card per answered topic: clearest question, passage, papers that asked it', () => {
    const deck = buildDeck('s1', [topic('t_deadlock', 2, [{ noteId: 'n1', page: 1 }])], pages, []);
    expect(deck.cards).toHaveLength(1);
    const [card] = deck.cards;
    expect(card).toMatchObject({
      id: 'pyq_t_deadlock',
      kind: 'pyq',
      front: 'What is t_deadlock?',
      topicId: 't_deadlock',
      source: { noteId: 'n1', page: 1 },
      askedIn: [
        { year: 2023, session: 'Jun', number: '2(a)' },
        { year: 2022, session: 'Dec', number: '4' },
      ],
      rank: 0,
    });
    expect(card!.back).toContain('Deadlock is a state');
  });

  it('leaves out a topic no note page answers, and counts it', () => {
    const deck = buildDeck('s1', [topic('t_none', 3, [])], pages, []);
    expect(deck.cards).toEqual([]);
    expect(deck.topicsWithoutPage).toBe(1);
  });

  it('puts the most-asked topics first, each exam card before its note cards', () => {
    const deck = buildDeck(
      's1',
      [
        topic('t_paging', 3, [{ noteId: 'n1', page: 2 }]),
        topic('t_deadlock', 2, [{ noteId: 'n1', page: 1 }]),
      ],
      pages,
      [noteCard('Page table', 2), noteCard('Loose idea', 9)],
    );
    expect(deck.cards.map((c) => [c.id.slice(0, 4), c.topicId])).toEqual([
      ['pyq_', 't_paging'],
      ['note', 't_paging'],
      ['pyq_', 't_deadlock'],
      ['note', null],
    ]);
    expect(deck.cards.map((c) => c.rank)).toEqual([0, 1, 2, 3]);
  });

  it('keeps card ids stable across rebuilds and drops duplicate fronts', () => {
    const a = buildDeck('s1', [], pages, [noteCard('Page table', 2)]);
    const b = buildDeck('s1', [], pages, [noteCard('page  TABLE', 2), noteCard('Page table', 2)]);
    expect(b.cards.map((c) => c.id)).toEqual(a.cards.map((c) => c.id));
    expect(a.cards[0]!.id).toBe(cardIdOf('n1', 'Page table'));
  });
});
