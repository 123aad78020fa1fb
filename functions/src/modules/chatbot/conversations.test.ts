import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { conversationHistory, deleteConversation, getConversation, listConversations } =
  await import('./conversations.js');
const { conversationsCollection, messagesCollection } = await import('./stored.js');

const at = (ms: number) => Timestamp.fromMillis(ms);
const conversation = (ms: number, extra: Record<string, unknown> = {}) => ({
  title: `Chat ${ms}`,
  createdAt: at(ms),
  updatedAt: at(ms),
  messageCount: 2,
  ...extra,
});
const source = {
  type: 'note',
  _id: 'n1',
  title: 'Normal forms',
  subjectName: 'DBMS',
  unit: 2,
  page: 4,
  pageEnd: 5,
};
const message = (ms: number, extra: Record<string, unknown> = {}) => ({
  role: 'user',
  text: `question ${ms}`,
  sources: [],
  createdAt: at(ms),
  ...extra,
});
const base = 'users/u1/conversations';

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  vi.mocked(logger.warn).mockClear();
});

function refusedPaths(): unknown[] {
  return vi
    .mocked(logger.warn)
    .mock.calls.filter(([message]) => message === 'stored document refused')
    .map(([, fields]) => (fields as { path: string }).path);
}

describe('stored conversations', () => {
  it('leaves a conversation that does not fit out of the list, and logs it', async () => {
    fake.put(`${base}/good`, conversation(2));
    fake.put(`${base}/bad`, conversation(3, { messageCount: 'two' }));
    fake.put(`${base}/untitled`, conversation(1, { title: null }));
    const list = await listConversations('u1');
    expect(list.map((c) => c.id)).toEqual(['good']);
    expect(refusedPaths()).toEqual([`${base}/bad`, `${base}/untitled`]);
  });

  it('answers a conversation that does not fit as missing, when opened, asked in or deleted', async () => {
    fake.put(`${base}/bad`, conversation(3, { updatedAt: '2025-01-01' }));
    await expect(getConversation('u1', 'bad')).rejects.toThrow('Conversation not found');
    await expect(conversationHistory('u1', 'bad')).rejects.toThrow('Conversation not found');
    await expect(deleteConversation('u1', 'bad')).rejects.toThrow('Conversation not found');
    expect(fake.read(`${base}/bad`)).toBeDefined();
  });

  it('leaves messages that do not fit out of the conversation and of the history', async () => {
    fake.put(`${base}/c1`, conversation(1));
    fake.put(`${base}/c1/messages/m1`, message(1));
    fake.put(
      `${base}/c1/messages/m2`,
      message(2, { role: 'model', text: 'answer', sources: [source] }),
    );
    fake.put(`${base}/c1/messages/m3`, message(3, { role: 'assistant' }));
    fake.put(`${base}/c1/messages/m4`, message(4, { sources: [{ ...source, page: '4' }] }));
    const { conversation: found, messages } = await getConversation('u1', 'c1');
    expect(found.data.title).toBe('Chat 1');
    expect(messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(messages[1]!.data.sources).toEqual([source]);
    const { turns, untitled } = await conversationHistory('u1', 'c1');
    expect(turns).toEqual([
      { role: 'user', text: 'question 1' },
      { role: 'model', text: 'answer' },
    ]);
    expect(untitled).toBe(false);
    expect(refusedPaths()).toContain(`${base}/c1/messages/m3`);
  });

  it('deletes every message of a conversation, fitting or not', async () => {
    fake.put(`${base}/c1`, conversation(1));
    fake.put(`${base}/c1/messages/m1`, message(1));
    fake.put(`${base}/c1/messages/m2`, message(2, { text: 42 }));
    await deleteConversation('u1', 'c1');
    expect([...fake.docs.keys()]).toEqual([]);
  });

  it('refuses to write a conversation or message of the wrong shape', async () => {
    await expect(
      conversationsCollection('u1')
        .doc('c2')
        .set(conversation(1, { messageCount: -1 })),
    ).rejects.toThrow();
    await expect(
      messagesCollection('u1', 'c1')
        .doc('m9')
        .create(message(1, { role: 'bot' }) as never),
    ).rejects.toThrow();
    await expect(
      messagesCollection('u1', 'c1')
        .doc('m9')
        .create(message(1, { sources: [{ ...source, type: 'video' }] }) as never),
    ).rejects.toThrow();
    expect(fake.docs.size).toBe(0);
  });
});
