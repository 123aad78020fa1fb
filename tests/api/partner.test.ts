// The grounded Assignment Partner through the real stack: retrieval from the seeded notes, the
// local Gemini stub (which answers only from the passages it is given), streaming through the
// Hosting rewrite, and stored conversations.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { API_URL } from '../support/env.js';
import { readEvents, type ArrivedEvent } from '../support/event-stream.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Source = { type: string; _id: string; title: string; subjectName: string; page: number };
type Answer = { reply: string; sources: Source[]; conversationId?: string };

const INFIX = 'How do I convert an infix expression to postfix using a stack?';

/** A fresh student per call keeps each test clear of the per-user rate limit. */
async function ask(body: Record<string, unknown>, token?: string) {
  return api<Answer>('/chatbot', {
    method: 'POST',
    token: token ?? (await createTestUser()).token,
    body,
  });
}

/** POST /chatbot/stream, read as server-sent events with their arrival times (ms). */
async function stream(body: Record<string, unknown>, token: string) {
  const started = performance.now();
  const res = await fetch(`${API_URL}/chatbot/stream`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { res, events: [] as ArrivedEvent[], json: await res.json() };
  }
  return { res, events: await readEvents(res, started), json: undefined };
}

async function pageText(source: Source): Promise<string> {
  const snap = await admin.db.doc(`contentPages/${source._id}-p${source.page}`).get();
  return String(snap.get('text') ?? '').replace(/\s+/g, ' ');
}

let student: TestUser;
beforeAll(async () => {
  student = await createTestUser();
});

describe('POST /chatbot answers from the notes', () => {
  it('cites the seeded DSA note page with the worked example, and only what that page says', async () => {
    const res = await ask({ message: INFIX });
    expect(res.status).toBe(200);
    const { reply, sources } = res.body;
    expect(sources.length).toBeGreaterThan(0);
    const dsa = sources.find((s) => /Data Structures and Algorithms/.test(s.subjectName));
    expect(dsa).toMatchObject({ type: 'note', title: 'Stacks and Queues', page: 3 });
    // The stub quotes one sentence per cited passage, "- sentence [n]", citing in order: each
    // quoted sentence must be on the page its source names (no invented citation).
    const quoted = [...reply.matchAll(/^- (.+) \[(\d+)\]$/gm)];
    expect(quoted.length).toBe(sources.length);
    for (const [i, match] of quoted.entries()) {
      expect(await pageText(sources[i]!)).toContain(match[1]!.replace(/\s+/g, ' '));
    }
  });

  it("says the notes don't cover a question outside them, with no sources", async () => {
    const res = await ask({ message: 'What is a good recipe for paneer butter masala?' });
    expect(res.status).toBe(200);
    expect(res.body.reply).toMatch(/^Your NoteSea notes don't cover this\./);
    expect(res.body.sources).toEqual([]);
  });

  it('narrows retrieval to a picked subject', async () => {
    const res = await ask({ message: INFIX, subjectId: 'aids-3-dsa' });
    expect(res.body.sources.length).toBeGreaterThan(0);
    for (const s of res.body.sources) expect(s.subjectName).toMatch(/\(AIDS\)/);
  });

  it('on a reader page prefers the open page', async () => {
    const notes = (
      await api<{ _id: string; unit: number }[]>('/semesters/subjects/cse-3-dsa/notes')
    ).body;
    const unit2 = notes.find((n) => n.unit === 2)!;
    const res = await ask({
      message: 'Walk me through the worked example and its operators',
      noteId: unit2._id,
      page: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.sources[0]).toMatchObject({ _id: unit2._id, page: 3 });
  });

  it('validates the scope fields', async () => {
    const res = await ask({ message: INFIX, page: 0 }, student.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'page must be a whole number from 1 to 10000',
      code: 'validation',
    });
  });
});

describe('POST /chatbot/stream', () => {
  it('streams several token events through Hosting as they come, then sources, then done', async () => {
    const { res, events } = await stream({ message: INFIX }, (await createTestUser()).token);
    expect(res.status).toBe(200);
    const names = events.map((e) => e.event);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    expect(names.slice(-2)).toEqual(['sources', 'done']);
    expect(names.indexOf('sources')).toBe(tokens.length);
    // Unbuffered: the first piece arrives well before the last one.
    expect(tokens.at(-1)!.at - tokens[0]!.at).toBeGreaterThan(200);
    const text = tokens.map((e) => e.data.text).join('');
    const sources = events.find((e) => e.event === 'sources')!.data.sources as Source[];
    expect(text).toMatch(/\[1\]/);
    expect(sources.some((s) => s.title === 'Stacks and Queues' && s.page === 3)).toBe(true);
  });

  it('a stream cut mid-way delivers what came, then an error event', async () => {
    const { events } = await stream(
      { message: `${INFIX} [stub:break]` },
      (await createTestUser()).token,
    );
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { message: 'Something went wrong. Please try again.' },
    });
    expect(events.some((e) => e.event === 'done')).toBe(false);
  });

  it('errors before the stream starts are plain JSON with their status', async () => {
    const noAuth = await fetch(`${API_URL}/chatbot/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'hi' }),
    });
    expect(noAuth.status).toBe(401);
    const { res, json } = await stream(
      { message: 'x [stub:error]' },
      (await createTestUser()).token,
    );
    expect(res.status).toBe(503);
    expect(json).toEqual({
      message: 'The Assignment Partner could not answer right now. Please try again.',
      code: 'service_unavailable',
    });
  });
});

describe('conversations', () => {
  it('are stored per user, listed with a title, resumable, owner-only and deletable', async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const created = await api<{ _id: string; title: string }>('/chatbot/conversations', {
      method: 'POST',
      token: owner.token,
      body: {},
    });
    expect(created.status).toBe(201);
    const id = created.body._id;

    const first = await stream({ message: INFIX, conversationId: id }, owner.token);
    expect(first.events.at(-1)).toMatchObject({ event: 'done', data: { conversationId: id } });
    const second = await ask(
      { message: 'And what about circular queues?', conversationId: id },
      owner.token,
    );
    expect(second.body.conversationId).toBe(id);

    const list = await api<{ _id: string; title: string; messageCount: number }[]>(
      '/chatbot/conversations',
      { token: owner.token },
    );
    expect(list.body[0]).toMatchObject({ _id: id, title: INFIX, messageCount: 4 });
    const detail = await api<{ messages: { role: string; text: string; sources: Source[] }[] }>(
      `/chatbot/conversations/${id}`,
      { token: owner.token },
    );
    expect(detail.body.messages.map((m) => m.role)).toEqual(['user', 'model', 'user', 'model']);
    expect(detail.body.messages[0]!.text).toBe(INFIX);
    expect(detail.body.messages[1]!.sources.length).toBeGreaterThan(0);

    // Another student: not listed, not readable, not deletable, cannot continue it.
    expect((await api('/chatbot/conversations', { token: other.token })).body).toEqual([]);
    for (const method of ['GET', 'DELETE']) {
      const res = await api(`/chatbot/conversations/${id}`, { method, token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Conversation not found', code: 'not_found' });
    }
    const hijack = await ask({ message: INFIX, conversationId: id }, other.token);
    expect(hijack.status).toBe(404);
    expect((await api(`/chatbot/conversations/${id}`, { token: owner.token })).body).toMatchObject({
      messageCount: 4,
    });

    expect(
      (await api(`/chatbot/conversations/${id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(204);
    expect((await api(`/chatbot/conversations/${id}`, { token: owner.token })).status).toBe(404);
    const messages = await admin.db
      .collection(`users/${owner.uid}/conversations/${id}/messages`)
      .get();
    expect(messages.size).toBe(0);
  });

  it('need a session', async () => {
    expect((await api('/chatbot/conversations')).status).toBe(401);
    expect((await api('/chatbot/conversations', { method: 'POST', body: {} })).status).toBe(401);
  });
});
