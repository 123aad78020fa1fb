import { useRef, useState } from 'react';
import type { ChatbotTurn } from '@shared/chat';
import { useAskChatbot } from '../api/ask-chatbot';

export type ChatbotLine = {
  id: number;
  sender: 'user' | 'bot';
  text: string;
  /** A line we wrote ourselves (an error or 'No response'): shown, never sent back as history. */
  local?: boolean;
};

// Spec §8.
export const CHATBOT_FAILED = 'Something went wrong. Please try again.';
export const CHATBOT_NO_RESPONSE = 'No response';

export type Conversation = ReturnType<typeof useConversation>;

/**
 * One Assignment Partner conversation. It lives in the component that calls this hook (the
 * server stores nothing), so the floating window keeps it while closed.
 */
export function useConversation() {
  const [lines, setLines] = useState<ChatbotLine[]>([]);
  const nextId = useRef(0);
  const ask = useAskChatbot();

  const add = (sender: ChatbotLine['sender'], text: string, local = false) =>
    setLines((current) => [...current, { id: nextId.current++, sender, text, local }]);

  /** Sends `text`; false when nothing was sent (blank, or still waiting for an answer). */
  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || ask.isPending) return false;
    const history: ChatbotTurn[] = lines
      .filter((line) => !line.local)
      .map((line) => ({ role: line.sender === 'user' ? 'user' : 'model', text: line.text }));
    add('user', message);
    ask.mutate(
      { message, history },
      {
        onSuccess: ({ reply }) =>
          reply?.trim() ? add('bot', reply) : add('bot', CHATBOT_NO_RESPONSE, true),
        onError: () => add('bot', CHATBOT_FAILED, true),
      },
    );
    return true;
  };

  return { lines, send, waiting: ask.isPending };
}
