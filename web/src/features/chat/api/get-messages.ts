import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatMessage } from '../types';

/** The latest messages of the one global room, oldest first. */
export function getMessages(signal?: AbortSignal): Promise<ChatMessage[]> {
  return api.get<ChatMessage[]>('/chat', { signal });
}

export function chatMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['chat-messages'],
    queryFn: ({ signal }) => getMessages(signal),
    // Spec §2: fetched once when the room opens (no polling); a later visit fetches again.
    staleTime: 0,
    refetchOnReconnect: false,
  });
}

export function useChatMessages() {
  return useQuery(chatMessagesQueryOptions());
}
