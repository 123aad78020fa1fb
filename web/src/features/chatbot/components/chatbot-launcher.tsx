import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import type { ChatbotScope } from '../hooks/use-chatbot-thread';
import './chatbot-launcher.css';

// For the reader route, which imports only this file.
export type { ChatbotScope };

const loadWindow = () => import('./chatbot-window');
// The window (Radix Dialog, the conversation) is its own chunk, fetched on the first hover,
// focus or click: the dashboard only pays for this button.
const ChatbotWindow = lazy(() => loadWindow().then((m) => ({ default: m.ChatbotWindow })));

type ChatbotLauncherProps = {
  /**
   * What the student is reading, e.g. `{ noteId, page, label: 'DBMS · Unit 2' }` from the
   * reader: the window shows "Asking about: <label>, page N" and sends both with each question.
   */
  scope?: ChatbotScope;
};

/** Floating button (dashboard, reader) that opens the Assignment Partner (spec §2). */
export function ChatbotLauncher({ scope }: ChatbotLauncherProps = {}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="chatbot-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen((current) => !current);
        }}
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
      >
        <Icon name="chat" />
        <span className="chatbot-launcher__label">Ask Assignment Partner</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatbotWindow open={open} onOpenChange={setOpen} returnFocusTo={button} scope={scope} />
        </Suspense>
      )}
    </>
  );
}
