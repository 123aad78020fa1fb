// Console typos never reach a student (issue 34, docs/content-team.md "Typos in the console"):
// a semester, subject, note, paper, project or notification whose stored fields do not fit its
// schema is left out of lists (and of unread counts), answers as missing when opened alone, and
// gets a `contentErrors` entry naming its Firestore path and field, which goes once the document
// is fixed. Everything here lives under its own ids (a semester and subjects that no seeded list
// holds; notifications that only this file's students count as unread), and it is all deleted
// afterwards.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { bookingBody } from '../support/marketplace.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';

const run = randomUUID().slice(0, 8);
const semesterId = `typo-sem-${run}`;
const subjectId = `typo-subject-${run}`;
const written: string[] = [];
/** Trigger delivery through the local event bridge; far above what it takes (about a second). */
const ENTRY_DEADLINE_MS = 30_000;

const NOTE = {
  title: 'Normal forms',
  subjectId,
  semesterId,
  subjectName: 'Typo subject',
  semesterName: 'Typo semester',
  pdfUrl: 'https://example.com/normal-forms.pdf',
  pages: 4,
  unit: 1,
  order: 1,
};
const PAPER = { ...NOTE, title: 'May 2024', year: 2024, session: 'may' };
const PROJECT = {
  name: 'Typo project',
  description: 'A project for the typo test',
  category: 'hard',
  studentPrice: 499,
  businessPrice: 999,
  features: ['one'],
  deliveryTime: 3,
  active: true,
};

async function put(path: string, data: Record<string, unknown>): Promise<void> {
  written.push(path);
  await admin.db.doc(path).set(data);
}

/** The content team's entries for a Firestore document: [] until its trigger has run. */
async function entriesFor(path: string): Promise<Record<string, unknown>[]> {
  const snap = await admin.db.collection('contentErrors').where('path', '==', path).get();
  return snap.docs.map((doc) => doc.data());
}

async function expectEntry(path: string, field: string): Promise<void> {
  const entries = await eventually(async () => {
    const found = await entriesFor(path);
    return found.length ? found : undefined;
  }, ENTRY_DEADLINE_MS);
  expect(entries, `no contentErrors entry for ${path}`).toHaveLength(1);
  expect(entries![0]).toMatchObject({
    path,
    store: 'firestore',
    reason: 'malformed-document',
    field,
  });
  expect(String(entries![0]!.message)).toContain(`Firestore ${path}: ${field}`);
}

async function expectNoEntry(path: string): Promise<void> {
  const left = await eventually(
    async () => ((await entriesFor(path)).length === 0 ? [] : undefined),
    ENTRY_DEADLINE_MS,
  );
  expect(left, `the contentErrors entry for ${path} stayed`).toEqual([]);
}

let user: TestUser;
beforeAll(async () => {
  user = await createTestUser();
  await put(`subjects/${subjectId}`, { title: 'Typo subject', semesterId, order: 1 });
  await put(`notes/${run}-good`, NOTE);
});

afterAll(async () => {
  await Promise.all(written.map((path) => admin.db.doc(path).delete()));
  const paths = [...new Set(written)];
  await Promise.all(
    paths.map(async (path) => {
      const snap = await admin.db.collection('contentErrors').where('path', '==', path).get();
      await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
    }),
  );
});

describe('a malformed stored document never reaches a student', () => {
  it('notes: `title: 42, pages: "lots"` is left out of its subject, 404 alone, and reported', async () => {
    const path = `notes/${run}-typo`;
    await put(path, { ...NOTE, title: 42, pages: 'lots' });
    const list = await api<Array<{ _id: string }>>(`/semesters/subjects/${subjectId}/notes`);
    expect(list.status).toBe(200);
    expect(list.body.map((n) => n._id)).toEqual([`${run}-good`]);
    const alone = await api(`/notes/${run}-typo`);
    expect(alone.status).toBe(404);
    expect(alone.body).toEqual({ message: 'Note not found', code: 'not_found' });
    const opened = await api('/user-pdfs', {
      token: user.token,
      body: {
        noteId: `${run}-typo`,
        subjectName: NOTE.subjectName,
        semesterName: NOTE.semesterName,
        pdfUrl: NOTE.pdfUrl,
      },
    });
    expect(opened.status).toBe(404);
    expect(opened.body).toEqual({ message: 'Note not found', code: 'not_found' });
    await expectEntry(path, 'title');

    // Fixed in the console: listed again, and the entry goes.
    await admin.db.doc(path).set({ ...NOTE, title: 'Fixed' });
    await expectNoEntry(path);
    const again = await api<Array<{ _id: string }>>(`/semesters/subjects/${subjectId}/notes`);
    expect(again.body.map((n) => n._id).sort()).toEqual([`${run}-good`, `${run}-typo`].sort());
  });

  it('pyqs: a paper whose year is text is not listed, 404 alone, and reported', async () => {
    const path = `pyqs/${run}-typo`;
    await put(path, { ...PAPER, year: 'twenty24' });
    const list = await api<Array<{ _id: string }>>(`/semesters/subjects/${subjectId}/pyqs`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    const alone = await api(`/pyqs/${run}-typo`);
    expect(alone.status).toBe(404);
    expect(alone.body).toEqual({ message: 'Paper not found', code: 'not_found' });
    await expectEntry(path, 'year');
  });

  it('subjects: a subject without a title is not listed, its notes 404, and it is reported', async () => {
    const id = `${subjectId}-untitled`;
    const path = `subjects/${id}`;
    await put(path, { semesterId, order: 2 });
    const list = await api<Array<{ _id: string }>>(`/semesters/${semesterId}/subjects`);
    expect(list.status).toBe(200);
    expect(list.body.map((s) => s._id)).toEqual([subjectId]);
    const notes = await api(`/semesters/subjects/${id}/notes`);
    expect(notes.status).toBe(404);
    expect(notes.body).toEqual({ message: 'Subject not found', code: 'not_found' });
    await expectEntry(path, 'title');
  });

  it('semesters: a semester whose title is a number is not listed, and it is reported', async () => {
    const path = `semesters/${semesterId}`;
    await put(path, { title: 7, order: 99 });
    const list = await api<Array<{ _id: string }>>('/semesters');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.map((s) => s._id)).not.toContain(semesterId);
    await expectEntry(path, 'title');
  });

  it('projects: `studentPrice: "free"` is not listed, cannot be booked, and is reported', async () => {
    const id = `typo-project-${run}`;
    const path = `projects/${id}`;
    await put(path, { ...PROJECT, studentPrice: 'free' });
    const list =
      await api<Array<{ _id: string; studentPrice: unknown }>>('/projects?category=hard');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.map((p) => p._id)).not.toContain(id);
    expect(list.body.every((p) => typeof p.studentPrice === 'number')).toBe(true);
    const booked = await api('/orders', { token: user.token, body: bookingBody(id) });
    expect(booked.status).toBe(404);
    expect(booked.body).toEqual({ message: 'Project not found', code: 'not_found' });
    await expectEntry(path, 'studentPrice');

    // Deleted instead of fixed: the entry goes too.
    await admin.db.doc(path).delete();
    await expectNoEntry(path);
  });

  it('notifications: `title: 42` or a text `createdAt` is not listed, not unread, and reported', async () => {
    const student = await createTestUser();
    const unread = async () => {
      const res = await api<{ unread: number }>('/notifications/unread', { token: student.token });
      expect(res.status).toBe(200);
      return res.body.unread;
    };
    const listed = async (token?: string) => {
      const res = await api<Array<{ _id: string; title: unknown }>>('/notifications', { token });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await unread()).toBe(0);

    // Typed in the console after the student signed up: both would be unread if they fitted.
    const numbered = `typo-notification-${run}-number`;
    const textDate = `typo-notification-${run}-date`;
    await put(`notifications/${numbered}`, { title: 42, message: 'x', createdAt: new Date() });
    await put(`notifications/${textDate}`, {
      title: 'Text date',
      message: 'x',
      createdAt: new Date().toISOString(),
    });
    for (const token of [undefined, student.token]) {
      const body = await listed(token);
      expect(body.map((n) => n._id)).not.toContain(numbered);
      expect(body.map((n) => n._id)).not.toContain(textDate);
      expect(body.every((n) => typeof n.title === 'string')).toBe(true);
    }
    expect(await unread()).toBe(0);
    await expectEntry(`notifications/${numbered}`, 'title');
    await expectEntry(`notifications/${textDate}`, 'createdAt');

    // Fixed in the console: listed and unread, and its entry goes.
    await admin.db.doc(`notifications/${numbered}`).set({
      title: 'Fixed',
      message: 'x',
      createdAt: new Date(),
    });
    expect((await listed(student.token)).map((n) => n._id)).toContain(numbered);
    expect(await unread()).toBe(1);
    await expectNoEntry(`notifications/${numbered}`);
  });
});
