import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ConversationDto } from '@notesea/contract/partner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/utils/format';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/get-conversations';

type ConversationListProps = {
  currentId: string | null;
  onOpen: (id: string) => void;
  /** After the open conversation was deleted. */
  onDeletedCurrent: () => void;
};

const titleOf = (conversation: ConversationDto) => conversation.title.trim() || 'New chat';

/** The student's stored conversations, newest first: open one, or delete it (after a confirm). */
export function ConversationList({ currentId, onOpen, onDeletedCurrent }: ConversationListProps) {
  const conversations = useConversations();
  const [confirming, setConfirming] = useState<string | null>(null);

  if (conversations.isPending) return <Spinner label="Loading conversations…" />;
  if (conversations.isError) {
    return <QueryError query={conversations} fallback="Could not load your conversations." />;
  }
  if (conversations.data.length === 0) return <EmptyState message="No conversations yet." />;

  return (
    <ul className="conversation-list">
      {conversations.data.map((conversation) => (
        <li
          key={conversation._id}
          className={`conversation-list__item${conversation._id === currentId ? ' is-current' : ''}`}
        >
          {confirming === conversation._id ? (
            <DeleteConfirm
              conversation={conversation}
              onCancel={() => setConfirming(null)}
              onDeleted={() => {
                setConfirming(null);
                if (conversation._id === currentId) onDeletedCurrent();
              }}
            />
          ) : (
            <ConversationRow
              conversation={conversation}
              current={conversation._id === currentId}
              onOpen={() => onOpen(conversation._id)}
              onDelete={() => setConfirming(conversation._id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

type RowProps = {
  conversation: ConversationDto;
  current: boolean;
  onOpen: () => void;
  onDelete: () => void;
};

function ConversationRow({ conversation, current, onOpen, onDelete }: RowProps) {
  const title = titleOf(conversation);
  const updated = formatRelativeTime(conversation.updatedAt ?? conversation.createdAt);
  return (
    <>
      <button
        type="button"
        className="conversation-list__open"
        aria-current={current ? 'true' : undefined}
        // The full title where the list cuts it short.
        title={title}
        onClick={onOpen}
      >
        <span className="conversation-list__title">{title}</span>
        {updated && (
          <time
            className="conversation-list__time"
            dateTime={conversation.updatedAt ?? conversation.createdAt ?? undefined}
          >
            {updated}
          </time>
        )}
      </button>
      <button
        type="button"
        className="icon-button conversation-list__delete"
        aria-label={`Delete ${title}`}
        data-conversation={conversation._id}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </>
  );
}

type ConfirmProps = {
  conversation: ConversationDto;
  onCancel: () => void;
  onDeleted: () => void;
};

/**
 * The confirm step in place of the row: focus moves to Cancel (the safe choice), Escape cancels,
 * and focus goes back to the row's Delete button (cancel) or the list's heading (deleted).
 */
function DeleteConfirm({ conversation, onCancel, onDeleted }: ConfirmProps) {
  const remove = useDeleteConversation();
  const cancel = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const title = titleOf(conversation);
  const labelId = `delete-${conversation._id}`;

  useEffect(() => cancel.current?.focus(), []);

  const back = () => {
    const list = group.current?.closest('.conversation-list');
    onCancel();
    // After React has put the row back.
    requestAnimationFrame(() =>
      list
        ?.querySelector<HTMLButtonElement>(`[data-conversation="${CSS.escape(conversation._id)}"]`)
        ?.focus(),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      back();
    }
  };

  return (
    <div
      ref={group}
      className="conversation-list__confirm"
      role="group"
      aria-labelledby={labelId}
      onKeyDown={onKeyDown}
    >
      <p id={labelId}>
        Delete “{title}”? <span className="visually-hidden">This cannot be undone.</span>
      </p>
      {remove.isError && (
        <p className="form-alert" role="alert">
          {getErrorMessage(remove.error, 'Could not delete this conversation. Please try again.')}
        </p>
      )}
      <div className="conversation-list__confirm-actions">
        <Button
          className="conversation-list__danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(conversation._id, {
              onSuccess: () => {
                onDeleted();
                document.getElementById('conversations-title')?.focus();
              },
            })
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
        <button
          ref={cancel}
          type="button"
          className="btn btn--secondary"
          onClick={back}
          disabled={remove.isPending}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

// Here rather than in ui/icons: only this list deletes things with an icon.
function TrashIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
