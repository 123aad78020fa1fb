import { describe, expect, it } from 'vitest';
import { bestPassage, extractNoteCards, supportsBack, type NotePage } from './note-cards.js';

const HEADER = 'KTU - CST202 - Computer Organization and Architecture Module: 1';
const FOOTER = 'Downloaded from Ktunotes.in';

/** A note of several pages, each framed by the running header and footer real notes carry. */
function note(bodies: string[], noteId = 'os/unit-1'): NotePage[] {
  return bodies.map((body, i) => ({
    noteId,
    page: i + 1,
    unit: 1,
    text: [HEADER, String(i + 1), body, FOOTER].join('\n'),
  }));
}

const DEADLOCK = [
  'Deadlocks',
  'A deadlock is a situation in which two or more processes wait for each other for ever, each',
  'holding a resource the other needs.',
].join('\n');
const SCHEDULING = [
  'CPU Scheduling',
  'CPU scheduling decides which of the ready processes gets the processor next, so that the',
  'processor is never idle while a process is ready.',
  'The types of scheduling algorithms are:',
  '• First come first served',
  '• Shortest job first',
  '• Round robin',
].join('\n');
const NAMED = [
  'The processor fetches instructions one at a time from successive addresses in the order of',
  'increasing addresses. This is called straight-line sequencing.',
].join('\n');
const FILLER = 'Some running text that explains nothing in particular about anything here.';

describe('extractNoteCards', () => {
  it('makes definition, heading, list and "is called" cards, citing their page', () => {
    const cards = extractNoteCards(note([DEADLOCK, SCHEDULING, NAMED, FILLER]));
    const fronts = cards.map((c) => `${c.page} ${c.front}`);
    expect(fronts).toContain('1 What is a deadlock?');
    expect(fronts).toContain('2 CPU Scheduling');
    expect(fronts).toContain('2 Types of scheduling algorithms');
    expect(fronts).toContain('3 What is straight-line sequencing?');
    const list = cards.find((c) => c.front === 'Types of scheduling algorithms')!;
    expect(list.back).toBe(
      'The types of scheduling algorithms are: First come first served; Shortest job first; Round robin.',
    );
    for (const c of cards) {
      expect(c.back).not.toMatch(/Ktunotes|CST202/);
      expect(c.quote).toBe(c.back);
      expect(c.unit).toBe(1);
    }
  });

  it('never makes a card of page furniture or of a listing page', () => {
    const pages = note([DEADLOCK, SCHEDULING, NAMED, FILLER]);
    pages[0]!.listing = true;
    const cards = extractNoteCards(pages);
    expect(cards.some((c) => c.page === 1)).toBe(false);
    expect(cards.every((c) => !/module|ktunotes|page \d/i.test(c.front))).toBe(true);
  });

  it('keeps one card per front across pages and notes, and at most 4 a page', () => {
    const many = Array.from(
      { length: 6 },
      (_, i) => `Term${'abcdef'[i]} is a name for the idea number ${i} of this page, told in full.`,
    ).join('\n');
    const cards = extractNoteCards([
      ...note([DEADLOCK, FILLER, FILLER, many]),
      ...note([DEADLOCK, FILLER, FILLER], 'os/unit-2'),
    ]);
    expect(cards.filter((c) => c.front === 'What is a deadlock?')).toHaveLength(1);
    expect(cards.filter((c) => c.page === 4).length).toBeLessThanOrEqual(4);
  });

  it('orders cards by note (numeric-aware), page and position, the same every time', () => {
    const pages = [
      ...note([NAMED, DEADLOCK], 'os/unit-10'),
      ...note([DEADLOCK, SCHEDULING], 'os/unit-2'),
    ];
    const cards = extractNoteCards(pages);
    expect(cards.map((c) => `${c.noteId} ${c.page}`)).toEqual(
      cards
        .map((c) => `${c.noteId} ${c.page}`)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
    expect(extractNoteCards([...pages].reverse())).toEqual(cards);
  });

  it('normalises ligatures and words hyphenated across lines', () => {
    const text =
      'Deﬁnitions\nA semaphore is an integer variable that processes use to sig-\nnal each other.';
    const [card] = extractNoteCards([{ noteId: 'n', page: 1, unit: null, text }]);
    expect(card?.front).toBe('What is a semaphore?');
    expect(card?.back).toBe(
      'A semaphore is an integer variable that processes use to signal each other.',
    );
  });
});

describe('supportsBack', () => {
  const page = DEADLOCK.replace(/\n/g, ' ') + ' ' + SCHEDULING;
  it('holds for a back the page says, in other order', () => {
    expect(
      supportsBack('Two or more processes wait for ever for each other: a deadlock.', page),
    ).toBe(true);
  });
  it('fails for an invented back, and for one too short to check', () => {
    expect(
      supportsBack('A deadlock is solved by rebooting the operating system kernel quickly.', page),
    ).toBe(false);
    expect(supportsBack('Deadlock.', page)).toBe(false);
  });
});

describe('bestPassage', () => {
  const page = [HEADER, DEADLOCK, SCHEDULING, NAMED].join('\n');
  it('finds the sentences that explain the question', () => {
    expect(bestPassage(page, 'Explain round robin scheduling algorithms')).toMatch(
      /^The types of scheduling/,
    );
    expect(bestPassage(page, 'Define deadlock.')).toMatch(/^A deadlock is a situation/);
  });
  it('stays within maxChars without cutting a word', () => {
    const passage = bestPassage(page, 'Define deadlock.', 50);
    expect(passage.length).toBeLessThanOrEqual(50);
    expect(passage).toMatch(/…$/);
    expect(DEADLOCK.replace(/\n/g, ' ')).toContain(`${passage.slice(0, -1)} `);
  });
  it('falls back to the opening sentences', () => {
    expect(bestPassage(page, 'Explain virtual memory paging')).toMatch(/^A deadlock is/);
  });
});
