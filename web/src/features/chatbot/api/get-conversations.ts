import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDto } from '@notesea/contract/partner';
import { api } from '@/lib/api-client';

/** The user's Assignment Partner conversations, most recently updated first. */
export function getConversations(signal?: AbortSignal): Promise<ConversationDto[]> {
  return api.get<ConversationDto[]>('/chatbot/conversations', { signal });
}

export function conversationsQueryOptions() {
  return queryOptions({
    // The prefix of every chatbot query: invalidating it refreshes the open conversation too.
    queryKey: ['chatbot', 'conversations'],
    queryFn: ({ signal }) => getConversations(signal),
    // Changes only through this user's own questions and deletes, which refresh it.
    staleTime: 30_000,
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
