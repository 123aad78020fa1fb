// The grounding rules through the stack: the Partner's sources are note pages, a paper that asked
// the question is shown apart ("Asked in"), a question only a paper holds is "not covered", the
// stream and stored conversations carry the same, and an answer reads no page documents.
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../tools/src/paths.mjs';
import { OFF_SYLLABUS_QUESTIONS } from '../../tools/src/seed-paper-pdf.mjs';
import { admin } from '../support/admin.js';
import { API_URL, STACK_MODE } from '../support/env.js';
import { readEvents } from '../support/event-stream.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

type Source = { type: string; _id: string; page: number; pageEnd?: number };
type AskedIn = { type: string; _id: string; number: string; page: number; label: string };
type Answer = { reply: string; sources: Source[]; askedIn?: AskedIn[]; conversationId?: string };

const NOT_COVERED = "Your NoteSea notes don't cover this.";

async function ask(body: Record<string, unknown>) {
  const res = await api<Answer>('/chatbot', {
    method: 'POST',
    token: (await createTestUser()).token,
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A seeded paper question that a unit's notes answer: its subject, text and where it is. */
let asked: { subjectId: string; text: string; paperId: string; number: string; page: number };

beforeAll(async () => {
  // A question whose unit's notes answer it (its `notePages` are the note pages that do): a
  // printed Module heading can give a question a unit that no note of its subject explains.
  const snap = await admin.db.collection('pyqQuestions').where('unit', '==', 2).limit(20).get();
  const doc = snap.docs.find(
    (d) => String(d.get('text')).length > 30 && (d.get('notePages') as unknown[]).length > 0,
  )!;
  asked = {
    subjectId: String(doc.get('subjectId')),
    text: String(doc.get('text')),
    paperId: String(doc.get('paperId')),
    number: String(doc.get('number')),
    page: Number(doc.get('page')),
  };
});

/** Each "Asked in" entry is a stored question of that paper, at its page. */
async function expectStoredQuestions(entries: AskedIn[]) {
  for (const entry of entries) {
    const stored = await admin.db
      .collection('pyqQuestions')
      .where('paperId', '==', entry._id)
      .where('number', '==', entry.number)
      .get();
    expect(stored.size, `${entry._id} ${entry.number}`).toBe(1);
    expect(entry).toMatchObject({ type: 'pyq', page: stored.docs[0]!.get('page') });
    expect(entry.label).toMatch(/^([A-Z][a-z]{2} )?\d{4}, Q/);
  }
}

describe('POST /chatbot grounding', () => {
  it('answers a paper question from note pages and shows the paper apart', async () => {
    const answer = await ask({ message: asked.text, subjectId: asked.subjectId });
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.every((s) => s.type === 'note')).toBe(true);
    expect(answer.askedIn?.length).toBeGreaterThan(0);
    await expectStoredQuestions(answer.askedIn!);
  });

  it('the Exam prep "Explain" question follows the same rules', async () => {
    // As web/src/features/exam-prep/utils/explain-prompt.ts words it.
    const message = `Explain how to answer this exam question (2024 paper, Q${asked.number}): ${asked.text}`;
    const answer = await ask({ message, subjectId: asked.subjectId });
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.every((s) => s.type === 'note')).toBe(true);
    expect(answer.askedIn?.length).toBeGreaterThan(0);
    await expectStoredQuestions(answer.askedIn!);
  });

  it("says the notes don't cover a question that only a paper holds, word for word", async () => {
    for (const message of OFF_SYLLABUS_QUESTIONS as string[]) {
      const answer = await ask({ message });
      expect(answer.reply.startsWith(NOT_COVERED), answer.reply).toBe(true);
      expect(answer.sources).toEqual([]);
    }
  });

  it('streams "Asked in" on the sources event and stores it with the answer', async () => {
    const student = await createTestUser();
    const created = await api<{ _id: string }>('/chatbot/conversations', {
      method: 'POST',
      token: student.token,
      body: { subjectId: asked.subjectId },
    });
    expect(created.status).toBe(201);
    const res = await fetch(`${API_URL}/chatbot/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${student.token}` },
      body: JSON.stringify({
        message: asked.text,
        subjectId: asked.subjectId,
        conversationId: created.body._id,
      }),
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res, performance.now());
    const cited = events.find((e) => e.event === 'sources')!.data as {
      sources: Source[];
      askedIn: AskedIn[];
    };
    expect(cited.sources.every((s) => s.type === 'note')).toBe(true);
    expect(cited.askedIn.length).toBeGreaterThan(0);

    const detail = await api<{
      messages: { role: string; sources: Source[]; askedIn?: AskedIn[] }[];
    }>(`/chatbot/conversations/${created.body._id}`, { token: student.token });
    expect(detail.status).toBe(200);
    const answer = detail.body.messages.find((m) => m.role === 'model')!;
    expect(answer.askedIn).toEqual(cited.askedIn);
    expect(answer.sources).toEqual(cited.sources);
  });

  // The light stack counts the Firestore RPCs it serves (tools/src/stack/light-services.mjs).
  it.skipIf(STACK_MODE !== 'light')(
    'an answer reads no page documents: only the rate limit’s own read and write (light mode only)',
    async () => {
      const counts = async (): Promise<Record<string, number>> =>
        (await (await fetch(`http://${HOSTS.operations}/firestore-operations`)).json()) as Record<
          string,
          number
        >;
      const total = (used: Record<string, number>) =>
        Object.values(used).reduce((sum, n) => sum + n, 0);
      const quiet = async () => {
        let last = await counts();
        const deadline = Date.now() + 30_000;
        for (;;) {
          await new Promise((r) => setTimeout(r, 300));
          const now = await counts();
          if (total(now) === total(last) || Date.now() > deadline) return now;
          last = now;
        }
      };
      const student = await createTestUser();
      const windows: Record<string, number>[] = [];
      // The first answers may read the papers' questions (once per instance and content
      // version) and the content version (every 3 s); the fewest operations over a few windows
      // are an answer's own.
      for (let attempt = 0; attempt < 5; attempt++) {
        const before = await quiet();
        const res = await api<Answer>('/chatbot', {
          method: 'POST',
          token: student.token,
          body: { message: asked.text, subjectId: asked.subjectId },
        });
        const after = await counts();
        expect(res.status).toBe(200);
        expect(res.body.sources.length).toBeGreaterThan(0);
        windows.push(
          Object.fromEntries(
            Object.entries(after)
              .map(([method, n]) => [method, n - (before[method] ?? 0)])
              .filter(([, n]) => Number(n) > 0),
          ),
        );
      }
      const fewest = windows.reduce((a, b) => (total(b) < total(a) ? b : a));
      // The rate limit (10 questions a minute) reads and updates its counter: 1 + 1. Before the
      // grounding rules each answer also read its 5 passages' pages (one more BatchGetDocuments).
      expect(fewest, `operations per window: ${JSON.stringify(windows)}`).toEqual({
        BatchGetDocuments: 1,
        Commit: 1,
      });
    },
  );
});
