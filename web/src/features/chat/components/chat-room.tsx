import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_TEXT_MAX } from '@shared/chat-rules';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';
import { useChatMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import type { ChatMessage } from '../types';
import './chat.css';

/** Spec §2 /chat: the one global room. */
export function ChatRoom() {
  const messages = useChatMessages();

  return (
    <div className="chat-room">
      {messages.isPending ? (
        <Spinner label="Loading messages…" />
      ) : messages.isError ? (
        <QueryError query={messages} fallback="Could not load messages." />
      ) : (
        <MessageLog messages={messages.data} />
      )}
      <Composer />
    </div>
  );
}

function MessageLog({ messages }: { messages: ChatMessage[] }) {
  const log = useRef<HTMLOListElement>(null);

  // Keep the newest message in view, as chat apps do.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  if (messages.length === 0) return <EmptyState message="No messages yet..." />;

  return (
    <ol ref={log} className="chat-log" role="log" aria-label="Messages" tabIndex={0}>
      {messages.map((message) => (
        <li key={message._id} className={`chat-message${message.pending ? ' is-pending' : ''}`}>
          <p className="chat-message__meta">
            <span className="chat-message__author">
              {message.pending ? 'You' : message.user?.name || 'Unknown User'}
            </span>
            {message.pending ? (
              <span className="chat-message__time">Sending…</span>
            ) : (
              message.createdAt && (
                <time className="chat-message__time" dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt)}
                </time>
              )
            )}
          </p>
          <p className="chat-message__text">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}

function Composer() {
  const [text, setText] = useState('');
  const sendMessage = useSendMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    // Spec §5: blank messages are not sent.
    if (!trimmed) return;
    setText('');
    // On failure the text comes back, so nothing the user typed is lost.
    sendMessage.mutate(trimmed, { onError: () => setText((current) => current || trimmed) });
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-text">
        Message
      </label>
      <input
        id="chat-text"
        className="input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={CHAT_TEXT_MAX}
        placeholder="Type a message"
        autoComplete="off"
      />
      <Button type="submit">Send</Button>
      {sendMessage.isError && (
        <p className="form-alert chat-composer__error" role="alert">
          {getErrorMessage(sendMessage.error, 'Could not send your message. Please try again.')}
        </p>
      )}
    </form>
  );
}
