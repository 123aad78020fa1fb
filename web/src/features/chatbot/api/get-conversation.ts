import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetailDto } from '@notesea/contract/partner';
import { api } from '@/lib/api-client';
import { conversationsQueryOptions } from './get-conversations';

/** One conversation with its messages, oldest first; 404 when it is gone or not the user's. */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetailDto> {
  return api.get<ConversationDetailDto>(`/chatbot/conversations/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...conversationsQueryOptions().queryKey, id],
    queryFn: ({ signal }) => getConversation(id, signal),
    // Read when the conversation opens; later answers are added on screen, not re-read.
    staleTime: 0,
  });
}

export function useConversationDetail(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
