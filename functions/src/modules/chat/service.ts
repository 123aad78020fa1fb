/**
 * The global chat room (docs/product.md §2 /chat).
 *
 * Stored: `chatMessages/{id}`, shape in stored.ts (`storedChatMessageSchema`). `createdAt` is the
 * API instance's clock in milliseconds plus a sub-millisecond part that makes it unique (below).
 *
 * Paging without reading the anchor: a message posted by this code is `chatMessages/{t}-{r}`,
 * where `t` is its `createdAt` in microseconds (base 36, 11 digits, so ids also sort by time in
 * the console) and `r` 20 random characters. `before=<id>` / `after=<id>` decode the anchor's
 * `createdAt` from the id and run ONE query, `createdAt < t` (or `> t`) ordered by `createdAt`
 * with a limit, which reads only the messages it returns. For that to be exact, no two messages
 * may share a `createdAt`: each is stamped at millisecond + a random microsecond (0–999), and
 * one instance never repeats or goes back on a stamp; two instances would have to post in the
 * same millisecond and draw the same microsecond (1 in 1000) to tie, and a tie only makes one of
 * the two skip the other as a paging anchor.
 * Alternatives weighed:
 * - a cursor on (`createdAt`, document id) with `startAfter`: the textbook tie-break, but the
 *   light emulator ignores query cursors (and has no OR filters), so it could not run locally;
 * - ids sorted by time and ordering by id alone: the messages stored before this change
 *   (random auto-ids) would sort nowhere near their time;
 * - an opaque cursor token in the answer next to `_id`: the same query, but a second token for
 *   clients to carry, and `?before=` could no longer take a message id;
 * - reading the anchor message first: 2 operations per request, one of them on every poll.
 * Ids without a time (messages from before this change) still work as anchors: they cost one
 * extra document read, and a missing one is 404. A well-formed time id that names no message is
 * still a position in time, so it pages from there.
 * Time-ordered ids put new messages at the end of one key range; Firestore takes about 500
 * writes per second there, far above one rate-limited room (20 posts per user per minute), and
 * the `createdAt` index has the same shape anyway.
 */
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { NotFound } from '../../lib/errors.js';
import type { Stored } from '../../lib/present.js';
import { storedData, storedDocs } from '../../lib/stored.js';
import { CHAT_AFTER_LIMIT, CHAT_HISTORY_LIMIT, CHAT_MESSAGES } from '@notesea/contract/chat';
import { readUser } from '../users/stored.js';
import { chatMessagesCollection, type StoredChatMessage } from './stored.js';

type Message = Stored<StoredChatMessage>;

const TIME_DIGITS = 11;
const TIMED_ID = /^([0-9a-z]{11})-[A-Za-z0-9]{20}$/;
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

let lastStampMicros = 0;

/**
 * A unique stamp for a message posted at `at`, in microseconds since the epoch: `at`'s
 * millisecond plus a random 0–999 µs, and always after this instance's previous stamp.
 */
export function stampMicros(at: Date): number {
  const micros = Math.max(at.getTime() * 1000 + randomInt(1000), lastStampMicros + 1);
  lastStampMicros = micros;
  return micros;
}

/** Microseconds since the epoch → Timestamp (exact: Firestore keeps microseconds). */
function timestampOf(micros: number): Timestamp {
  const seconds = Math.floor(micros / 1e6);
  return new Timestamp(seconds, (micros - seconds * 1e6) * 1000);
}

/** The id of a message stamped `micros`: `{µs base 36, 11 digits}-{20 random characters}`. */
export function newMessageId(micros: number): string {
  let random = '';
  for (let i = 0; i < 20; i++) random += ID_CHARS[randomInt(ID_CHARS.length)];
  return `${micros.toString(36).padStart(TIME_DIGITS, '0')}-${random}`;
}

/** The `createdAt` a time-ordered id carries; undefined for any other id (older messages). */
export function timeOfMessageId(id: string): Timestamp | undefined {
  const match = TIMED_ID.exec(id);
  return match ? timestampOf(parseInt(match[1]!, 36)) : undefined;
}

/**
 * The `createdAt` of message `id`: from the id itself (0 reads), or for an id without a time by
 * reading the message (1 read). Throws NotFound 'Message not found' when that message does not
 * exist or does not fit its schema.
 */
async function anchorTime(id: string): Promise<Timestamp> {
  const fromId = timeOfMessageId(id);
  if (fromId) return fromId;
  const message = storedData(await chatMessagesCollection().doc(id).get());
  if (!message) throw new NotFound(CHAT_MESSAGES.notFound);
  return message.createdAt;
}

/**
 * Identical listings in flight on this instance, by key: a request arriving while the same
 * query runs shares its answer instead of sending another ("single flight"). Everyone in the one
 * room polls `after=<the newest message>`, so under load most polls coincide; unlike a cache,
 * nothing is kept once the query returns, so no answer is older than a query that was still
 * running when the request arrived. Callers must not mutate the shared arrays.
 */
const inFlight = new Map<string, Promise<Message[]>>();

function singleFlight(key: string, run: () => Promise<Message[]>): Promise<Message[]> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = run().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The latest `CHAT_HISTORY_LIMIT` (200) messages, oldest first (1 query, shared in flight). */
export function listMessages(): Promise<Message[]> {
  return singleFlight('latest', latestMessages);
}

async function latestMessages(): Promise<Message[]> {
  const snap = await chatMessagesCollection()
    .orderBy('createdAt', 'desc')
    .limit(CHAT_HISTORY_LIMIT)
    .get();
  return storedDocs(snap).reverse();
}

/**
 * Up to `limit` messages older than message `beforeId`, oldest first ([] past the oldest).
 * 1 query reading only what it returns (+1 read for an anchor id without a time).
 * Throws NotFound 'Message not found' (see `anchorTime`).
 */
export async function listMessagesBefore(beforeId: string, limit: number): Promise<Message[]> {
  const snap = await chatMessagesCollection()
    .where('createdAt', '<', await anchorTime(beforeId))
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return storedDocs(snap).reverse();
}

/**
 * Messages newer than message `afterId`, oldest first, at most `CHAT_AFTER_LIMIT` (200): the
 * room's poll. 1 query reading only what it returns (Firestore bills an empty answer as 1 read);
 * +1 read for an anchor id without a time. Throws NotFound 'Message not found' (see `anchorTime`).
 */
export function listMessagesAfter(afterId: string): Promise<Message[]> {
  return singleFlight(`after:${afterId}`, async () => {
    const snap = await chatMessagesCollection()
      .where('createdAt', '>', await anchorTime(afterId))
      .orderBy('createdAt', 'asc')
      .limit(CHAT_AFTER_LIMIT)
      .get();
    return storedDocs(snap);
  });
}

/**
 * Posts `text` (already trimmed and bounded) as user `uid`, named after `users/{uid}.name`
 * ('' when the profile has no name). 1 read + 1 write; `create()` on a fresh time-ordered id, so
 * a message is stored exactly once per accepted request.
 */
export async function postMessage(uid: string, text: string): Promise<Message> {
  const profile = await readUser(uid);
  const micros = stampMicros(now());
  const ref = chatMessagesCollection().doc(newMessageId(micros));
  const data: StoredChatMessage = {
    text,
    uid,
    userName: profile?.name ?? '',
    createdAt: timestampOf(micros),
  };
  await ref.create(data);
  return { id: ref.id, data };
}
