import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CHAT_HISTORY_LIMIT } from '@notesea/contract/chat-rules';
import { ApiError, api } from '@/lib/api-client';
import type { ChatMessage, ChatRoomData } from '../types';

/** How often the open room asks for new messages, ms (only while the page is visible). */
export const CHAT_POLL_MS = 4000;

/**
 * A message is stamped by the API instance before its write commits, so one stamped a moment
 * before the newest message we have can still appear after it. Each poll therefore asks from
 * the newest message at least this much older than our newest (ms): the overlap costs nothing
 * in a quiet room (an empty answer is billed as one read anyway) and duplicates are dropped.
 */
const SETTLE_MS = 2000;

/** `GET /api/chat`: the latest 200 messages of the one global room, oldest first. */
export function getMessages(signal?: AbortSignal): Promise<ChatMessage[]> {
  return api.get<ChatMessage[]>('/chat', { signal });
}

/** `GET /api/chat?after=<id>`: messages newer than message `afterId`, oldest first (≤ 200). */
export function getMessagesAfter(afterId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  return api.get<ChatMessage[]>(`/chat?after=${encodeURIComponent(afterId)}`, { signal });
}

const time = (message: ChatMessage) => Date.parse(message.createdAt ?? '') || 0;

/** The message the next poll asks after (see SETTLE_MS); undefined when we have none. */
function pollAnchor(messages: ChatMessage[]): string | undefined {
  const stored = messages.filter((message) => !message.pending);
  const newest = stored.at(-1);
  if (!newest) return undefined;
  const settled = stored.findLast((message) => time(message) <= time(newest) - SETTLE_MS);
  return (settled ?? stored[0]!)._id;
}

/**
 * `incoming` merged into `messages`: new ids only, in time order, this tab's unanswered sends
 * last. An incoming own message replaces the pending copy with the same text (the poll may
 * bring it back before the send's own answer). Returns `messages` itself when nothing is new.
 */
function mergeMessages(messages: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(messages.map((message) => message._id));
  const fresh = incoming.filter((message) => !known.has(message._id));
  if (fresh.length === 0) return messages;
  const pending = messages.filter((message) => message.pending);
  for (const message of fresh) {
    const copy = message.mine ? pending.findIndex((p) => p.text === message.text) : -1;
    if (copy >= 0) pending.splice(copy, 1);
  }
  const stored = [...messages.filter((message) => !message.pending), ...fresh].sort(
    (a, b) => time(a) - time(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
  return [...stored, ...pending];
}

async function fetchRoom(client: QueryClient, signal: AbortSignal): Promise<ChatRoomData> {
  const cached = client.getQueryData<ChatRoomData>(chatRoomQueryKey);
  const anchor = cached && pollAnchor(cached.messages);
  if (!cached || !anchor) {
    const latest = await getMessages(signal);
    return { messages: latest, hasOlder: latest.length >= CHAT_HISTORY_LIMIT };
  }
  let incoming: ChatMessage[];
  try {
    incoming = await getMessagesAfter(anchor, signal);
  } catch (error) {
    // The anchor is gone (a message deleted in the console): start again from the latest.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    incoming = await getMessages(signal);
  }
  // Read again: a send may have changed the cache while the request was out.
  const current = client.getQueryData<ChatRoomData>(chatRoomQueryKey) ?? cached;
  return { ...current, messages: mergeMessages(current.messages, incoming) };
}

export const chatRoomQueryKey = ['chat-messages'] as const;

/**
 * The open room, kept live by polling: the first fetch is `GET /api/chat` (latest
 * 200), every later one `GET /api/chat?after=<id>` merged in, every CHAT_POLL_MS while the page
 * is visible (TanStack Query pauses `refetchInterval` in a hidden tab), and at once when the tab
 * becomes visible again. 1,000 students with the room open are 250 requests/s, each one
 * Firestore query (docs/decisions/0001-chat-room-polls.md has the bench and the cost).
 *
 * Why polling and not server-sent events or a Firestore listener: Firebase Hosting buffers
 * streamed responses of rewritten functions (firebase-tools#9774), so events would arrive only
 * when the stream ends, and each open stream would hold a function instance (and its
 * concurrency slot) for as long as the room is open; the browser never talks to Firestore
 * directly (firestore.rules deny all, docs/architecture.md §3), so no client listener either.
 */
export function chatRoomQueryOptions() {
  return queryOptions({
    queryKey: chatRoomQueryKey,
    queryFn: ({ client, signal }) => fetchRoom(client, signal),
    staleTime: 0,
    refetchInterval: CHAT_POLL_MS,
    // The project default is false (lib/query-client.ts); the room catches up when shown again.
    refetchOnWindowFocus: true,
  });
}

export function useChatRoom() {
  return useQuery(chatRoomQueryOptions());
}
