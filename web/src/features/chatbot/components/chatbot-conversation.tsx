import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHATBOT_MESSAGE_MAX } from '@shared/chat-rules';
import { Button } from '@/components/ui/button';
import type { Conversation } from '../hooks/use-conversation';
import './chatbot.css';

type ChatbotConversationProps = {
  conversation: Conversation;
  /** Distinguishes the ids when the page and the floating window are both on screen. */
  idPrefix: string;
  autoFocus?: boolean;
};

/** The message list, the typing indicator and the question box of the Assignment Partner. */
export function ChatbotConversation({
  conversation,
  idPrefix,
  autoFocus = false,
}: ChatbotConversationProps) {
  const { lines, send, waiting } = conversation;
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const inputId = `${idPrefix}-question`;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length, waiting]);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (send(text)) setText('');
  };

  // Enter sends, Shift+Enter starts a new line (as in most chat apps).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="chatbot">
      <ol ref={log} className="chatbot__log" role="log" aria-label="Conversation" tabIndex={0}>
        <li className="chatbot__line chatbot__line--bot">
          Hi! I am your Assignment Partner. Ask me to explain a topic, outline an assignment or
          check your code.
        </li>
        {lines.map((line) => (
          <li
            key={line.id}
            className={`chatbot__line chatbot__line--${line.sender}${line.local ? ' is-local' : ''}`}
          >
            <span className="visually-hidden">{line.sender === 'user' ? 'You: ' : 'Bot: '}</span>
            {line.text}
          </li>
        ))}
      </ol>
      {waiting && (
        <p className="chatbot__typing" role="status">
          Bot is typing...
        </p>
      )}
      <form className="chatbot__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Ask the Assignment Partner
        </label>
        <textarea
          id={inputId}
          className="input chatbot__input"
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHATBOT_MESSAGE_MAX}
          placeholder="Ask about your assignment…"
          // Only where the user opened the chat on purpose (the floating window).
          autoFocus={autoFocus}
        />
        <Button type="submit" disabled={waiting}>
          Send
        </Button>
      </form>
    </div>
  );
}
