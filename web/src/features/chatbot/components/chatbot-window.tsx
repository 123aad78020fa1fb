import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { useChatbotThread, type ChatbotScope } from '../hooks/use-chatbot-thread';
import { ChatbotThread } from './chatbot-thread';

/** A question sent for the student; a new `id` asks again, even the same text. */
export type ChatbotAsk = {
  id: number;
  text: string;
  /** The button that asked, which gets focus back when the window closes. */
  from?: HTMLElement | null;
};

export type ChatbotWindowProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The launcher lives outside the Dialog, so Radix cannot find it on its own. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The note page being read (the reader): each question is asked about it. */
  scope?: ChatbotScope;
  /** Answers from this subject's notes and papers only (the subject page). */
  subjectId?: string;
  /** Sent as soon as the conversation can take it (loaded, no answer still coming). */
  ask?: ChatbotAsk;
};

/**
 * The floating Assignment Partner (dashboard; the reader can pass a `scope`). Non-modal: the
 * student can keep reading the page beside it. Stays mounted once loaded, so closing it keeps
 * the conversation; it continues the one last open on /chatbot (and /chatbot continues its).
 */
export function ChatbotWindow({
  open,
  onOpenChange,
  returnFocusTo,
  scope,
  subjectId,
  ask,
}: ChatbotWindowProps) {
  // Out here, not inside Dialog.Content (unmounted while closed): closing keeps the conversation.
  const thread = useChatbotThread({ scope, subjectId });
  const asked = useRef<number | undefined>(undefined);
  const ready = !thread.loading && !thread.failed && !thread.active;
  const { send } = thread;
  // Waits for the remembered conversation to load and for an answer still streaming to end, so
  // the question lands in order; each ask is sent once.
  useEffect(() => {
    if (!ask || asked.current === ask.id || !ready) return;
    if (send(ask.text)) asked.current = ask.id;
  }, [ask, ready, send]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className="chatbot-window"
          // Clicks on the page (or the launcher, which toggles) must not close the chat.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="chatbot-window__header">
            <Dialog.Title className="chatbot-window__title">Assignment Partner</Dialog.Title>
            <button
              type="button"
              className="btn btn--ghost chatbot-window__new"
              onClick={thread.startNew}
            >
              New chat
            </button>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label="Close Assignment Partner">
                <Icon name="close" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">
            Ask questions about your assignments and get step-by-step help.
          </Dialog.Description>
          <ChatbotThread thread={thread} scope={scope} idPrefix="chatbot-window" autoFocus />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
