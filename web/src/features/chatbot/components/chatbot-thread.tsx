import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { ChatbotConversation, type ChatbotConversationProps } from './chatbot-conversation';

/** The open conversation: its loading and failure states, then the conversation itself. */
export function ChatbotThread(props: ChatbotConversationProps) {
  const { thread } = props;
  if (thread.failed) {
    return (
      <div className="chatbot-thread__state">
        <QueryError query={thread.detail} fallback="Could not load this conversation." />
        <Button variant="secondary" onClick={thread.startNew}>
          New chat
        </Button>
      </div>
    );
  }
  if (thread.loading) {
    return (
      <div className="chatbot-thread__state">
        <Spinner label="Loading conversation…" />
      </div>
    );
  }
  return <ChatbotConversation {...props} />;
}
