import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatMessage, ChatRoomData } from '../types';
import { chatRoomQueryKey } from './get-messages';

/** `POST /api/chat` `{ text }` → the stored message (`mine: true`). */
export function sendMessage(text: string): Promise<ChatMessage> {
  return api.post<ChatMessage>('/chat', { text });
}

let pendingCount = 0;

/**
 * Sends a message and shows it at once. The room's cache is updated in place rather than
 * invalidated: the next poll brings everyone else's messages, so a send costs no extra fetch.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const update = (change: (messages: ChatMessage[]) => ChatMessage[]) =>
    queryClient.setQueryData<ChatRoomData>(chatRoomQueryKey, (room) =>
      room ? { ...room, messages: change(room.messages) } : room,
    );
  return useMutation({
    mutationFn: sendMessage,
    onMutate: async (text) => {
      // A poll in flight would overwrite the pending copy with the list it started from. Exact:
      // the key is a prefix of the "older messages" query, which must not be cancelled.
      await queryClient.cancelQueries({ queryKey: chatRoomQueryKey, exact: true });
      const tempId = `pending-${++pendingCount}`;
      const pending: ChatMessage = {
        _id: tempId,
        text,
        createdAt: new Date().toISOString(),
        user: { name: '' },
        mine: true,
        pending: true,
      };
      update((messages) => [...messages, pending]);
      return { tempId };
    },
    onSuccess: (message, _text, context) => {
      // A poll may already have brought the message back; then only the pending copy goes.
      update((messages) =>
        messages.some((item) => item._id === message._id)
          ? messages.filter((item) => item._id !== context.tempId)
          : messages.map((item) => (item._id === context.tempId ? message : item)),
      );
    },
    onError: (_error, _text, context) => {
      if (!context) return;
      update((messages) => messages.filter((item) => item._id !== context.tempId));
    },
  });
}
