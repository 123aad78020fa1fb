import { useId } from 'react';
import { safeExternalUrl } from '@/utils/safe-url';
import { useLogDownload } from '../api/log-download';
import type { Note } from '../types';

export function NoteButton({ note }: { note: Note }) {
  const logDownload = useLogDownload();
  const id = useId();
  const url = safeExternalUrl(note.pdfUrl);

  const open = () => {
    if (!url) return;
    // Synchronously inside the click, before any await, or popup blockers stop the new tab.
    window.open(url, '_blank', 'noopener');
    logDownload.mutate({
      noteId: note._id,
      subjectName: note.subjectName,
      semesterName: note.semesterName,
      pdfUrl: note.pdfUrl,
    });
  };

  return (
    <button
      type="button"
      className="note-button"
      onClick={open}
      disabled={!url}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <span id={`${id}-title`}>{note.title}</span>
      <span id={`${id}-hint`} className="note-button__hint">
        {url ? 'Opens PDF in a new tab' : 'PDF not available'}
      </span>
    </button>
  );
}
