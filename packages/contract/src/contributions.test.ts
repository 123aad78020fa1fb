import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_MESSAGES as M,
  normaliseSession,
  requestBodySchema,
  uploadFieldsSchema,
  voteBodySchema,
} from './contributions.js';

function message(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error?.issues[0]?.message;
}

describe('uploadFieldsSchema', () => {
  it('reads a note with its unit and a paper with its year and normalised session', () => {
    expect(
      uploadFieldsSchema.parse({ kind: 'note', subjectId: 's', unit: '2', credit: 'name' }),
    ).toEqual({
      kind: 'note',
      subjectId: 's',
      unit: 2,
      year: null,
      session: null,
      title: null,
      credit: 'name',
    });
    expect(
      uploadFieldsSchema.parse({
        kind: 'pyq',
        subjectId: 's',
        year: '2023',
        session: 'December',
        unit: '3',
        title: '  End   term ',
        credit: 'anonymous',
      }),
    ).toEqual({
      kind: 'pyq',
      subjectId: 's',
      unit: null,
      year: 2023,
      session: 'dec',
      title: 'End term',
      credit: 'anonymous',
    });
  });

  it('refuses a note without a unit, a paper without a year or session, and bad values', () => {
    expect(message(uploadFieldsSchema, { kind: 'note', subjectId: 's', credit: 'name' })).toBe(
      M.unitRequired,
    );
    expect(
      message(uploadFieldsSchema, { kind: 'note', subjectId: 's', unit: '', credit: 'name' }),
    ).toBe(M.unitRequired);
    expect(
      message(uploadFieldsSchema, { kind: 'pyq', subjectId: 's', session: 'may', credit: 'name' }),
    ).toBe(M.yearRequired);
    expect(
      message(uploadFieldsSchema, { kind: 'pyq', subjectId: 's', year: '2024', credit: 'name' }),
    ).toBe(M.sessionRequired);
    expect(
      message(uploadFieldsSchema, {
        kind: 'pyq',
        subjectId: 's',
        year: '24',
        session: 'may',
        credit: 'name',
      }),
    ).toBe(M.year);
    expect(
      message(uploadFieldsSchema, {
        kind: 'pyq',
        subjectId: 's',
        year: '2024',
        session: 'may-jun',
        credit: 'name',
      }),
    ).toBe(M.session);
    expect(
      message(uploadFieldsSchema, { kind: 'note', subjectId: 's', unit: '0', credit: 'name' }),
    ).toBe(M.unit);
    expect(
      message(uploadFieldsSchema, { kind: 'note', subjectId: 's', unit: '2.5', credit: 'name' }),
    ).toBe(M.unit);
    expect(message(uploadFieldsSchema, { kind: 'book', subjectId: 's', credit: 'name' })).toBe(
      M.kind,
    );
    expect(message(uploadFieldsSchema, { kind: 'note', subjectId: 's', unit: '1' })).toBe(
      M.creditRequired,
    );
    expect(
      message(uploadFieldsSchema, { kind: 'note', subjectId: 's', unit: '1', credit: 'Asha' }),
    ).toBe(M.credit);
    expect(
      message(uploadFieldsSchema, {
        kind: 'note',
        subjectId: 's',
        unit: '1',
        credit: 'name',
        title: 'x'.repeat(121),
      }),
    ).toBe(M.title);
    expect(
      message(uploadFieldsSchema, { kind: 'note', subjectId: 'a/b', unit: '1', credit: 'name' }),
    ).toBe('subjectId is invalid');
  });

  it('refuses fields a student may not set', () => {
    for (const field of ['status', 'votes', 'uid', 'creditName', 'sharedBy', 'publishedId']) {
      expect(
        message(uploadFieldsSchema, {
          kind: 'note',
          subjectId: 's',
          unit: '1',
          credit: 'name',
          [field]: 'x',
        }),
      ).toBe(`Unknown field: ${field}`);
    }
  });
});

describe('requestBodySchema and voteBodySchema', () => {
  it('reads numbers or digits and a blank message as none', () => {
    expect(
      requestBodySchema.parse({
        subjectId: 's',
        kind: 'pyq',
        year: 2023,
        session: 'Sept',
        message: ' ',
      }),
    ).toEqual({
      kind: 'pyq',
      subjectId: 's',
      unit: null,
      year: 2023,
      session: 'sep',
      message: null,
    });
    expect(
      requestBodySchema.parse({
        subjectId: 's',
        kind: 'note',
        unit: '4',
        message: ' Unit 4 please ',
      }),
    ).toMatchObject({ unit: 4, message: 'Unit 4 please' });
  });

  it('says a message that is not text is not text, and a long one is too long', () => {
    const ask = { subjectId: 's', kind: 'note', unit: 1 };
    for (const value of [42, true, ['a'], { text: 'a' }, null]) {
      expect(message(requestBodySchema, { ...ask, message: value })).toBe('message must be text');
    }
    expect(message(requestBodySchema, { ...ask, message: 'x'.repeat(301) })).toBe(
      'message must be at most 300 characters',
    );
    expect(message(requestBodySchema, { ...ask, message: ` ${'x'.repeat(300)} ` })).toBe('ok');
  });

  it('refuses status, votes and a non-object body', () => {
    expect(message(requestBodySchema, { subjectId: 's', kind: 'note', unit: 1, votes: 99 })).toBe(
      'Unknown field: votes',
    );
    expect(
      message(requestBodySchema, { subjectId: 's', kind: 'note', unit: 1, status: 'fulfilled' }),
    ).toBe('Unknown field: status');
    expect(message(requestBodySchema, null)).toBe('Request body must be a JSON object');
    expect(
      message(requestBodySchema, {
        subjectId: 's',
        kind: 'note',
        unit: 1,
        message: 'x'.repeat(301),
      }),
    ).toBe(M.message);
    expect(message(voteBodySchema, { vote: 'yes' })).toBe(M.vote);
    expect(message(voteBodySchema, {})).toBe(M.vote);
    expect(message(voteBodySchema, { vote: true, votes: 5 })).toBe('Unknown field: votes');
  });
});

describe('normaliseSession', () => {
  it('shortens month names and keeps other words', () => {
    expect(normaliseSession('December')).toBe('dec');
    expect(normaliseSession('may')).toBe('may');
    expect(normaliseSession('Winter')).toBe('winter');
    expect(normaliseSession('nov-dec')).toBeNull();
    expect(normaliseSession('ab')).toBeNull();
  });
});
