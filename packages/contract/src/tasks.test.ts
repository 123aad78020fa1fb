import { describe, expect, it } from 'vitest';
import { createTaskSchema, updateTaskSchema } from './tasks.js';

function firstMessage(schema: typeof createTaskSchema | typeof updateTaskSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('createTaskSchema', () => {
  it('trims the title', () => {
    expect(createTaskSchema.parse({ title: '  Revise OS unit 2 ' })).toEqual({
      title: 'Revise OS unit 2',
    });
  });

  it('accepts 200 characters', () => {
    expect(createTaskSchema.parse({ title: 'a'.repeat(200) }).title).toHaveLength(200);
  });

  it.each([
    [{}, 'Task title is required'],
    [{ title: '' }, 'Task title is required'],
    [{ title: ' \t\n' }, 'Task title is required'],
    [{ title: 5 }, 'Task title must be text'],
    [{ title: 'a'.repeat(201) }, 'Task title must be at most 200 characters'],
    [null, 'Request body must be a JSON object'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(createTaskSchema, input)).toBe(message);
  });
});

describe('updateTaskSchema', () => {
  it('takes completed alone or a trimmed title alone, dropping other keys', () => {
    expect(updateTaskSchema.parse({ completed: true, owner: 'x' })).toEqual({ completed: true });
    expect(updateTaskSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });

  it.each([
    [{}, 'Send either completed or title'],
    [{ completed: false, title: 'x' }, 'Send either completed or title, not both'],
    [{ completed: 'true' }, 'completed must be true or false'],
    [{ completed: null }, 'completed must be true or false'],
    [{ title: '' }, 'Task title is required'],
    [{ title: 'a'.repeat(201) }, 'Task title must be at most 200 characters'],
    ['text', 'Request body must be a JSON object'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(updateTaskSchema, input)).toBe(message);
  });
});
