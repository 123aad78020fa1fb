import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ChatbotAskedInDto,
  ChatbotSourceDto,
  ConversationMessageDto,
} from '@notesea/contract/partner';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCreateConversation } from '../api/create-conversation';
import { useConversationDetail } from '../api/get-conversation';
import { useStreamChatbot } from '../api/stream-chatbot';
import { getCurrentConversationId, setCurrentConversationId } from '../utils/current-conversation';

// docs/product.md §8.
export const CHATBOT_FAILED = 'Something went wrong. Please try again.';
export const CHATBOT_NO_RESPONSE = 'No response';

/**
 * An answer's life: 'waiting' until its first piece ('Bot is typing...'), 'streaming' while it
 * grows, then 'done', 'stopped' (the student pressed Stop; what came is kept) or 'failed'.
 */
export type AnswerState = 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';

export type ChatbotLine =
  | { id: string; sender: 'user'; text: string }
  | {
      id: string;
      sender: 'bot';
      text: string;
      sources: ChatbotSourceDto[];
      /** Papers that asked the question: context shown apart from the sources. */
      askedIn: ChatbotAskedInDto[];
      state: AnswerState;
      /** Why it failed: the server's message before the answer started, else docs/product.md §8's text. */
      error?: string;
    };

type BotLine = Extract<ChatbotLine, { sender: 'bot' }>;

/** A page of a note the student is reading, sent with each question so answers start there. */
export type ChatbotScope = { noteId: string; page: number; label: string };

type ThreadOptions = {
  /** Limits retrieval to one subject's notes and papers (also stored on a new conversation). */
  subjectId?: string;
  scope?: ChatbotScope;
};

export type ChatbotThread = ReturnType<typeof useChatbotThread>;

let nextLocalId = 0;
const localId = () => `local-${nextLocalId++}`;

export function toLines(messages: ConversationMessageDto[]): ChatbotLine[] {
  return messages.map((message) =>
    message.role === 'user'
      ? { id: message._id, sender: 'user', text: message.text }
      : {
          id: message._id,
          sender: 'bot',
          text: message.text,
          sources: message.sources ?? [],
          askedIn: message.askedIn ?? [],
          state: 'done',
        },
  );
}

type View = {
  /** The stored conversation opened (its messages are loaded); null for a new chat. */
  opened: string | null;
  /** Its messages as loaded, once; null while loading. Later refreshes never reshuffle them. */
  loaded: ChatbotLine[] | null;
  /** Asked since it was opened. */
  lines: ChatbotLine[];
};

/**
 * The Assignment Partner conversation on screen: which one is open (remembered in localStorage,
 * so /chatbot, the floating window and a reload continue the same one), its lines, `send`
 * (streams the answer into the last line), `stop`, `open` and `startNew`. The server stores each
 * finished exchange; a stopped or failed answer stays on screen only.
 *
 * Kept by the component that calls it: the floating window calls it outside its dialog, so
 * closing the window keeps the conversation (and an answer still streaming).
 */
export function useChatbotThread({ subjectId, scope }: ThreadOptions = {}) {
  const [view, setView] = useState<View>(() => {
    const opened = getCurrentConversationId();
    return { opened, loaded: opened ? null : [], lines: [] };
  });
  const [currentId, setCurrentId] = useState(view.opened);
  const running = useRef<AbortController | null>(null);
  const createConversation = useCreateConversation();
  const streamChatbot = useStreamChatbot();
  const detail = useConversationDetail(view.loaded ? null : view.opened);

  const switchTo = useCallback((id: string | null) => {
    setCurrentId(id);
    // An answer still streaming for the old one goes on (and is stored) off screen.
    running.current = null;
    setView({ opened: id, loaded: id ? null : [], lines: [] });
  }, []);
  const startNew = useCallback(() => switchTo(null), [switchTo]);

  if (!view.loaded && detail.data && detail.data._id === view.opened) {
    setView({ ...view, loaded: toLines(detail.data.messages) });
  }
  // Gone (deleted elsewhere), another account's (404) or a malformed stored id (400): a new chat
  // instead of an error. Not a 401: the stored id stays for after the next login.
  const missing =
    !view.loaded &&
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);
  if (missing) {
    setCurrentId(null);
    setView({ opened: null, loaded: [], lines: [] });
  }

  // The remembered conversation follows the one on screen.
  useEffect(() => setCurrentConversationId(currentId), [currentId]);

  const lines = view.loaded ? [...view.loaded, ...view.lines] : view.lines;
  const last = lines.at(-1);
  const active = last?.sender === 'bot' && (last.state === 'waiting' || last.state === 'streaming');

  const ask = async (
    message: string,
    botId: string,
    controller: AbortController,
    existingId: string | null,
  ) => {
    const update = (change: (line: BotLine) => BotLine) =>
      setView((current) => ({
        ...current,
        lines: current.lines.map((line) =>
          line.id === botId && line.sender === 'bot' ? change(line) : line,
        ),
      }));
    const { signal } = controller;
    try {
      let id = existingId;
      if (!id) {
        const created = await createConversation.mutateAsync({
          input: subjectId ? { subjectId } : {},
          signal,
        });
        id = created._id;
        // Unless the student moved to another conversation meanwhile.
        if (running.current === controller) {
          setCurrentId(id);
          // Also here: the page may be gone before the effect would run.
          setCurrentConversationId(id);
        }
      }
      await streamChatbot(
        {
          message,
          conversationId: id,
          ...(subjectId ? { subjectId } : {}),
          ...(scope ? { noteId: scope.noteId, page: scope.page } : {}),
        },
        {
          onToken: (text) =>
            update((line) => ({ ...line, state: 'streaming', text: line.text + text })),
          onSources: (sources, askedIn) => update((line) => ({ ...line, sources, askedIn })),
        },
        signal,
      );
      update((line) => ({ ...line, state: 'done' }));
    } catch (error) {
      if (signal.aborted) {
        update((line) => ({ ...line, state: 'stopped' }));
      } else {
        // A refusal before the answer started carries the server's reason (rate limit, not
        // found…); a broken stream or network gets docs/product.md §8's line.
        const reason =
          error instanceof ApiError ? getErrorMessage(error, CHATBOT_FAILED) : CHATBOT_FAILED;
        update((line) => ({ ...line, state: 'failed', error: reason }));
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  /** Sends `text`; false when nothing was sent (blank, loading, or an answer is coming). */
  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || !view.loaded || active || running.current) return false;
    const botId = localId();
    const controller = new AbortController();
    running.current = controller;
    setView((current) => ({
      ...current,
      lines: [
        ...current.lines,
        { id: localId(), sender: 'user', text: message },
        { id: botId, sender: 'bot', text: '', sources: [], askedIn: [], state: 'waiting' },
      ],
    }));
    // Not aborted when the component unmounts: the answer then still finishes on the server,
    // which stores it in the conversation for when the student comes back.
    void ask(message, botId, controller, currentId);
    return true;
  };

  /** Cancels the answer being streamed; what came so far stays, marked as stopped. */
  const stop = () => running.current?.abort();

  return {
    lines,
    send,
    stop,
    /** An answer is on its way (Send is off, Stop is on). */
    active,
    /** No piece of the answer yet: 'Bot is typing...'. */
    waiting: last?.sender === 'bot' && last.state === 'waiting',
    /** The opened conversation's messages are still loading, or failed to (`detail.error`). */
    loading: !view.loaded && !detail.isError,
    detail,
    failed: !view.loaded && detail.isError,
    /** The conversation on screen (also once a new chat got its id from its first question). */
    currentId,
    open: switchTo,
    startNew,
  };
}
