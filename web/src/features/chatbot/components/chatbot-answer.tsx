import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { CHATBOT_NO_RESPONSE, type ChatbotLine } from '../hooks/use-chatbot-thread';
import { CopyButton } from './copy-button';
import { AskedIn, SourceChips } from './source-chips';

// The Markdown renderer (react-markdown + GFM) is its own chunk: neither the landing page nor
// the /chatbot route pays for it until there is an answer to show.
const ChatbotMarkdown = lazyWithPreload(() =>
  import('./chatbot-markdown').then((m) => m.ChatbotMarkdown),
);

/** Starts fetching the renderer early (when a conversation opens), so answers rarely wait. */
export function usePreloadMarkdown() {
  useEffect(() => {
    ChatbotMarkdown.preload();
  }, []);
}

type AnswerLine = Extract<ChatbotLine, { sender: 'bot' }>;

/** One Assignment Partner answer: its text (growing while streamed), state, sources and Copy. */
export function ChatbotAnswer({ line }: { line: AnswerLine }) {
  const { text, state } = line;
  const hasText = text.trim() !== '';
  const finished = state === 'done' || state === 'stopped' || state === 'failed';

  return (
    <>
      {hasText && (
        // Plain text until the renderer arrives: the answer is never held back by a download.
        <Suspense fallback={<p className="chatbot__plain">{text}</p>}>
          <ChatbotMarkdown text={text} />
        </Suspense>
      )}
      {state === 'done' && !hasText && <p className="chatbot__note">{CHATBOT_NO_RESPONSE}</p>}
      {state === 'stopped' && <p className="chatbot__note">Stopped.</p>}
      {state === 'failed' && <p className="chatbot__note chatbot__note--error">{line.error}</p>}
      {finished && <SourceChips sources={line.sources} />}
      {finished && <AskedIn papers={line.askedIn} />}
      {finished && hasText && (
        <div className="chatbot__actions">
          <CopyButton text={text} />
        </div>
      )}
    </>
  );
}
