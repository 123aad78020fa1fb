import * as logger from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import { newUpload } from '../../test-utils/uploads.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake, bucket: () => undefined }));

const { storedUploadSchema, uploadsCollection } = await import('./stored.js');
const { getUpload, listUploads } = await import('./service.js');
const { approve, uploadChanged } = await import('./review.js');

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  vi.mocked(logger.warn).mockClear();
});

function warned(message: string): Record<string, unknown>[] {
  return vi
    .mocked(logger.warn)
    .mock.calls.filter(([m]) => m === message)
    .map(([, fields]) => fields as Record<string, unknown>);
}

describe('storedUploadSchema: the reviewed fields are normalised', () => {
  it.each([
    ['status', 'Approved', 'pending'],
    ['status', undefined, 'pending'],
    ['reason', 42, '42'],
    ['reason', { text: 'blurry' }, null],
    ['title', 2024, '2024'],
    ['unit', '3', 3],
    ['unit', 'two', null],
    ['year', '2023', 2023],
    ['session', 12, '12'],
    ['kind', 'Note', null],
    ['subjectName', null, ''],
    ['creditName', ['Asha'], null],
  ])('reads %s = %j as %j', (field, stored, readAs) => {
    const read = storedUploadSchema.parse(newUpload({ [field]: stored }));
    expect(read[field]).toEqual(readAs);
  });

  it.each([
    ['uid', 7],
    ['subjectId', ''],
    ['bytes', '1234'],
    ['source', 'camera'],
    ['sha256', 'abc'],
    ['createdAt', '2026-01-02'],
    ['publishedId', 5],
    ['publishedPath', 5],
  ])('refuses %s = %j', (field, value) => {
    expect(storedUploadSchema.safeParse(newUpload({ [field]: value })).success).toBe(false);
  });
});

describe('uploads read through the converter', () => {
  it("keeps a console typo's upload in its owner's list, normalised and logged", async () => {
    fake.put('uploads/typo', newUpload({ status: 'Rejected ', unit: '4' }));
    fake.put('uploads/broken', newUpload({ pages: 'lots' }));
    fake.put('uploads/other', newUpload({ uid: 'u2' }));
    const list = await listUploads('u1');
    expect(list.map(({ upload }) => [upload.id, upload.data.status, upload.data.unit])).toEqual([
      ['typo', 'pending', 4],
    ]);
    expect(warned('upload field normalised')).toEqual([
      { path: 'uploads/typo', field: 'status', stored: 'Rejected ', readAs: 'pending' },
      { path: 'uploads/typo', field: 'unit', stored: '4', readAs: 4 },
    ]);
    expect(warned('stored document refused')).toMatchObject([
      { path: 'uploads/broken', field: 'pages' },
    ]);
    await expect(getUpload('u1', 'broken')).rejects.toThrow('Upload not found');
    expect((await getUpload('u1', 'typo')).upload.data.unit).toBe(4);
  });

  it('refuses to write an upload that does not fit exactly', async () => {
    const ref = uploadsCollection().doc('up1');
    await expect(ref.create(newUpload({ status: 'Approved' }))).rejects.toThrow();
    await expect(ref.create(newUpload({ unit: '2' }))).rejects.toThrow();
    await expect(ref.create(newUpload({ createdAt: new Date() }))).rejects.toThrow();
    expect(fake.docs.size).toBe(0);
    await ref.create(newUpload());
    expect(fake.read('uploads/up1')).toEqual(newUpload());
  });
});

describe('review of uploads read through the converter', () => {
  it('still names a unit the team typed as a word, and sends the upload back', async () => {
    fake.put('uploads/up1', newUpload({ status: 'approved', unit: 'two' }));
    expect(await approve('up1')).toBe('refused');
    expect(fake.read('uploads/up1')).toMatchObject({
      status: 'pending',
      reviewError: 'unit must be a whole number from 1 to 20',
    });
  });

  it('sends back an approved upload that does not fit, naming the field', async () => {
    fake.put('uploads/up1', newUpload({ status: 'approved', bytes: 'big' }));
    expect(await approve('up1')).toBe('refused');
    const stored = fake.read('uploads/up1');
    expect(stored).toMatchObject({ status: 'pending', bytes: 'big' });
    expect(String(stored?.reviewError)).toMatch(/^bytes does not have the shape/);
  });

  it('keeps an upload for a subject the team mistyped waiting, and says why', async () => {
    fake.put('subjects/dbms', { title: 'DBMS', semesterId: 'sem-3', order: 'first' });
    fake.put('uploads/up1', newUpload({ status: 'approved' }));
    expect(await approve('up1')).toBe('refused');
    expect(fake.read('uploads/up1')).toMatchObject({
      status: 'pending',
      reviewError: 'cannot be published: subjects/dbms does not fit its schema',
    });
  });

  it('takes a status typo for no review at all', async () => {
    fake.put('uploads/up1', newUpload({ status: 'Approved' }));
    await uploadChanged('up1', newUpload(), fake.read('uploads/up1'));
    expect(fake.read('uploads/up1')).toMatchObject({ status: 'Approved' });
    expect(fake.writes).toBe(0);
  });
});
