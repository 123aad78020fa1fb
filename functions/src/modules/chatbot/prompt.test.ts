import { describe, expect, it } from 'vitest';
import {
  HISTORY_TOKEN_BUDGET,
  MAX_PASSAGES,
  PASSAGE_TOKEN_BUDGET,
  SYSTEM_INSTRUCTION,
  citedSources,
  estimateTokens,
  groundedMessage,
  historyWithinTokens,
  passageLabel,
  passagesWithinTokens,
  type Passage,
} from './prompt.js';

const passage = (over: Partial<Passage> = {}): Passage => ({
  type: 'note',
  _id: 'dbms-u3',
  title: 'Normalisation',
  subjectName: 'Database Management System',
  unit: 3,
  page: 2,
  text: 'BCNF requires every determinant to be a superkey.',
  ...over,
});

describe('system instruction', () => {
  it('keeps the assignment rules and adds grounding without invented citations', () => {
    expect(SYSTEM_INSTRUCTION).toMatch(/Do not write graded work wholesale/);
    expect(SYSTEM_INSTRUCTION).toMatch(/never invent a citation/);
    expect(SYSTEM_INSTRUCTION).toMatch(/Your NoteSea notes don't cover this\./);
  });
});

describe('historyWithinTokens', () => {
  it('keeps the newest turns that fit the token budget, oldest first', () => {
    const turns = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? ('model' as const) : ('user' as const),
      text: `${i}:${'x'.repeat(798)}`, // 200 tokens each
    }));
    const kept = historyWithinTokens(turns);
    expect(kept.reduce((n, t) => n + estimateTokens(t.text), 0)).toBeLessThanOrEqual(
      HISTORY_TOKEN_BUDGET + 1,
    );
    expect(kept.at(-1)!.text.startsWith('29:')).toBe(true);
    // 7 whole turns (1400 tokens) and the end of the 8th.
    expect(kept).toHaveLength(8);
    expect(kept[0]!.text.startsWith('…')).toBe(true);
    expect(kept[1]!.text.startsWith('23:')).toBe(true);
  });

  it('bounds a single huge turn by tokens, not by count', () => {
    const kept = historyWithinTokens([{ role: 'user', text: 'y'.repeat(100_000) }]);
    expect(estimateTokens(kept[0]!.text)).toBeLessThanOrEqual(HISTORY_TOKEN_BUDGET + 1);
  });
});

describe('passages', () => {
  it('keeps at most MAX_PASSAGES within the token budget', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      passage({ _id: `n${i}`, text: 'z'.repeat(10_000) }),
    );
    const chosen = passagesWithinTokens(many);
    expect(chosen).toHaveLength(MAX_PASSAGES);
    const tokens = chosen.reduce((n, p) => n + estimateTokens(p.text), 0);
    expect(tokens).toBeLessThanOrEqual(PASSAGE_TOKEN_BUDGET + MAX_PASSAGES);
  });

  it('labels notes by unit and papers by title', () => {
    expect(passageLabel(passage())).toBe(
      'Database Management System — Unit 3: Normalisation, page 2',
    );
    expect(
      passageLabel(
        passage({ type: 'pyq', title: 'May 2024', unit: undefined, year: 2024, page: 1 }),
      ),
    ).toBe('Database Management System — May 2024 question paper, page 1');
  });

  it('numbers passages in the message between the markers the stub parses', () => {
    const message = groundedMessage('What is BCNF?', [
      passage(),
      passage({ page: 3, text: 'Decompose.' }),
    ]);
    expect(message).toContain('Question: What is BCNF?\n\n');
    expect(message).toContain(
      '<<PASSAGES>>\n[1] Database Management System — Unit 3: Normalisation, page 2\nBCNF requires',
    );
    expect(message).toContain(
      '[2] Database Management System — Unit 3: Normalisation, page 3\nDecompose.',
    );
    expect(message.trim().endsWith('<<END PASSAGES>>')).toBe(true);
    expect(groundedMessage('hi', [])).toBe(
      'Question: hi\n\nPassages from the NoteSea notes: none matched this question.\n<<PASSAGES>>\n<<END PASSAGES>>',
    );
  });
});

describe('citedSources', () => {
  it('returns the cited passages once each, in citation order, without their text', () => {
    const passages = [passage({ page: 1 }), passage({ page: 2 }), passage({ page: 3 })];
    const sources = citedSources('See [3] and [1]; again [3].', passages);
    expect(sources.map((s) => s.page)).toEqual([3, 1]);
    expect(sources[0]).not.toHaveProperty('text');
  });

  it('ignores invented citations outside the given passages', () => {
    expect(citedSources('As shown in [4] and [0].', [passage()])).toEqual([]);
  });
});

describe('page ranges and the passage budget', () => {
  it('labels a passage over consecutive pages with its range', () => {
    expect(passageLabel(passage({ page: 14, pageEnd: 16 }))).toBe(
      'Database Management System — Unit 3: Normalisation, pages 14–16',
    );
    expect(passageLabel(passage({ page: 14, pageEnd: 14 }))).toBe(
      'Database Management System — Unit 3: Normalisation, page 14',
    );
  });

  it('gives a long passage what short ones leave of the budget', () => {
    const long = passage({ text: 'x'.repeat(PASSAGE_TOKEN_BUDGET * 4) });
    const short = passage({ text: 'y'.repeat(400) });
    const chosen = passagesWithinTokens([long, short, short, short, short]);
    expect(chosen.slice(1).map((p) => p.text.length)).toEqual([400, 400, 400, 400]);
    // 8,000 characters in all: the long one keeps 6,400 (an equal share would be 1,600).
    expect(chosen[0]!.text).toBe(`${'x'.repeat(PASSAGE_TOKEN_BUDGET * 4 - 1600)}…`);
  });

  it('cites a range as the first page with its last', () => {
    const reply = 'Locks grow then shrink [1].';
    expect(citedSources(reply, [passage({ page: 14, pageEnd: 16 })])).toEqual([
      expect.objectContaining({ page: 14, pageEnd: 16 }),
    ]);
  });
});
