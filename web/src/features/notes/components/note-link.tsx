import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { safeExternalUrl } from '@/utils/safe-url';
import type { DownloadDto as UserPdf, NoteDto as Note } from '@notesea/contract/notes';
import { formatPages, formatReadingProgress } from '../utils/format-pages';
import { PdfHint } from './pdf-hint';

type NoteLinkProps = {
  note: Note;
  /** This user's "My PDFs" entry for the note, when they have opened it. */
  opened?: Pick<UserPdf, 'lastPage' | 'pages'>;
};

/**
 * A note: opens it in the reader, at the page where this user stopped when there is one. A link
 * (not a button), so it can also open in a new tab; the reader logs the open.
 */
export function NoteLink({ note, opened }: NoteLinkProps) {
  const id = useId();
  const available = Boolean(safeExternalUrl(note.pdfUrl));
  const pageCount = formatPages(note.pages);
  const progress = opened && formatReadingProgress(opened.lastPage, opened.pages ?? note.pages);
  // e.g. "12 pages · Opened · page 3 of 12".
  const hint = [
    pageCount,
    note.sharedBy && `Shared by ${note.sharedBy}`,
    opened && 'Opened',
    progress,
    !available && 'PDF not available',
  ].filter((part): part is string => Boolean(part));

  const content = (
    <>
      <span id={`${id}-title`}>{note.title}</span>
      {/* A word break between title and hint in the text itself (the flex column shows none):
          without it the text reads "Structures3 pages", which the name does not contain. */}{' '}
      <PdfHint id={`${id}-hint`} parts={hint} />
    </>
  );
  if (!available) return <div className="note-button pyq-link--unavailable">{content}</div>;
  return (
    <Link
      className="note-button"
      to={paths.note.getHref(note._id, { page: opened?.lastPage })}
      // Named by all it shows (title, then the hint): a name that left out visible words would
      // fail voice control users who say what they see (WCAG 2.5.3, axe label-content-name-mismatch).
      aria-labelledby={hint.length > 0 ? `${id}-title ${id}-hint` : undefined}
    >
      {content}
    </Link>
  );
}
