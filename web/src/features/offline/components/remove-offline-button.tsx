import { Button } from '@/components/ui/button';
import { useRemoveOfflineNote } from '../api/remove-offline-note';
import './offline.css';

type RemoveOfflineButtonProps = {
  noteId: string;
  /** Names the note to a screen reader: "Remove offline copy of {title}". */
  title: string;
  /** Called as the removal starts (e.g. to clear a stale error beside it). */
  onRemove?: () => void;
};

/** Removes a note's saved copy from this device, saying so if that fails. */
export function RemoveOfflineButton({ noteId, title, onRemove }: RemoveOfflineButtonProps) {
  const remove = useRemoveOfflineNote();
  return (
    <>
      <Button
        variant="ghost"
        className="offline-save__button"
        disabled={remove.isPending}
        onClick={() => {
          onRemove?.();
          remove.mutate(noteId);
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
