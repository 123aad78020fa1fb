/**
 * The stored shape of the Assignment Partner's conversations (docs/architecture.md §4):
 *   users/{uid}/conversations/{id}                 title, subjectId?, createdAt, updatedAt, messageCount
 *   users/{uid}/conversations/{id}/messages/{id}   role, text, sources, askedIn?, createdAt
 * Read and written only through these schemas. Only the functions write these documents (nobody
 * edits a student's chats in the console), so a misfit is a bug or a hand edit: it is refused,
 * never guessed at. A refused conversation is left out of the student's list and answers
 * 'Conversation not found' when opened or asked in; a refused message is left out of the opened
 * conversation and of the history sent to Gemini. Both are logged as 'stored document refused'
 * (lib/stored.ts), and neither stops the rest of the list from showing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { storedConverter, userCollection } from '../../lib/stored.js';

const timestamp = z.instanceof(Timestamp);
/** Pages, units and years as the search index and catalog give them (whole numbers, unchecked). */
const count = z.number().finite();

/**
 * A cited page (`Source` of ./prompt.ts): what the web needs to open the reader there. Sources and
 * "Asked in" entries keep only these fields (`z.object` drops others): nothing reads more.
 */
export const storedSourceSchema = z.object({
  type: z.enum(['note', 'pyq']),
  _id: z.string(),
  title: z.string(),
  subjectName: z.string(),
  unit: count.nullable().optional(),
  year: count.nullable().optional(),
  page: count,
  pageEnd: count.optional(),
});

/** A paper question the student's question matched ("Asked in …", ./asked-in.ts). */
export const storedAskedInSchema = z.object({
  type: z.literal('pyq'),
  _id: z.string(),
  title: z.string(),
  subjectName: z.string(),
  year: count.nullable(),
  session: z.string().nullable(),
  number: z.string(),
  page: count,
  label: z.string(),
});

/**
 * `title` is '' until the first question names it; `messageCount` and `updatedAt` move with
 * every stored exchange (`FieldValue.increment`, so they are written by `update`, not here).
 */
export const storedConversationSchema = z.looseObject({
  title: z.string(),
  subjectId: z.string().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
  messageCount: z.number().int().nonnegative(),
});

/** One turn: the student's question ('user', no sources) or the Partner's answer ('model'). */
export const storedMessageSchema = z.looseObject({
  role: z.enum(['user', 'model']),
  text: z.string(),
  sources: z.array(storedSourceSchema),
  /** Stored only when some paper asked the question. */
  askedIn: z.array(storedAskedInSchema).optional(),
  createdAt: timestamp,
});

export type StoredConversation = z.output<typeof storedConversationSchema>;
export type StoredMessage = z.output<typeof storedMessageSchema>;

export const conversationConverter = storedConverter(storedConversationSchema);
export const messageConverter = storedConverter(storedMessageSchema);

/** `users/{uid}/conversations`, read and written through its schema. */
export function conversationsCollection(uid: string) {
  return userCollection(uid, COLLECTIONS.conversations, conversationConverter);
}

/** The messages of `users/{uid}/conversations/{id}`, read and written through their schema. */
export function messagesCollection(uid: string, conversationId: string) {
  return conversationsCollection(uid)
    .doc(conversationId)
    .collection(COLLECTIONS.messages)
    .withConverter(messageConverter);
}
