import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from './chat.js';

function firstMessage(schema: typeof chatMessageSchema, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('chatMessageSchema', () => {
  it('trims and accepts up to 1000 characters', () => {
    expect(chatMessageSchema.parse({ text: ' hi all ' })).toEqual({ text: 'hi all' });
    expect(chatMessageSchema.parse({ text: 'a'.repeat(1000) }).text).toHaveLength(1000);
  });

  it.each([
    [{}, 'Message text is required'],
    [{ text: '   ' }, 'Message text is required'],
    [{ text: ['a'] }, 'Message text must be text'],
    [{ text: 'a'.repeat(1001) }, 'Message must be at most 1000 characters'],
    [[], 'Request body must be a JSON object'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(chatMessageSchema, input)).toBe(message);
  });
});
