import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationCreateInput, ConversationDto } from '@notesea/contract/partner';
import { api } from '@/lib/api-client';
import { conversationsQueryOptions } from './get-conversations';

export type CreateConversationInput = ConversationCreateInput;

/** A new, empty conversation; the server titles it from its first question. */
export function createConversation(
  input: CreateConversationInput = {},
  signal?: AbortSignal,
): Promise<ConversationDto> {
  return api.post<ConversationDto>('/chatbot/conversations', input, { signal });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, signal }: { input?: CreateConversationInput; signal?: AbortSignal }) =>
      createConversation(input, signal),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: conversationsQueryOptions().queryKey,
        exact: true,
      }),
  });
}
