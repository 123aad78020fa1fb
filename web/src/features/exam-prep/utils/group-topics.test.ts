import { describe, expect, it } from 'vitest';
import type { Topic } from '../types';
import { explainPrompt, questionLabel } from './explain-prompt';
import { askedIn, groupTopicsByUnit } from './group-topics';

const topic = (topicId: string, unit: number | null): Topic => ({
  topicId,
  unit,
  topic: topicId,
  count: 1,
  years: [2024],
  questions: [],
  notes: [],
});

describe('groupTopicsByUnit', () => {
  it('orders units ascending with the unit-less topics last, keeping the server order within', () => {
    const groups = groupTopicsByUnit([
      topic('a', 3),
      topic('b', null),
      topic('c', 1),
      topic('d', 3),
      topic('e', null),
    ]);
    expect(groups.map(({ unit, topics }) => [unit, topics.map((t) => t.topicId)])).toEqual([
      [1, ['c']],
      [3, ['a', 'd']],
      [null, ['b', 'e']],
    ]);
  });

  it('gives no groups for no topics', () => {
    expect(groupTopicsByUnit([])).toEqual([]);
  });
});

describe('labels', () => {
  it('lists the years as given, newest first', () => {
    expect(askedIn([2024, 2023, 2019])).toBe('Asked in 2024, 2023, 2019');
  });

  it('numbers a question once, however the paper printed it', () => {
    expect(questionLabel('3b')).toBe('Q3b');
    expect(questionLabel('Q3b')).toBe('Q3b');
    expect(questionLabel('q. 1(c)')).toBe('Q1(c)');
  });

  it('asks about the question with its paper and number, within the chatbot limit', () => {
    const question = { paperId: 'p', year: 2023, page: 2, number: '2(b)', text: 'Define BCNF.' };
    expect(explainPrompt(question)).toBe(
      'Explain how to answer this exam question (2023 paper, Q2(b)): Define BCNF.',
    );
    expect(explainPrompt({ ...question, text: 'x'.repeat(5000) }).length).toBe(2000);
  });
});
