import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { readerHref } from '@/config/paths';
import { unitLabel } from '@/utils/unit-label';
import { formatDate } from '@/utils/format';
import { useOfflineNotes } from '../api/get-offline-notes';
import { useStorageEstimate } from '../api/get-storage-estimate';
import { isOfflineStorageSupported, type OfflineNote } from '../lib/offline-store';
import { formatBytes } from '../utils/format-bytes';
import { RemoveOfflineButton } from './remove-offline-button';
import './offline.css';

/**
 * "Available offline" on My PDFs: the notes and question papers saved on this device, each
 * opening the reader (which then reads the saved copy), with their size, a way to remove each,
 * and the space used. Everything here comes from the device, so the list shows offline too.
 */
export function OfflineNotes() {
  const notes = useOfflineNotes();
  if (!isOfflineStorageSupported()) return null;

  return (
    <section className="offline-notes" aria-labelledby="offline-notes-title">
      <h2 id="offline-notes-title">Available offline</h2>
      {notes.isPending ? (
        <Spinner label="Loading notes and papers saved on this device…" />
      ) : notes.isError ? (
        <p className="error-message" role="alert">
          Could not read the notes and papers saved on this device.
        </p>
      ) : notes.data.length === 0 ? (
        <EmptyState message="No notes or papers saved on this device yet. Choose “Save for offline” on a note or a question paper to read it without an internet connection." />
      ) : (
        <>
          <ul className="note-list" aria-label="Notes and papers available offline">
            {notes.data.map((note) => (
              <OfflineNoteItem key={`${note.kind}/${note.id}`} note={note} />
            ))}
          </ul>
          <StorageUsage notes={notes.data} />
        </>
      )}
    </section>
  );
}

function OfflineNoteItem({ note }: { note: OfflineNote }) {
  return (
    <li className="note-item">
      <Link className="note-button" to={readerHref(note.kind, note.id)}>
        <span>{note.title}</span>
        <span className="note-button__hint">
          {[
            note.subjectName,
            note.kind === 'pyq' ? 'Question paper' : unitLabel(note.unit),
            formatBytes(note.bytes),
          ]
            .filter(Boolean)
            .join(' · ')}
          {' · '}Saved <time dateTime={note.savedAt}>{formatDate(note.savedAt)}</time>
        </span>
      </Link>
      <RemoveOfflineButton note={note} title={note.title} />
    </li>
  );
}

function StorageUsage({ notes }: { notes: OfflineNote[] }) {
  const estimate = useStorageEstimate().data;
  const total = notes.reduce((sum, note) => sum + note.bytes, 0);
  const papers = notes.filter((note) => note.kind === 'pyq').length;
  // "2 notes", "1 paper", "2 notes and 1 paper": a kind none is saved of goes unsaid.
  const count = [
    counted(notes.length - papers, 'note', 'notes'),
    counted(papers, 'paper', 'papers'),
  ].filter(Boolean);
  return (
    <p className="subtitle offline-notes__usage">
      {count.join(' and ')}, {formatBytes(total)} on this device.
      {estimate && estimate.quota > 0 && (
        <>
          {' '}
          NoteSea uses {formatBytes(estimate.usage)} of the {formatBytes(estimate.quota)} this
          browser allows it.
        </>
      )}
    </p>
  );
}

function counted(count: number, one: string, many: string): string | undefined {
  if (count === 0) return undefined;
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}
