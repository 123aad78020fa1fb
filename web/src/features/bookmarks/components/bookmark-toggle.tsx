import { useState } from 'react';
import { useAddBookmark, type BookmarkNote } from '../api/add-bookmark';
import { useBookmarks } from '../api/get-bookmarks';
import { useRemoveBookmark } from '../api/remove-bookmark';
import './bookmarks.css';

type BookmarkToggleProps = {
  note: BookmarkNote;
  /** The words beside the star (the reader's title bar); lists show the star alone. */
  showLabel?: boolean;
};

/**
 * The star that saves a note to "Saved" on My PDFs. A toggle button (aria-pressed) whose state
 * comes from the one bookmarks list, flipped at once and flipped back if the server refuses.
 * Signed-in users only: render it only with a session.
 */
export function BookmarkToggle({ note, showLabel = false }: BookmarkToggleProps) {
  const bookmarks = useBookmarks();
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const [failed, setFailed] = useState(false);
  const saved = bookmarks.data?.some((bookmark) => bookmark.noteId === note._id) ?? false;
  const label = saved ? 'Saved' : 'Save note';

  const toggle = () => {
    setFailed(false);
    const onError = () => setFailed(true);
    if (saved) remove.mutate(note._id, { onError });
    else add.mutate(note, { onError });
  };

  return (
    <span className="bookmark">
      <button
        type="button"
        className={`bookmark-toggle${showLabel ? ' bookmark-toggle--labelled' : ''}`}
        aria-pressed={saved}
        // Until the list is in, the state shown could be wrong.
        disabled={!bookmarks.isSuccess}
        onClick={toggle}
        title={showLabel ? undefined : label}
      >
        <svg
          className="bookmark-toggle__star"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
        </svg>
        <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
      </button>
      <span className="bookmark__error" role="status">
        {failed ? (saved ? 'Could not unsave. Try again.' : 'Could not save. Try again.') : ''}
      </span>
    </span>
  );
}
