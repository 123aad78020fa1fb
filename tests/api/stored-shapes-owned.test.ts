// A student's own records that do not fit their stored schema (issue 34): a malformed Partner
// conversation or message is left out and never breaks the list; an upload whose reviewed fields
// the content team mistyped still shows to its student, normalised, while one whose other fields
// do not fit is left out and, when approved, goes back to pending naming the field; an
// unreadable idempotency record neither books twice nor blocks the booking form. Everything is
// written under this file's own users and deleted afterwards.
import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { bookingBody, type Created } from '../support/marketplace.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';

const written: string[] = [];
/** Trigger delivery through the local event bridge; far above what it takes (about a second). */
const TRIGGER_DEADLINE_MS = 30_000;
const QUIZ = 'quiz-app-java-swing';

async function put(path: string, data: Record<string, unknown>): Promise<void> {
  written.push(path);
  await admin.db.doc(path).set(data);
}

let student: TestUser;
beforeAll(async () => {
  student = await createTestUser();
});

afterAll(async () => {
  await Promise.all(written.map((path) => admin.db.doc(path).delete()));
});

const notFound = (message: string) => ({ message, code: 'not_found' });

describe("the Partner's stored conversations", () => {
  it('leave a malformed conversation or message out, and list the rest', async () => {
    const created = await api<{ _id: string }>('/chatbot/conversations', {
      method: 'POST',
      token: student.token,
      body: { title: 'Queues' },
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const base = `users/${student.uid}/conversations`;
    written.push(`${base}/${id}`);
    const later = Timestamp.fromMillis(Date.now() + 60_000);
    await put(`${base}/typo`, {
      title: 42,
      createdAt: later,
      updatedAt: later,
      messageCount: 0,
    });
    await put(`${base}/${id}/messages/m1`, {
      role: 'user',
      text: 'What is a queue?',
      sources: [],
      createdAt: Timestamp.fromMillis(1_000),
    });
    await put(`${base}/${id}/messages/m2`, {
      role: 'assistant',
      text: 'A FIFO list.',
      sources: [],
      createdAt: Timestamp.fromMillis(2_000),
    });

    const list = await api<Array<{ _id: string; title: string }>>('/chatbot/conversations', {
      token: student.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c._id)).toEqual([id]);
    const typo = await api('/chatbot/conversations/typo', { token: student.token });
    expect(typo.status).toBe(404);
    expect(typo.body).toEqual(notFound('Conversation not found'));
    const detail = await api<{ messages: Array<{ _id: string }> }>(`/chatbot/conversations/${id}`, {
      token: student.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.messages.map((m) => m._id)).toEqual(['m1']);
  });
});

describe('uploads under review', () => {
  const upload = (overrides: Record<string, unknown>) => ({
    kind: 'note',
    subjectId: 'typo-subject-none',
    semesterId: 'typo-sem-none',
    subjectName: 'Typo subject',
    unit: 2,
    year: null,
    session: null,
    title: 'Normal forms',
    uid: student.uid,
    credit: 'anonymous',
    creditName: null,
    status: 'pending',
    reason: null,
    sha256: 'b'.repeat(64),
    bytes: 2048,
    pages: 2,
    source: 'pdf',
    photos: 0,
    incomingPath: `incoming/${student.uid}/x.pdf`,
    publishedId: null,
    createdAt: Timestamp.now(),
    ...overrides,
  });

  it('show a console typo to the student normalised, and leave a broken one out', async () => {
    const run = randomUUID().slice(0, 8);
    await put(`uploads/${run}-typo`, upload({ status: 'Rejected ', unit: '3', title: 2024 }));
    await put(`uploads/${run}-broken`, upload({ bytes: 'big' }));
    const list = await api<Array<Record<string, unknown>>>('/uploads', { token: student.token });
    expect(list.status).toBe(200);
    expect(list.body.map((u) => u._id)).toEqual([`${run}-typo`]);
    expect(list.body[0]).toMatchObject({ status: 'pending', unit: 3, title: '2024', reason: null });
    const alone = await api(`/uploads/${run}-typo`, { token: student.token });
    expect(alone.status).toBe(200);
    const broken = await api(`/uploads/${run}-broken`, { token: student.token });
    expect(broken.status).toBe(404);
    expect(broken.body).toEqual(notFound('Upload not found'));
  });

  it('send an approved upload that does not fit back to pending, naming the field', async () => {
    const path = `uploads/${randomUUID().slice(0, 8)}-approved`;
    await put(path, upload({ pages: 'two' }));
    await admin.db.doc(path).update({ status: 'approved' });
    const after = await eventually(async () => {
      const data = (await admin.db.doc(path).get()).data();
      return data?.reviewError ? data : undefined;
    }, TRIGGER_DEADLINE_MS);
    expect(after).toMatchObject({ status: 'pending', pages: 'two' });
    expect(String(after!.reviewError)).toMatch(/^pages does not have the shape/);
  });
});

describe('an unreadable idempotency record', () => {
  const recordPath = (uid: string, key: string) =>
    `idempotencyKeys/${createHash('sha256').update(`${uid}\n${key}`).digest('hex')}`;
  const ordersOf = async (uid: string) =>
    (await admin.db.collection('orders').where('uid', '==', uid).get()).docs.map((d) => d.id);

  it('answers the order it made, never a second one', async () => {
    const buyer = await createTestUser();
    const key = randomUUID();
    const headers = { 'Idempotency-Key': key };
    const body = bookingBody(QUIZ);
    const first = await api<Created>('/orders', { token: buyer.token, body, headers });
    expect(first.status).toBe(201);
    const path = recordPath(buyer.uid, key);
    written.push(path);
    await admin.db.doc(path).update({ fingerprint: 42 });

    const again = await api<Created>('/orders', { token: buyer.token, body, headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await ordersOf(buyer.uid)).toEqual([first.body._id]);
  });

  it('does not block the form: the key is claimed again and answers once', async () => {
    const buyer = await createTestUser();
    const key = randomUUID();
    const headers = { 'Idempotency-Key': key };
    const body = bookingBody(QUIZ);
    const path = recordPath(buyer.uid, key);
    await put(path, { uid: buyer.uid, orderId: 7, fingerprint: 'torn' });
    written.push(`${path}-2`);

    const first = await api<Created>('/orders', { token: buyer.token, body, headers });
    expect(first.status).toBe(201);
    const second = await api<Created>('/orders', { token: buyer.token, body, headers });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await ordersOf(buyer.uid)).toEqual([first.body._id]);
  });
});
