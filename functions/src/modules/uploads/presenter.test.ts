import { describe, expect, it } from 'vitest';
import { readUpload } from '../../test-utils/uploads.js';
import { presentCreatedUpload, presentUpload } from './presenter.js';

const base = { subjectName: 'DBMS (at upload)', unit: 2 };

describe('presentUpload', () => {
  it('answers the spec shape with a default title and the current subject name', () => {
    expect(presentUpload({ id: 'x', data: readUpload(base) }, 'Database Systems')).toEqual({
      _id: 'x',
      kind: 'note',
      subjectId: 'dbms',
      subjectName: 'Database Systems',
      title: 'Unit 2 notes',
      unit: 2,
      year: null,
      session: null,
      status: 'pending',
      reason: null,
      publishedId: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(presentUpload({ id: 'x', data: readUpload(base) }).subjectName).toBe('DBMS (at upload)');
  });

  it('shows a reason only when rejected and the published id only when published', () => {
    const paper = { ...base, kind: 'pyq', unit: 3, year: '2023', session: 'dec' };
    expect(
      presentUpload({
        id: 'p',
        data: readUpload({ ...paper, status: 'approved', reason: 'x', publishedId: 'y' }),
      }),
    ).toMatchObject({ title: 'Dec 2023', unit: null, year: 2023, reason: null, publishedId: null });
    expect(
      presentUpload({
        id: 'p',
        data: readUpload({ ...paper, status: 'rejected', reason: 'Blurry' }),
      }),
    ).toMatchObject({ status: 'rejected', reason: 'Blurry' });
    expect(
      presentUpload({
        id: 'p',
        data: readUpload({ ...paper, status: 'published', publishedId: 'pyq-1' }),
      }),
    ).toMatchObject({ status: 'published', publishedId: 'pyq-1' });
    expect(presentUpload({ id: 'p', data: readUpload({ ...paper, status: 'weird' }) }).status).toBe(
      'pending',
    );
  });

  it('the 201 answer keeps only its five fields', () => {
    expect(
      presentCreatedUpload({ id: 'x', data: readUpload({ ...base, title: 'Normal forms' }) }),
    ).toEqual({
      _id: 'x',
      kind: 'note',
      subjectId: 'dbms',
      title: 'Normal forms',
      status: 'pending',
    });
  });
});
