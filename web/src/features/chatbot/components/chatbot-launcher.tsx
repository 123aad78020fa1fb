import { Suspense, useMemo, useRef, useState, type RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { ChatbotScope } from '../hooks/use-chatbot-thread';
import { useKeyboardUp } from '../hooks/use-keyboard-up';
import type { ChatbotAsk } from './chatbot-window';
import './chatbot-launcher.css';

// For the routes, which import only this file.
export type { ChatbotAsk, ChatbotScope };

// The window (Radix Dialog, the conversation) is its own chunk, fetched on the first hover,
// focus or click: the dashboard only pays for this button.
const ChatbotWindow = lazyWithPreload(() =>
  import('./chatbot-window').then((m) => m.ChatbotWindow),
);

type ChatbotLauncherProps = {
  /**
   * What the student is reading, e.g. `{ noteId, page, label: 'DBMS · Unit 2' }` from the
   * reader: the window shows "Asking about: <label>, page N" and sends both with each question.
   */
  scope?: ChatbotScope;
  /** Limits answers to one subject's notes and papers (the subject page). */
  subjectId?: string;
  /**
   * A question to ask on the student's behalf (the Exam prep tab's "Explain"): each new `id`
   * opens the window and sends `text` there, answered and cited like a typed question.
   */
  ask?: ChatbotAsk;
};

/**
 * Floating button (dashboard, reader, subject) that opens the Assignment Partner (docs/product.md §2). Its
 * own icon (a sparkle), not the chat room's speech bubble of the bottom bar. It steps aside while
 * the on-screen keyboard is up, where it would sit on the field being typed in; pages keep room
 * for it below their last line (chatbot-launcher.css).
 */
export function ChatbotLauncher({ scope, subjectId, ask }: ChatbotLauncherProps = {}) {
  const [open, setOpen] = useState(false);
  const keyboardUp = useKeyboardUp();
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Where focus goes back when the window closes: the "Explain" button that opened it, or this
  // one (also when that button is gone: the student switched tabs meanwhile).
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const returnFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return opener?.isConnected ? opener : button.current;
      },
    }),
    [opener],
  );

  // A new ask opens the window (adjusted while rendering, not in an effect: no extra pass).
  const [seenAsk, setSeenAsk] = useState<number>();
  if (ask && ask.id !== seenAsk) {
    setSeenAsk(ask.id);
    setOpener(ask.from ?? null);
    setLoaded(true);
    setOpen(true);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        // Hidden (out of the accessibility tree too) only while the window is closed: it is where
        // the focus returns when the window closes.
        className={
          keyboardUp && !open ? 'chatbot-launcher chatbot-launcher--hidden' : 'chatbot-launcher'
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpener(null);
          setLoaded(true);
          setOpen((current) => !current);
        }}
        onPointerEnter={ChatbotWindow.preload}
        onFocus={ChatbotWindow.preload}
      >
        <Icon name="partner" />
        <span className="chatbot-launcher__label">Ask Assignment Partner</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatbotWindow
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={returnFocus}
            scope={scope}
            subjectId={subjectId}
            ask={ask}
          />
        </Suspense>
      )}
    </>
  );
}
