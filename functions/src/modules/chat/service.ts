/**
 * The global chat room (spec §2 /chat: one room, fetched once on load).
 *
 * Stored: `chatMessages/{id}` with `text` (trimmed, 1–1000 characters), `uid` (author),
 * `userName` (the author's profile name when posting, so renaming later does not rewrite
 * history and listing needs no per-message user read) and `createdAt` (Timestamp, server time).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { db } from '../../lib/firebase.js';
import { asString, stored, type Stored } from '../../lib/present.js';
import { CHAT_HISTORY_LIMIT } from '../../shared/chat.js';

export const COLLECTIONS = { chatMessages: 'chatMessages', users: 'users' } as const;

/** The latest `CHAT_HISTORY_LIMIT` (200) messages, oldest first (1 query). */
export async function listMessages(): Promise<Stored[]> {
  const snap = await db()
    .collection(COLLECTIONS.chatMessages)
    .orderBy('createdAt', 'desc')
    .limit(CHAT_HISTORY_LIMIT)
    .get();
  return snap.docs.map(stored).reverse();
}

/**
 * Posts `text` (already trimmed and bounded) as user `uid`, named after `users/{uid}.name`
 * ('' when the profile has no name). 1 read + 1 write; `create()` on a fresh id, so a message is
 * stored exactly once per accepted request.
 */
export async function postMessage(uid: string, text: string): Promise<Stored> {
  const profile = await db().collection(COLLECTIONS.users).doc(uid).get();
  const ref = db().collection(COLLECTIONS.chatMessages).doc();
  const data = {
    text,
    uid,
    userName: asString(profile.get('name')).trim(),
    createdAt: Timestamp.fromDate(now()),
  };
  await ref.create(data);
  return { id: ref.id, data };
}
