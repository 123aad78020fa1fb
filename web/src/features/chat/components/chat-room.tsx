import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_TEXT_MAX } from '@notesea/contract/chat-rules';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useFollowBottom } from '@/hooks/use-follow-bottom';
import { formatDateTime, formatRelativeTime } from '@/utils/format';
import { useChatRoom } from '../api/get-messages';
import { useOlderMessages } from '../api/get-older-messages';
import { useSendMessage } from '../api/send-message';
import type { ChatMessage, ChatRoomData } from '../types';
import './chat.css';

/** Within this many px of the end counts as "at the bottom" (new messages then just appear). */
const BOTTOM_SLACK_PX = 48;

/** docs/product.md §2 /chat: the one global room, live while the page is visible. */
export function ChatRoom() {
  const room = useChatRoom();

  return (
    <div className="chat-room">
      {/* A failed poll keeps what is shown; only a failed first load shows the error. */}
      {room.data ? (
        <MessageLog room={room.data} />
      ) : room.isError ? (
        <QueryError query={room} fallback="Could not load messages." />
      ) : (
        <Spinner label="Loading messages…" />
      )}
      <Composer />
    </div>
  );
}

/** Re-renders every `intervalMs` so relative times ('2 min ago') stay true. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function MessageLog({ room }: { room: ChatRoomData }) {
  const {
    ref: logRef,
    followingRef: atBottomRef,
    onScroll: followScroll,
    scrollToBottom: jumpToBottom,
  } = useFollowBottom<HTMLDivElement>(BOTTOM_SLACK_PX);
  /** Ids of the room's messages already handled (null before the first render). */
  const seen = useRef<Set<string> | null>(null);
  /** Distance from the end before older messages were added, to keep the view where it was. */
  const fromEnd = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(0);
  const [wantOlder, setWantOlder] = useState(false);
  const now = useNow(30_000);

  const firstId = room.messages.find((message) => !message.pending)?._id ?? '';
  const older = useOlderMessages(firstId, wantOlder && firstId !== '');
  const olderMessages = older.data ? [...older.data.pages].reverse().flat() : [];
  const messages = [...olderMessages, ...room.messages];

  const scrollToBottom = useCallback(() => {
    jumpToBottom();
    setUnseen(0);
  }, [jumpToBottom]);

  // New messages: follow them when at the bottom (or when they are our own sends), else count
  // them for the "N new messages" pill. New means an id not seen before, not a new last id:
  // this tab's unanswered sends stay last, so others' messages arrive above them.
  useLayoutEffect(() => {
    const previous = seen.current;
    seen.current = new Set([...(previous ?? []), ...room.messages.map((message) => message._id)]);
    if (!previous) return scrollToBottom();
    const added = room.messages.filter((message) => !previous.has(message._id));
    if (added.length === 0) return;
    if (atBottomRef.current || added.some((message) => message.mine)) return scrollToBottom();
    setUnseen((count) => count + added.length);
  }, [room.messages, atBottomRef, scrollToBottom]);

  // Older messages above: keep the messages the student was looking at in place.
  useLayoutEffect(() => {
    const element = logRef.current;
    if (!element || fromEnd.current === null) return;
    element.scrollTop = element.scrollHeight - fromEnd.current;
    fromEnd.current = null;
  }, [logRef, olderMessages.length]);

  const onScroll = () => {
    followScroll();
    if (atBottomRef.current) setUnseen(0);
  };

  const loadOlder = () => {
    const element = logRef.current;
    if (element) fromEnd.current = element.scrollHeight - element.scrollTop;
    if (!wantOlder) setWantOlder(true);
    else void older.fetchNextPage();
  };

  if (messages.length === 0) return <EmptyState message="No messages yet..." />;

  const moreOlder = room.hasOlder && (!wantOlder || older.hasNextPage || older.isError);
  const loadingOlder = older.isFetching;

  return (
    <div className="chat-log-frame">
      <div className="chat-log-top">
        {moreOlder ? (
          <Button variant="secondary" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </Button>
        ) : (
          room.hasOlder && <p className="chat-log-start">This is the start of the room.</p>
        )}
        {older.isError && !loadingOlder && (
          <p className="form-alert" role="alert">
            {getErrorMessage(older.error, 'Could not load older messages. Please try again.')}
          </p>
        )}
      </div>
      {/* The log wraps the list rather than being it: role="log" on the <ol> would take away
          its list role, leaving every <li> outside a list (axe: listitem). */}
      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-label="Messages"
        tabIndex={0}
        onScroll={onScroll}
      >
        <ol className="chat-log__list">
          {messages.map((message) => (
            <MessageItem key={message._id} message={message} now={now} />
          ))}
        </ol>
      </div>
      {unseen > 0 && (
        <button type="button" className="chat-new-pill" onClick={scrollToBottom}>
          {unseen === 1 ? '1 new message' : `${unseen} new messages`}
        </button>
      )}
    </div>
  );
}

function MessageItem({ message, now }: { message: ChatMessage; now: number }) {
  const classes = ['chat-message'];
  if (message.mine) classes.push('is-mine');
  if (message.pending) classes.push('is-pending');
  return (
    <li className={classes.join(' ')}>
      <p className="chat-message__meta">
        <span className="chat-message__author">
          {message.mine ? 'You' : message.user?.name || 'Unknown User'}
        </span>
        {message.pending ? (
          <span className="chat-message__time">Sending…</span>
        ) : (
          message.createdAt && (
            <time
              className="chat-message__time"
              dateTime={message.createdAt}
              title={formatDateTime(message.createdAt)}
            >
              {formatRelativeTime(message.createdAt, now, { style: 'short' })}
            </time>
          )
        )}
      </p>
      <p className="chat-message__text">{message.text}</p>
    </li>
  );
}

function Composer() {
  const [text, setText] = useState('');
  const sendMessage = useSendMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    // docs/product.md §5: blank messages are not sent.
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
