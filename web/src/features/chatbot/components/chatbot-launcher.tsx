import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import './chatbot-launcher.css';

const loadWindow = () => import('./chatbot-window');
// The window (Radix Dialog, the conversation) is its own chunk, fetched on the first hover,
// focus or click: the dashboard only pays for this button.
const ChatbotWindow = lazy(() => loadWindow().then((m) => ({ default: m.ChatbotWindow })));

/** Floating button on the dashboard that opens the Assignment Partner (spec §2). */
export function ChatbotLauncher() {
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
          <ChatbotWindow open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
