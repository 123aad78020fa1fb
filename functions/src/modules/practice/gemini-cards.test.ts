import { describe, expect, it } from 'vitest';
import {
  parseNotePagePrompt,
  stubNoteCards,
} from '../../../../tools/src/dev-services/gemini-stub.mjs';
import { NOTE_CARDS_SCHEMA, generateNoteCards, type CardsModel } from './gemini-cards.js';
import type { NotePage } from './note-cards.js';

const PAGE: NotePage = {
  noteId: 'os/unit-2',
  page: 4,
  unit: 2,
  text: [
    'Deadlocks',
    'A deadlock is a situation in which two or more processes wait for each other for ever, each',
    'holding a resource the other needs. Deadlock prevention denies one of the four necessary',
    'conditions: mutual exclusion, hold and wait, no preemption and circular wait.',
  ].join('\n'),
};
const DEADLOCK =
  'A deadlock is a situation in which two or more processes wait for each other for ever.';

/** A fake Gemini answering each prompt with `answer` (JSON text), recording what it was asked. */
function fake(answer: (prompt: string) => string): CardsModel & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    prompts,
    async generateJson(_instruction, prompt, schema) {
      expect(schema).toBe(NOTE_CARDS_SCHEMA);
      prompts.push(prompt);
      return answer(prompt);
    },
  };
}

const card = (over: Record<string, unknown>) => ({
  front: 'What is a deadlock?',
  back: DEADLOCK,
  noteId: PAGE.noteId,
  page: PAGE.page,
  quote: 'two or more processes wait for each other for ever, each holding a resource',
  ...over,
});

describe('generateNoteCards', () => {
  it('keeps grounded cards and drops and counts an invented back', async () => {
    const model = fake(() =>
      JSON.stringify({
        cards: [
          card({}),
          card({
            front: 'How is a deadlock resolved?',
            back: 'The operating system reboots the kernel and reallocates all memory pages quickly.',
          }),
        ],
      }),
    );
    const { cards, dropped, failedPages } = await generateNoteCards([PAGE], model);
    expect(cards).toEqual([
      {
        front: 'What is a deadlock?',
        back: DEADLOCK,
        noteId: PAGE.noteId,
        page: PAGE.page,
        unit: 2,
        quote: 'two or more processes wait for each other for ever, each holding a resource',
      },
    ]);
    expect(dropped).toBe(1);
    expect(failedPages).toBe(0);
    expect(model.prompts[0]).toContain('<<NOTE PAGE noteId=os/unit-2 page=4>>');
  });

  it('drops a quote that is not on the page, and a card citing another page', async () => {
    const model = fake(() =>
      JSON.stringify({
        cards: [
          card({ quote: 'a deadlock happens when the scheduler stalls forever' }),
          card({ page: 9 }),
        ],
      }),
    );
    expect(await generateNoteCards([PAGE], model)).toEqual({
      cards: [],
      dropped: 2,
      failedPages: 0,
    });
  });

  it('counts a page whose answer is not the JSON schema, and never asks about a listing page', async () => {
    const model = fake(() => 'Sorry, I cannot help with that.');
    const listing = { ...PAGE, page: 1, listing: true };
    expect(await generateNoteCards([listing, PAGE], model)).toEqual({
      cards: [],
      dropped: 0,
      failedPages: 1,
    });
    expect(model.prompts).toHaveLength(1);
  });

  it("keeps what the emulator's Gemini stub answers (the same schema)", async () => {
    const model = fake((prompt) => JSON.stringify(stubNoteCards(parseNotePagePrompt(prompt)!)));
    const { cards, dropped } = await generateNoteCards([PAGE], model);
    expect(cards.map((c) => c.front)).toEqual(['What is a deadlock?']);
    expect(dropped).toBe(0);
  });
});
