import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { useChatbotThread, type ChatbotScope } from '../hooks/use-chatbot-thread';
import { ChatbotThread } from './chatbot-thread';

export type ChatbotWindowProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The launcher lives outside the Dialog, so Radix cannot find it on its own. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The note page being read (the reader): each question is asked about it. */
  scope?: ChatbotScope;
};

/**
 * The floating Assignment Partner (dashboard; the reader can pass a `scope`). Non-modal: the
 * student can keep reading the page beside it. Stays mounted once loaded, so closing it keeps
 * the conversation; it continues the one last open on /chatbot (and /chatbot continues its).
 */
export function ChatbotWindow({ open, onOpenChange, returnFocusTo, scope }: ChatbotWindowProps) {
  // Out here, not inside Dialog.Content (unmounted while closed): closing keeps the conversation.
  const thread = useChatbotThread({ scope });

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
              <button type="button" className="icon-button" aria-label="Close chat">
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
