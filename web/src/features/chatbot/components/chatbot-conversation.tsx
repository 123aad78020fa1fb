import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHATBOT_MESSAGE_MAX } from '@notesea/contract/partner-rules';
import { Button } from '@/components/ui/button';
import { useFollowBottom } from '@/hooks/use-follow-bottom';
import type { ChatbotScope, ChatbotThread } from '../hooks/use-chatbot-thread';
import { ChatbotAnswer, usePreloadMarkdown } from './chatbot-answer';
import './chatbot.css';

export type ChatbotConversationProps = {
  thread: ChatbotThread;
  /** What is being asked about (the reader's page), shown above the question box. */
  scope?: ChatbotScope;
  /** Distinguishes the ids when the page and the floating window are both on screen. */
  idPrefix: string;
  autoFocus?: boolean;
};

/** Px from the bottom within which the log keeps following a growing answer. */
const FOLLOW_SLACK = 48;

/** The message log, the typing indicator and the question box of the Assignment Partner. */
export function ChatbotConversation({
  thread,
  scope,
  idPrefix,
  autoFocus = false,
}: ChatbotConversationProps) {
  const { lines, send, stop, active, waiting } = thread;
  const [text, setText] = useState('');
  const {
    ref: logRef,
    followingRef,
    onScroll,
    scrollToBottom,
  } = useFollowBottom<HTMLDivElement>(FOLLOW_SLACK);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = `${idPrefix}-question`;
  const last = lines.at(-1);
  usePreloadMarkdown();

  // Keep the newest text in view while it grows, unless the student scrolled up to read.
  useEffect(() => {
    if (followingRef.current) scrollToBottom();
  }, [followingRef, scrollToBottom, lines.length, last?.text, last?.sender, waiting]);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (send(text)) {
      setText('');
      followingRef.current = true;
    }
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
      {/* The log wraps the list rather than being it: role="log" on the <ol> would take away its
          list role and leave the lines as list items outside any list (axe: listitem). */}
      <div
        ref={logRef}
        className="chatbot__log"
        role="log"
        aria-label="Conversation"
        // Screen readers read the answer once it is complete, not piece by piece.
        aria-busy={active}
        tabIndex={0}
        onScroll={onScroll}
      >
        <ol className="chatbot__lines">
          <li className="chatbot__line chatbot__line--bot">
            Hi! I am your Assignment Partner. Ask me to explain a topic, outline an assignment or
            check your code. I answer from the NoteSea notes and show the pages I used.
          </li>
          {lines.map((line) =>
            line.sender === 'user' ? (
              <li key={line.id} className="chatbot__line chatbot__line--user">
                <span className="visually-hidden">You: </span>
                {line.text}
              </li>
            ) : line.state === 'waiting' ? null : (
              <li
                key={line.id}
                className={`chatbot__line chatbot__line--bot chatbot__line--${line.state}`}
              >
                <span className="visually-hidden">Bot: </span>
                <ChatbotAnswer line={line} />
              </li>
            ),
          )}
        </ol>
      </div>
      {waiting && (
        <p className="chatbot__typing" role="status">
          Bot is typing...
        </p>
      )}
      {scope && (
        <p className="chatbot__scope">
          Asking about: <strong>{scope.label}</strong>, page {scope.page}
        </p>
      )}
      <form className="chatbot__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Ask the Assignment Partner
        </label>
        <textarea
          ref={input}
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
        <div className="chatbot__buttons">
          {active && (
            <Button
              variant="secondary"
              onClick={() => {
                stop();
                // The Stop button disappears; keep the keyboard in the question box.
                input.current?.focus();
              }}
            >
              Stop
            </Button>
          )}
          <Button type="submit" disabled={active}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}
