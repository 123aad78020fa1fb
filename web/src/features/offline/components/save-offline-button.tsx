import { Button } from '@/components/ui/button';
import type { ReaderKind } from '@/config/paths';
import { useOfflineNote } from '../api/get-offline-notes';
import { useSaveOfflineNote } from '../api/save-offline-note';
import { useOnline } from '../hooks/use-online';
import {
  isOfflineStorageSupported,
  NotEnoughSpaceError,
  type OfflineNoteDetails,
} from '../lib/offline-store';
import { RemoveOfflineButton } from './remove-offline-button';
import './offline.css';

type SaveOfflineButtonProps = {
  note: OfflineNoteDetails;
  /** After a save; the routes use it to fetch the reader's PDF engine while there is a network. */
  onSaved?: () => void;
};

/**
 * "Save for offline" on a note or a question paper: keeps its PDF on this device, then says "Available offline" with
 * a way to remove the copy. Renders nothing where the browser cannot store files.
 */
export function SaveOfflineButton({ note, onSaved }: SaveOfflineButtonProps) {
  const saved = useOfflineNote(note);
  const save = useSaveOfflineNote();
  const online = useOnline();

  if (!isOfflineStorageSupported()) return null;

  // Each note and paper names itself, so a list of "Save for offline" buttons is not ambiguous to a screen
  // reader.
  const which = <span className="visually-hidden"> ({note.title})</span>;
  const error = save.isError ? saveErrorMessage(save.error, online, note.kind) : '';

  return (
    <span className="offline-save">
      {saved.data ? (
        <>
          <span className="offline-save__badge">
            <CheckIcon />
            Available offline{which}
          </span>
          <RemoveOfflineButton note={note} title={note.title} onRemove={save.reset} />
        </>
      ) : (
        <Button
          variant="secondary"
          className="offline-save__button"
          // Until the saved list is in, the button could offer to save a note already saved.
          disabled={!saved.isSuccess || save.isPending}
          aria-busy={save.isPending}
          onClick={() => save.mutate(note, { onSuccess: () => onSaved?.() })}
        >
          {save.isPending ? 'Saving…' : 'Save for offline'}
          {which}
        </Button>
      )}
      <span className="offline-save__error" role="alert">
        {error}
      </span>
    </span>
  );
}

function saveErrorMessage(error: unknown, online: boolean, kind: ReaderKind): string {
  const what = kind === 'pyq' ? 'paper' : 'note';
  if (error instanceof NotEnoughSpaceError) {
    return `Not enough space on this device to save this ${what}. Remove notes or papers you no longer need from My PDFs, or free up space, and try again.`;
  }
  if (!online) return `You are offline. Connect to the internet to save this ${what}.`;
  return `Could not save this ${what} for offline. Try again.`;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.5-1.5z" />
    </svg>
  );
}
