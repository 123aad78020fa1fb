import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_PAGE_DEFAULT } from '@notesea/contract/chat-rules';
import { api } from '@/lib/api-client';
import type { ChatMessage } from '../types';

/**
 * `GET /api/chat?before=<id>&limit=<n>`: up to `limit` messages older than message `beforeId`,
 * oldest first ([] past the first message of the room).
 */
export function getMessagesBefore(
  beforeId: string,
  limit = CHAT_PAGE_DEFAULT,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  return api.get<ChatMessage[]>(`/chat?before=${encodeURIComponent(beforeId)}&limit=${limit}`, {
    signal,
  });
}

/**
 * "Load older": pages of 50 before `firstId` (the oldest message of the room as first loaded),
 * each page before the previous one. Fetched only when `enabled` (the first click); a short
 * page means the start of the room. Pages never go stale: old messages do not change.
 */
export function olderMessagesQueryOptions(firstId: string, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: ['chat-messages', 'older', firstId],
    queryFn: ({ pageParam, signal }) => getMessagesBefore(pageParam, CHAT_PAGE_DEFAULT, signal),
    initialPageParam: firstId,
    getNextPageParam: (page: ChatMessage[]) =>
      page.length < CHAT_PAGE_DEFAULT ? undefined : page[0]?._id,
    staleTime: Infinity,
    enabled,
  });
}

export function useOlderMessages(firstId: string, enabled: boolean) {
  return useInfiniteQuery(olderMessagesQueryOptions(firstId, enabled));
}
