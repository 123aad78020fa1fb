import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto } from '@notesea/contract/partner';
import { api } from '@/lib/api-client';
import { conversationQueryOptions } from './get-conversation';
import { conversationsQueryOptions } from './get-conversations';

export function deleteConversation(id: string): Promise<unknown> {
  return api.delete(`/chatbot/conversations/${encodeURIComponent(id)}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const { queryKey } = conversationsQueryOptions();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_answer, id) => {
      // Off the list at once; the refetch below confirms it.
      queryClient.setQueryData<ConversationDto[]>(queryKey, (list = []) =>
        list.filter((conversation) => conversation._id !== id),
      );
      queryClient.removeQueries({ queryKey: conversationQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
