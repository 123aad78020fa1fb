import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Message = { _id: string; text: string; createdAt: string; user: { name: string } };

const RATE_LIMIT_MESSAGE =
  'You are sending messages too quickly. Please wait a minute and try again.';

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});

async function storedWithText(text: string) {
  return (await admin.db.collection('chatMessages').where('text', '==', text).get()).docs;
}

describe('chat needs a session', () => {
  it.each([
    ['GET', undefined],
    ['POST', { text: 'hello' }],
  ])('%s /chat without a token → 401', async (method, body) => {
    const res = await api('/chat', { method, body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
  });
});

describe('POST /chat', () => {
  it("stores the trimmed text with the author's uid and current name", async () => {
    const text = `hello ${randomUUID()}`;
    const res = await api<Message>('/chat', {
      method: 'POST',
      token: user.token,
      body: { text: `  ${text}\n` },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      text,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { name: user.name },
    });
    const docs = await storedWithText(text);
    expect(docs.map((d) => d.id)).toEqual([res.body._id]);
    expect(docs[0]!.data()).toMatchObject({ text, uid: user.uid, userName: user.name });
  });

  it('uses the name the profile has at posting time', async () => {
    const renamed = await createTestUser();
    await admin.db.doc(`users/${renamed.uid}`).update({ name: 'Renamed Student' });
    const text = `after rename ${randomUUID()}`;
    const res = await api<Message>('/chat', {
      method: 'POST',
      token: renamed.token,
      body: { text },
    });
    expect(res.body.user).toEqual({ name: 'Renamed Student' });
    expect((await storedWithText(text))[0]!.get('userName')).toBe('Renamed Student');
  });

  it.each([
    ['empty text', { text: '' }, 'Message text is required'],
    ['blank text', { text: '  \n ' }, 'Message text is required'],
    ['no text', {}, 'Message text is required'],
    ['a number', { text: 7 }, 'Message text must be text'],
    ['1001 characters', { text: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
  ])('%s → 400 %s, nothing stored', async (_label, body, message) => {
    const sender = await createTestUser();
    const res = await api('/chat', { method: 'POST', token: sender.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    const mine = await admin.db.collection('chatMessages').where('uid', '==', sender.uid).get();
    expect(mine.size).toBe(0);
  });

  it('accepts exactly 1000 characters', async () => {
    const text = `${randomUUID()}${'z'.repeat(964)}`;
    const res = await api<Message>('/chat', { method: 'POST', token: user.token, body: { text } });
    expect(res.status).toBe(201);
    expect(res.body.text).toHaveLength(1000);
  });

  it(
    '100 concurrent posts from 10 users are all stored exactly once',
    { timeout: 90_000 },
    async () => {
      const users = await Promise.all(Array.from({ length: 10 }, () => createTestUser()));
      const run = randomUUID();
      const posts = users.flatMap((u, i) =>
        Array.from({ length: 10 }, (_, j) => ({ user: u, text: `burst ${run} u${i} m${j}` })),
      );
      const results = await Promise.all(
        posts.map((p) =>
          api<Message>('/chat', { method: 'POST', token: p.user.token, body: { text: p.text } }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(posts.map(() => 201));
      expect(new Set(results.map((r) => r.body._id)).size).toBe(100);

      for (const u of users) {
        const mine = await admin.db.collection('chatMessages').where('uid', '==', u.uid).get();
        const texts = mine.docs.map((d) => d.get('text') as string).sort();
        const expected = posts
          .filter((p) => p.user === u)
          .map((p) => p.text)
          .sort();
        expect(texts).toEqual(expected);
        expect(mine.docs.every((d) => d.get('userName') === u.name)).toBe(true);
      }
    },
  );

  it(
    'is rate limited per user at 20 posts a minute, other users unaffected',
    { timeout: 60_000 },
    async () => {
      const chatty = await createTestUser();
      const statuses: number[] = [];
      let refused: { message: string; code: string } | undefined;
      let retryAfter: string | null = null;
      // A fixed window may roll over mid-burst, so allow up to two windows' worth before the 429.
      for (let i = 0; i < 41 && !refused; i++) {
        const res = await api('/chat', {
          method: 'POST',
          token: chatty.token,
          body: { text: `flood ${i}` },
        });
        statuses.push(res.status);
        if (res.status === 429) {
          refused = res.body;
          retryAfter = res.headers.get('retry-after');
        }
      }
      expect(refused).toEqual({ message: RATE_LIMIT_MESSAGE, code: 'rate_limited' });
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const accepted = statuses.filter((s) => s === 201).length;
      expect(accepted).toBeGreaterThanOrEqual(20);
      expect(accepted).toBeLessThanOrEqual(40);
      const stored = await admin.db.collection('chatMessages').where('uid', '==', chatty.uid).get();
      expect(stored.size).toBe(accepted);

      const other = await api('/chat', {
        method: 'POST',
        token: user.token,
        body: { text: 'still ok' },
      });
      expect(other.status).toBe(201);
    },
  );
});

describe('GET /chat', () => {
  it('returns the latest messages oldest first, each {_id, text, createdAt, user: {name}}', async () => {
    const texts = [`one ${randomUUID()}`, `two ${randomUUID()}`, `three ${randomUUID()}`];
    for (const text of texts) {
      await api('/chat', { method: 'POST', token: user.token, body: { text } });
    }
    const res = await api<Message[]>('/chat', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.slice(-3).map((m) => m.text)).toEqual(texts);
    expect(res.body.at(-1)).toEqual({
      _id: expect.any(String),
      text: texts[2],
      createdAt: expect.any(String),
      user: { name: user.name },
    });
    const times = res.body.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // No author uid leaks to other users.
    expect(JSON.stringify(res.body)).not.toContain(user.uid);
  });

  it('returns at most the latest 200', { timeout: 90_000 }, async () => {
    const count = (await admin.db.collection('chatMessages').count().get()).data().count;
    if (count <= 200) {
      const filler = await Promise.all(Array.from({ length: 10 }, () => createTestUser()));
      await Promise.all(
        Array.from({ length: 201 - count }, (_, i) =>
          api('/chat', {
            method: 'POST',
            token: filler[i % 10]!.token,
            body: { text: `filler ${i}` },
          }),
        ),
      );
    }
    const last = `newest ${randomUUID()}`;
    await api('/chat', { method: 'POST', token: user.token, body: { text: last } });
    const res = await api<Message[]>('/chat', { token: user.token });
    expect(res.body).toHaveLength(200);
    expect(res.body.at(-1)!.text).toBe(last);
  });
});
