import { useCallback, useEffect, useRef, useState } from 'react';
import { useLogDownload } from '../api/log-download';
import { useSaveProgress } from '../api/save-progress';
import type { NoteDetailDto as NoteDetail } from '@notesea/contract/notes';

/** A page must stay open this long before it is saved: flicking through pages saves once. */
export const PROGRESS_DELAY_MS = 1000;

type ReadingLogOptions = {
  /** The open note, once loaded. */
  note: NoteDetail | undefined;
  /** The page on screen, once the PDF is open (before that the page is not known to exist). */
  page: number | undefined;
  /** Signed in: a visitor's reading is not logged (the endpoints need a session). */
  enabled: boolean;
};

/**
 * A signed-in reader's trail: logs the open once ("My PDFs", spec POST /user-pdfs), then saves
 * the page being read (PUT …/progress) after it has stayed put for a second, and at once when
 * the reader leaves (unmount, tab hidden or closed). Progress waits for the log to succeed:
 * the server refuses progress on a note that was not logged.
 */
export function useReadingLog({ note, page, enabled }: ReadingLogOptions) {
  const { mutate: logOpen } = useLogDownload();
  const { mutate: save } = useSaveProgress();
  const [logged, setLogged] = useState(false);
  const loggedNote = useRef<string>(undefined);
  /** The page waiting to be saved, and the last one sent. */
  const pending = useRef<{ noteId: string; page: number }>(undefined);
  const saved = useRef<number>(undefined);

  useEffect(() => {
    // Once per open: page turns re-render, and StrictMode re-runs effects, without a second log.
    if (!enabled || !note || loggedNote.current === note._id) return;
    loggedNote.current = note._id;
    logOpen(
      {
        noteId: note._id,
        subjectName: note.subjectName,
        semesterName: note.semesterName,
        pdfUrl: note.pdfUrl,
      },
      { onSuccess: () => setLogged(true) },
    );
  }, [enabled, note, logOpen]);

  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = undefined;
    if (!next || next.page === saved.current) return;
    saved.current = next.page;
    save(next);
  }, [save]);

  const noteId = note?._id;
  useEffect(() => {
    if (!logged || !noteId || page === undefined) return;
    pending.current = { noteId, page };
    const timer = setTimeout(flush, PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [logged, noteId, page, flush]);

  useEffect(() => {
    // A hidden tab may never come back (closed, or killed by a phone's memory pressure).
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      // Leaving the reader inside the app: the page waiting for its second is saved now.
      flush();
    };
  }, [flush]);
}
