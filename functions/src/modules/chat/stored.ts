/**
 * The stored shape of the chat room: `chatMessages/{id}` (docs/architecture.md §4), read and
 * written only through `chatMessagesCollection()` (lib/stored.ts). Messages are written only by
 * `POST /chat`; one that does not fit (edited by hand into `text: 42`) is left out of every page
 * and is no anchor for `before=`/`after=` (404 'Message not found'). Ids and `createdAt` stamps:
 * service.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

/**
 * `text` as posted (trimmed, 1–1000 characters: the request's rule, so a stored text is read
 * whatever its length), `uid` (the author; never presented), `userName` (the author's profile
 * name when posting, so renaming later does not rewrite history and listing needs no per-message
 * user read) and `createdAt` (unique per message; service.ts `stampMicros`).
 */
export const storedChatMessageSchema = z.looseObject({
  text: z.string(),
  uid: z.string(),
  userName: z.string(),
  createdAt: z.instanceof(Timestamp),
});

export type StoredChatMessage = z.output<typeof storedChatMessageSchema>;

export const chatMessageConverter = storedConverter(storedChatMessageSchema);

/** `chatMessages`, read and written through its schema. */
export function chatMessagesCollection() {
  return db().collection(COLLECTIONS.chatMessages).withConverter(chatMessageConverter);
}
