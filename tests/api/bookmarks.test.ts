// Bookmarks against the running stack: idempotent save, newest-first list with current titles,
// owner-only delete and list, removed notes drop out, 401s.
import { beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import { createSubject, listedWithin, notesOf, upload } from '../support/content.js';
import type { BookmarkDto } from '@notesea/contract/notes';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Note = { _id: string; title: string; unit: number; pages: number; pdfUrl: string };
type Bookmark = BookmarkDto;

let a: TestUser;
let b: TestUser;
let notes: Note[];

const save = (user: TestUser | undefined, noteId: string) =>
  api<Bookmark>(`/bookmarks/${noteId}`, { method: 'PUT', token: user?.token });
const remove = (user: TestUser | undefined, noteId: string) =>
  api(`/bookmarks/${noteId}`, { method: 'DELETE', token: user?.token });
const list = async (user: TestUser) => {
  const res = await api<Bookmark[]>('/bookmarks', { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  [a, b] = await Promise.all([createTestUser(), createTestUser()]);
  notes = (await api<Note[]>('/semesters/subjects/cse-5-os/notes')).body;
  expect(notes.length).toBeGreaterThan(2);
});

describe('PUT /bookmarks/:noteId', () => {
  it('saves a note (201) and answers the same bookmark when saved again (200)', async () => {
    const n = notes[0]!;
    const first = await save(a, n._id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: n._id,
      noteId: n._id,
      title: n.title,
      unit: n.unit,
      subjectId: 'cse-5-os',
      subjectName: expect.any(String),
      semesterName: 'Semester 5',
      pdfUrl: n.pdfUrl,
      pages: n.pages,
      createdAt: expect.any(String),
    });
    expect(new Date(first.body.createdAt!).toISOString()).toBe(first.body.createdAt);
    const again = await save(a, n._id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await list(a)).filter((x) => x._id === n._id)).toHaveLength(1);
  });

  it('404s an unknown note and stores nothing', async () => {
    const res = await save(a, 'no-such-note');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
    expect((await admin.db.doc(`users/${a.uid}/bookmarks/no-such-note`).get()).exists).toBe(false);
  });
});

describe('GET /bookmarks', () => {
  it('lists the caller’s bookmarks newest first, private', async () => {
    const user = await createTestUser();
    for (const n of [notes[0]!, notes[1]!, notes[2]!]) {
      expect((await save(user, n._id)).status).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await api<Bookmark[]>('/bookmarks', { token: user.token });
    expect(res.body.map((x) => x._id)).toEqual([notes[2]!._id, notes[1]!._id, notes[0]!._id]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('shows nobody else’s bookmarks', async () => {
    await save(a, notes[1]!._id);
    expect(await list(b)).toEqual([]);
  });

  it('drops a bookmark whose note was removed, and shows the current title', async () => {
    const subjectId = await createSubject('Bookmarks Suite Subject', 'sem-3');
    const path = `notes/sem-3/${subjectId}/unit-1-short-lived.pdf`;
    await upload(path, await textPdf(['Soon gone']));
    const [listed] = await listedWithin(
      () => notesOf(subjectId),
      (l) => l.length === 1,
    );
    const user = await createTestUser();
    await save(user, listed!._id);
    await admin.bucket.file(path).setMetadata({ metadata: { title: 'Renamed Note' } });
    const renamed = await listedWithin(
      () => list(user),
      (l) => l[0]?.title === 'Renamed Note',
    );
    expect(renamed.map((x) => x._id)).toEqual([listed!._id]);
    await admin.bucket.file(path).delete();
    expect(
      await listedWithin(
        () => list(user),
        (l) => l.length === 0,
      ),
    ).toEqual([]);
  });
});

describe('DELETE /bookmarks/:noteId', () => {
  it('another user cannot remove A’s bookmark (404, A’s stays); A can (204), once', async () => {
    const n = notes[2]!;
    await save(a, n._id);
    const theirs = await remove(b, n._id);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Bookmark not found', code: 'not_found' });
    expect((await list(a)).map((x) => x._id)).toContain(n._id);

    const mine = await remove(a, n._id);
    expect(mine.status).toBe(204);
    expect((await list(a)).map((x) => x._id)).not.toContain(n._id);
    const again = await remove(a, n._id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Bookmark not found', code: 'not_found' });
  });
});

describe('authentication', () => {
  it('401s every bookmarks route without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const user = token ? ({ token } as TestUser) : undefined;
      for (const res of [
        await save(user, notes[0]!._id),
        await remove(user, notes[0]!._id),
        await api('/bookmarks', { token }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
      }
    }
  });
});
