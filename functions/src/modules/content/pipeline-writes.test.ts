import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown as FakeFirestore }));
vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake, app: () => ({}) }));

const { ingestObject } = await import('./ingest.js');
const { contentErrorId, parseContentPath } = await import('./object-path.js');
const { removeObject } = await import('./remove.js');
const { propagateName } = await import('./rename.js');
const { writePages } = await import('./catalog.js');

const PATH = 'notes/sem-3/cse-3-dsa/unit-2-stacks.pdf';
const BUCKET = 'demo-notesea.appspot.com';
const docId = parseContentPath(PATH, {})!.docId;

/** A published note at PATH, generation `generation`, with `pages` pages (+ `strays` beyond). */
function publish(fake: FakeFirestore, generation: string, pages: number, strays = 0) {
  fake.put(`notes/${docId}`, { title: 'Stacks', subjectId: 'cse-3-dsa', generation, pages });
  for (let page = 1; page <= pages + strays; page += 1) {
    fake.put(`contentPages/${docId}-p${page}`, { contentId: docId, page, text: 'stack' });
  }
}

const pagesLeft = (fake: FakeFirestore) =>
  [...fake.docs.keys()].filter((path) => path.startsWith(`contentPages/${docId}-`)).length;

beforeEach(() => {
  state.fake = new FakeFirestore();
});

describe('removeObject', () => {
  it('unpublishes the note, all its pages and its error entry, and bumps the version', async () => {
    publish(state.fake, '20', 2, 1);
    state.fake.put(`contentErrors/${contentErrorId(PATH)}`, { reason: 'too-large' });
    await removeObject({ bucket: BUCKET, name: PATH, generation: '20' });
    expect(state.fake.read(`notes/${docId}`)).toBeUndefined();
    expect(pagesLeft(state.fake)).toBe(0);
    expect(state.fake.read(`contentErrors/${contentErrorId(PATH)}`)).toBeUndefined();
    expect(state.fake.read('meta/content')?.version).toBe(1);
  });

  it('leaves a newer generation published (its "deleted" came after the new "finalized")', async () => {
    publish(state.fake, '20', 2);
    await removeObject({ bucket: BUCKET, name: PATH, generation: '10' });
    expect(state.fake.read(`notes/${docId}`)?.generation).toBe('20');
    expect(pagesLeft(state.fake)).toBe(2);
    expect(state.fake.read('meta/content')).toBeUndefined();
  });
});

describe('ingestObject', () => {
  it('refuses an oversized re-upload, unpublishing what was at its path', async () => {
    publish(state.fake, '20', 2);
    const outcome = await ingestObject({
      bucket: BUCKET,
      name: PATH,
      generation: '30',
      size: String(60 * 1024 * 1024),
    });
    expect(outcome).toEqual({ status: 'rejected', reason: 'too-large' });
    expect(state.fake.read(`notes/${docId}`)).toBeUndefined();
    expect(pagesLeft(state.fake)).toBe(0);
    expect(state.fake.read(`contentErrors/${contentErrorId(PATH)}`)).toMatchObject({
      path: PATH,
      reason: 'too-large',
      generation: '30',
    });
    expect(state.fake.read('meta/content')?.version).toBe(1);
  });
});

describe('writePages', () => {
  const parsed = parseContentPath(PATH, {})!;
  const page = { text: 'A stack is last in, first out.', ocr: false, readable: true };

  it('stores each page in its schema (contentPages/{docId}-p{n})', async () => {
    await writePages(parsed, [page, { ...page, ocr: true, ocrConfidence: 71 }], 0);
    expect(state.fake.read(`contentPages/${docId}-p2`)).toMatchObject({
      contentId: docId,
      type: 'note',
      page: 2,
      subjectId: 'cse-3-dsa',
      semesterId: 'sem-3',
      ocr: true,
      ocrConfidence: 71,
    });
  });

  it('throws for a page that does not fit its schema', async () => {
    const bad = { ...page, ocr: true, ocrConfidence: 250 };
    await expect(writePages(parsed, [bad], 0)).rejects.toThrow(/ocrConfidence/);
    expect(state.fake.read(`contentPages/${docId}-p1`)).toBeUndefined();
  });
});

describe('propagateName', () => {
  it('renames every note and paper of a subject, in batches under the 500-write limit', async () => {
    for (let i = 0; i < 450; i += 1) {
      state.fake.put(`notes/n${i}`, { subjectId: 's1', subjectName: 'Old' });
    }
    state.fake.put('notes/done', { subjectId: 's1', subjectName: 'New' });
    state.fake.put('notes/other', { subjectId: 's2', subjectName: 'Old' });
    state.fake.put('pyqs/p1', { subjectId: 's1', subjectName: 'Old' });

    expect(await propagateName('subjectName', 's1', 'New')).toBe(451);
    expect(state.fake.read('notes/n449')?.subjectName).toBe('New');
    expect(state.fake.read('pyqs/p1')?.subjectName).toBe('New');
    expect(state.fake.read('notes/other')?.subjectName).toBe('Old');
    expect(state.fake.commits).toBe(3);
  });
});
