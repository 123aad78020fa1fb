import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { useConversation } from '../hooks/use-conversation';
import { ChatbotConversation } from './chatbot-conversation';

type ChatbotWindowProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The launcher lives outside the Dialog, so Radix cannot find it on its own. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The floating Assignment Partner on the dashboard. Non-modal: the student can keep reading the
 * page beside it. Stays mounted once loaded, so closing it keeps the conversation.
 */
export function ChatbotWindow({ open, onOpenChange, returnFocusTo }: ChatbotWindowProps) {
  const conversation = useConversation();

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
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label="Close chat">
                <Icon name="close" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">
            Ask questions about your assignments and get step-by-step help.
          </Dialog.Description>
          <ChatbotConversation conversation={conversation} idPrefix="chatbot-window" autoFocus />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
