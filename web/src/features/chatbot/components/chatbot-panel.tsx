import { useConversation } from '../hooks/use-conversation';
import { ChatbotConversation } from './chatbot-conversation';

/** The /chatbot page's conversation. */
export function ChatbotPanel() {
  const conversation = useConversation();
  return (
    <section className="card chatbot-panel" aria-label="Assignment Partner chat">
      <ChatbotConversation conversation={conversation} idPrefix="chatbot-page" />
    </section>
  );
}
