import { describe, expect, it } from 'vitest';
import type { CardsModel } from './gemini-cards.js';
import type { NotePage } from './note-cards.js';
import { noteCardsOf, type PageCardsCache } from './note-card-source.js';

const page = (n: number, text: string): NotePage => ({ noteId: 'n1', page: n, unit: 1, text });

const pages = [
  page(1, 'A deadlock is a state in which each process waits for a resource held by another one.'),
  page(2, 'Paging is a scheme that divides memory into fixed-size frames and pages of a process.'),
];

/** A Gemini that cards each page's first sentence, counting the pages it was asked about. */
function fakeGemini(failOn = new Set<number>()) {
  const asked: number[] = [];
  const model: CardsModel = {
    generateJson(_instruction, prompt) {
      const n = Number(/page=(\d+)/.exec(prompt)?.[1]);
      asked.push(n);
      if (failOn.has(n)) return Promise.reject(new Error('Gemini unavailable'));
      const text = pages.find((p) => p.page === n)?.text ?? '';
      const term = n === 1 ? 'Deadlock' : 'Paging';
      return Promise.resolve(
        JSON.stringify({
          cards: [{ front: term, back: text, noteId: 'n1', page: n, quote: text }],
        }),
      );
    },
  };
  return { model, asked };
}

function memoryCache(): PageCardsCache & { size(): number } {
  const kept = new Map<string, Parameters<PageCardsCache['write']>[0][number]['value']>();
  return {
    read: () => Promise.resolve(new Map(kept)),
    write(entries) {
      for (const { key, value } of entries) kept.set(key, value);
      return Promise.resolve();
    },
    size: () => kept.size,
  };
}

describe('note cards from Gemini, kept per page between builds', () => {
  it('asks once per page, then only about a page whose text changed', async () => {
    const cache = memoryCache();
    const first = fakeGemini();
    const built = await noteCardsOf('s1', pages, first.model, cache);
    expect(built).toMatchObject({ source: 'gemini', asked: 2, failedPages: 0, dropped: 0 });
    expect(built.cards.map((c) => c.front)).toEqual(['Deadlock', 'Paging']);
    expect(first.asked.sort()).toEqual([1, 2]);

    const again = fakeGemini();
    const rebuilt = await noteCardsOf('s1', pages, again.model, cache);
    expect(again.asked).toEqual([]);
    expect(rebuilt.cards).toEqual(built.cards);

    const edited = [pages[0]!, page(2, `${pages[1]!.text} Frames are equal in size.`)];
    const third = fakeGemini();
    await noteCardsOf('s1', edited, third.model, cache);
    expect(third.asked).toEqual([2]);
  });

  it('a page Gemini fails on gets the rules cards this time, and is asked again next build', async () => {
    const cache = memoryCache();
    const failing = fakeGemini(new Set([2]));
    const built = await noteCardsOf('s1', pages, failing.model, cache);
    expect(built.failedPages).toBe(1);
    expect(built.cards.some((c) => c.page === 2)).toBe(true);
    expect(cache.size()).toBe(1);
    const next = fakeGemini();
    await noteCardsOf('s1', pages, next.model, cache);
    expect(next.asked).toEqual([2]);
  });

  it('without a model the local rules make the cards and nothing is cached', async () => {
    const cache = memoryCache();
    const built = await noteCardsOf('s1', pages, null, cache);
    expect(built).toMatchObject({ source: 'rules', asked: 0 });
    expect(built.cards.length).toBeGreaterThan(0);
    expect(cache.size()).toBe(0);
  });
});
