import { Button } from '@/components/ui/button';
import { useRemoveOfflineNote } from '../api/remove-offline-note';
import type { OfflineNoteKey } from '../lib/offline-store';
import './offline.css';

type RemoveOfflineButtonProps = {
  note: OfflineNoteKey;
  /** Names the note or paper to a screen reader: "Remove offline copy of {title}". */
  title: string;
  /** Called as the removal starts (e.g. to clear a stale error beside it). */
  onRemove?: () => void;
};

/** Removes a note's (or paper's) saved copy from this device, saying so if that fails. */
export function RemoveOfflineButton({ note, title, onRemove }: RemoveOfflineButtonProps) {
  const remove = useRemoveOfflineNote();
  return (
    <>
      <Button
        variant="ghost"
        className="offline-save__button"
        disabled={remove.isPending}
        onClick={() => {
          onRemove?.();
          // Only the key, not the whole saved copy a caller may pass as `note`.
          remove.mutate({ kind: note.kind, id: note.id });
        }}
      >
        {remove.isPending ? 'Removing…' : 'Remove'}
        <span className="visually-hidden"> offline copy of {title}</span>
      </Button>
      {remove.isError && (
        <span className="offline-save__error" role="alert">
          Could not remove the offline copy. Try again.
        </span>
      )}
    </>
  );
}
