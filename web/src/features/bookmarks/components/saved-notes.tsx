import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBookmarks } from '../api/get-bookmarks';
import type { BookmarkDto as Bookmark } from '@notesea/contract/notes';
import { unitLabel } from '@/utils/unit-label';
import './bookmarks.css';

type SavedNotesProps = {
  /** Controls shown beside each note (the route adds "Save for offline"). */
  renderNoteActions?: (bookmark: Bookmark) => ReactNode;
};

/** "Saved" on My PDFs: the starred notes, newest first as the API sends them, each opening the reader. */
export function SavedNotes({ renderNoteActions }: SavedNotesProps = {}) {
  const bookmarks = useBookmarks();

  return (
    <section className="saved-notes" aria-labelledby="saved-notes-title">
      <h2 id="saved-notes-title">Saved</h2>
      {bookmarks.isPending ? (
        <Spinner label="Loading saved notes…" />
      ) : bookmarks.isError ? (
        <QueryError query={bookmarks} fallback="Could not load saved notes." />
      ) : bookmarks.data.length === 0 ? (
        <EmptyState message="No saved notes yet." />
      ) : (
        <ul className="note-list" aria-label="Saved notes">
          {bookmarks.data.map((bookmark) => (
            <li key={bookmark.noteId} className="note-item">
              <Link className="note-button" to={paths.note.getHref(bookmark.noteId)}>
                <span>{bookmark.title}</span>
                <span className="note-button__hint">
                  {bookmark.subjectName}
                  {bookmark.unit != null && (
                    <>
                      <span aria-hidden="true"> ·</span> {unitLabel(bookmark.unit)}
                    </>
                  )}
                </span>
              </Link>
              {renderNoteActions?.(bookmark)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
