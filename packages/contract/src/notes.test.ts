import { describe, expect, it } from 'vitest';
import { userPdfSchema } from './notes.js';

const valid = {
  noteId: 'n1',
  subjectName: 'DBMS',
  semesterName: 'Semester 3',
  pdfUrl: 'https://firebasestorage.googleapis.com/v0/b/x/o/notes%2Fa.pdf?alt=media&token=t',
};

function firstMessage(input: unknown): string | undefined {
  const result = userPdfSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('userPdfSchema', () => {
  it('accepts the payload the web app sends', () => {
    expect(userPdfSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, noteId: undefined }, 'noteId is required'],
    [{ ...valid, noteId: '' }, 'noteId is required'],
    [{ ...valid, noteId: 12 }, 'noteId must be text'],
    [{ ...valid, noteId: 'x'.repeat(129) }, 'noteId must be at most 128 characters'],
    [{ ...valid, noteId: 'a/b' }, 'noteId is invalid'],
    [{ ...valid, noteId: '..' }, 'noteId is invalid'],
    [{ ...valid, noteId: '__id__' }, 'noteId is invalid'],
    [{ ...valid, subjectName: undefined }, 'subjectName is required'],
    [{ ...valid, subjectName: 'x'.repeat(201) }, 'subjectName must be at most 200 characters'],
    [{ ...valid, semesterName: undefined }, 'semesterName is required'],
    [{ ...valid, pdfUrl: undefined }, 'pdfUrl is required'],
    [{ ...valid, pdfUrl: 'not a url' }, 'pdfUrl must be a valid URL'],
    [
      { ...valid, pdfUrl: `https://e.com/${'a'.repeat(2048)}` },
      'pdfUrl must be at most 2048 characters',
    ],
    ['a string', 'Request body must be a JSON object'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
