import { describe, expect, it } from 'vitest';
import { chatbotRequestSchema } from './partner.js';

function firstMessage(input: unknown): string | undefined {
  const result = chatbotRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('chatbotRequestSchema', () => {
  it('trims the message and keeps the history as sent', () => {
    const history = [
      { role: 'user', text: 'What is a B-tree?' },
      { role: 'model', text: '' },
    ];
    expect(chatbotRequestSchema.parse({ message: ' and B+? ', history, extra: 1 })).toEqual({
      message: 'and B+?',
      history,
    });
  });

  it('history is optional', () => {
    expect(chatbotRequestSchema.parse({ message: 'hi' })).toEqual({ message: 'hi' });
  });

  it.each([
    [{}, 'Please type a message'],
    [{ message: '  ' }, 'Please type a message'],
    [{ message: 'a'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{ message: 'a', history: {} }, 'history must be a list of earlier messages'],
    [{ message: 'a', history: ['x'] }, 'history must be a list of earlier messages'],
    [
      { message: 'a', history: [{ role: 'bot', text: 'x' }] },
      "Each history message needs a role of 'user' or 'model'",
    ],
    [{ message: 'a', history: [{ role: 'user', text: 1 }] }, 'Each history message needs a text'],
    [
      { message: 'a', history: [{ role: 'user', text: 'a'.repeat(10_001) }] },
      'Each history message must be at most 10000 characters',
    ],
    [
      { message: 'a', history: Array.from({ length: 51 }, () => ({ role: 'user', text: 'a' })) },
      'history must have at most 50 messages',
    ],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
