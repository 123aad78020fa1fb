import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useChatbotThread } from '../hooks/use-chatbot-thread';
import { ChatbotThread } from './chatbot-thread';
import { ConversationList } from './conversation-list';

type ChatbotPanelProps = {
  /** Limits answers to one subject (the page's subject picker). */
  subjectId?: string;
  /** Shown above the conversation, e.g. the subject picker the route composes in. */
  toolbar?: ReactNode;
};

/**
 * The /chatbot page: the conversation list (a column on wide screens, a toggled panel on phones)
 * beside the open conversation.
 */
export function ChatbotPanel({ subjectId, toolbar }: ChatbotPanelProps) {
  const thread = useChatbotThread({ subjectId });
  const [listOpen, setListOpen] = useState(false);

  const open = (id: string) => {
    setListOpen(false);
    if (id !== thread.currentId) thread.open(id);
  };
  const startNew = () => {
    setListOpen(false);
    thread.startNew();
  };

  return (
    <div className="chatbot-page">
      <div className="chatbot-page__bar">
        <button
          type="button"
          className="btn btn--secondary chatbot-page__toggle"
          aria-expanded={listOpen}
          aria-controls="chatbot-conversations"
          onClick={() => setListOpen((current) => !current)}
        >
          {listOpen ? 'Hide conversations' : 'Conversations'}
        </button>
        <Button onClick={startNew}>New chat</Button>
      </div>
      <aside
        id="chatbot-conversations"
        className={`card chatbot-page__list${listOpen ? ' is-open' : ''}`}
        aria-labelledby="conversations-title"
      >
        <h2 id="conversations-title" className="chatbot-page__list-title" tabIndex={-1}>
          Conversations
        </h2>
        <ConversationList
          currentId={thread.currentId}
          onOpen={open}
          onDeletedCurrent={thread.startNew}
        />
      </aside>
      <section className="card chatbot-panel" aria-label="Assignment Partner chat">
        {toolbar}
        <ChatbotThread thread={thread} idPrefix="chatbot-page" />
      </section>
    </div>
  );
}
