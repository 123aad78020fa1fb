/**
 * Assignment Partner conversations, per user:
 *   users/{uid}/conversations/{id}            title, subjectId?, createdAt, updatedAt, messageCount
 *   users/{uid}/conversations/{id}/messages/{id}   role ('user' | 'model'), text, sources[], createdAt
 * Living under the user's document makes every read owner-only by construction: another user's
 * conversation id simply does not exist under your uid (404). Every read and write goes through
 * the schemas of ./stored.ts: a document that does not fit is left out, or answers as missing.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import type { Stored } from '../../lib/present.js';
import { storedDoc, storedDocs } from '../../lib/stored.js';
import type { GeminiTurn } from '../../integrations/gemini.js';
import type { ChatbotAskedInDto } from '@notesea/contract/partner';
import type { Source } from './prompt.js';
import {
  conversationsCollection as conversations,
  messagesCollection as messages,
  type StoredConversation,
  type StoredMessage,
} from './stored.js';

/** Conversations listed on /chatbot, newest first. */
export const MAX_CONVERSATIONS = 50;
/** Messages read back to rebuild the context; the token budget then trims them further. */
export const HISTORY_MESSAGES = 20;
/** Messages returned when a conversation is opened (the latest ones). */
export const MAX_MESSAGES_SHOWN = 200;
export const TITLE_MAX = 80;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** Starts an empty conversation. @returns the stored conversation */
export async function createConversation(
  uid: string,
  input: { title?: string; subjectId?: string },
): Promise<Stored<StoredConversation>> {
  const at = Timestamp.fromDate(now());
  const data: StoredConversation = {
    title: (input.title ?? '').trim().slice(0, TITLE_MAX),
    ...(input.subjectId ? { subjectId: input.subjectId } : {}),
    createdAt: at,
    updatedAt: at,
    messageCount: 0,
  };
  const ref = await conversations(uid).add(data);
  return { id: ref.id, data };
}

/**
 * The user's conversations, most recently used first (1 query); one that does not fit its schema
 * is left out (and logged), so the rest still show.
 */
export async function listConversations(uid: string): Promise<Stored<StoredConversation>[]> {
  const snap = await conversations(uid).orderBy('updatedAt', 'desc').limit(MAX_CONVERSATIONS).get();
  return storedDocs(snap);
}

/**
 * A conversation with its latest messages, oldest first (1 read + 1 query); messages that do not
 * fit their schema are left out.
 * @throws NotFound('Conversation not found') when it is not the user's, or does not fit its schema
 */
export async function getConversation(
  uid: string,
  id: string,
): Promise<{ conversation: Stored<StoredConversation>; messages: Stored<StoredMessage>[] }> {
  const [snap, latest] = await Promise.all([
    conversations(uid).doc(id).get(),
    messages(uid, id).orderBy('createdAt', 'desc').limit(MAX_MESSAGES_SHOWN).get(),
  ]);
  const conversation = storedDoc(snap);
  if (!conversation) throw new NotFound(CONVERSATION_NOT_FOUND);
  return { conversation, messages: storedDocs(latest).reverse() };
}

/**
 * The conversation's recent turns for the model, oldest first, and whether it still needs a
 * title (1 read + 1 query). Messages that do not fit their schema are left out.
 * @throws NotFound('Conversation not found') when it is not the user's, or does not fit its schema
 */
export async function conversationHistory(
  uid: string,
  id: string,
): Promise<{ turns: GeminiTurn[]; untitled: boolean }> {
  const [snap, recent] = await Promise.all([
    conversations(uid).doc(id).get(),
    messages(uid, id).orderBy('createdAt', 'desc').limit(HISTORY_MESSAGES).get(),
  ]);
  const conversation = storedDoc(snap);
  if (!conversation) throw new NotFound(CONVERSATION_NOT_FOUND);
  const turns: GeminiTurn[] = storedDocs(recent)
    .reverse()
    .map(({ data }) => ({ role: data.role, text: data.text }));
  return { turns, untitled: !conversation.data.title };
}

/**
 * Stores one question and its answer (one batch): the two messages, the conversation's
 * `updatedAt` and `messageCount`, and its title from the first question when it has none.
 */
export async function appendExchange(
  uid: string,
  id: string,
  exchange: {
    question: string;
    reply: string;
    sources: Source[];
    /** Papers that asked the question; stored only when there are some. */
    askedIn?: ChatbotAskedInDto[];
    titleIfEmpty: boolean;
  },
): Promise<void> {
  const ref = conversations(uid).doc(id);
  const thread = messages(uid, id);
  const asked = now();
  // The answer is stamped a millisecond later so the two always sort question-first.
  const answered = new Date(asked.getTime() + 1);
  const batch = db().batch();
  batch.create(thread.doc(), {
    role: 'user',
    text: exchange.question,
    sources: [],
    createdAt: Timestamp.fromDate(asked),
  });
  batch.create(thread.doc(), {
    role: 'model',
    text: exchange.reply,
    sources: exchange.sources,
    ...(exchange.askedIn?.length ? { askedIn: exchange.askedIn } : {}),
    createdAt: Timestamp.fromDate(answered),
  });
  // update(), not the converter: `increment` is a sentinel, and the other fields stay as they are.
  batch.update(ref, {
    updatedAt: Timestamp.fromDate(answered),
    messageCount: FieldValue.increment(2),
    ...(exchange.titleIfEmpty ? { title: titleFrom(exchange.question) } : {}),
  });
  await batch.commit();
}

/**
 * Deletes a conversation and all its messages (no recursiveDelete: the light emulator lacks it),
 * including messages that do not fit their schema: they are the student's, and deleting never
 * shows them.
 * @throws NotFound('Conversation not found') when it is not the user's, or does not fit its schema
 */
export async function deleteConversation(uid: string, id: string): Promise<void> {
  const ref = conversations(uid).doc(id);
  if (!storedDoc(await ref.get())) throw new NotFound(CONVERSATION_NOT_FOUND);
  for (;;) {
    const page = await messages(uid, id).limit(400).get();
    if (page.empty) break;
    const batch = db().batch();
    page.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
  await ref.delete();
}

/** A title from the first question: its first line, at most TITLE_MAX characters. */
export function titleFrom(question: string): string {
  const line = question.trim().split('\n')[0] ?? '';
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}
