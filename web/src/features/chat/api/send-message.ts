import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatMessage } from '../types';
import { chatMessagesQueryOptions } from './get-messages';

export function sendMessage(text: string): Promise<ChatMessage> {
  return api.post<ChatMessage>('/chat', { text });
}

let pendingCount = 0;

/**
 * Sends a message and shows it at once. The list is updated in place rather than invalidated:
 * spec §2 fetches the room once on load, so a send must not trigger a refetch.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const { queryKey } = chatMessagesQueryOptions();
  return useMutation({
    mutationFn: sendMessage,
    onMutate: async (text) => {
      await queryClient.cancelQueries({ queryKey });
      const tempId = `pending-${++pendingCount}`;
      const pending: ChatMessage = {
        _id: tempId,
        text,
        createdAt: new Date().toISOString(),
        user: { name: '' },
        pending: true,
      };
      queryClient.setQueryData(queryKey, (messages = []) => [...messages, pending]);
      return { tempId };
    },
    onSuccess: (message, _text, context) => {
      queryClient.setQueryData(queryKey, (messages = []) =>
        messages.map((item) => (item._id === context.tempId ? message : item)),
      );
    },
    onError: (_error, _text, context) => {
      if (!context) return;
      queryClient.setQueryData(queryKey, (messages = []) =>
        messages.filter((item) => item._id !== context.tempId),
      );
    },
  });
}
