import { useMutation } from '@tanstack/react-query';
import type { ChatbotReplyDto, ChatbotRequest } from '@shared/chat';
import { api } from '@/lib/api-client';

/** One question to the Assignment Partner, with the conversation so far for context. */
export function askChatbot(request: ChatbotRequest): Promise<ChatbotReplyDto> {
  return api.post<ChatbotReplyDto>('/chatbot', request);
}

// Nothing is cached: each answer belongs to one conversation, kept by useConversation.
export function useAskChatbot() {
  return useMutation({ mutationFn: askChatbot });
}
