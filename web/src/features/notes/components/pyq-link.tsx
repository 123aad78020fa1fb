import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { safeExternalUrl } from '@/utils/safe-url';
import type { PyqDto as Pyq } from '@notesea/contract/notes';
import { pyqTitle } from '../utils/pyq-title';
import { PdfHint, pdfHintParts } from './pdf-hint';

/**
 * A question paper: opens it in the app's reader at its first page (page turns, search
 * highlights, Share, Download), as exam prep, search and shared links do. A link, so it can also
 * open in a new tab. The raw file has its own link beside it (`PyqFileLink`).
 */
export function PyqLink({ pyq }: { pyq: Pyq }) {
  const id = useId();
  const available = Boolean(safeExternalUrl(pyq.pdfUrl));
  const hint = pdfHintParts({ pages: pyq.pages, available, sharedBy: pyq.sharedBy });
  const text = (
    <>
      <span id={`${id}-title`}>{pyqTitle(pyq)}</span>
      {/* A word break between title and hint in the text itself (the flex column shows none):
          without it the text reads "Structures3 pages", which the name does not contain. */}{' '}
      <PdfHint id={`${id}-hint`} parts={hint} />
    </>
  );

  if (!available) return <div className="note-button pyq-link--unavailable">{text}</div>;
  return (
    <Link
      className="note-button pyq-link"
      to={paths.pyq.getHref(pyq._id)}
      // Named by all it shows, title then hint (WCAG 2.5.3: the visible words are in the name).
      aria-labelledby={hint.length > 0 ? `${id}-title ${id}-hint` : undefined}
    >
      {text}
    </Link>
  );
}

/**
 * "Open the PDF": the paper's file itself, in a new tab (the browser's viewer, or a download on
 * Android), for whoever wants it rather than the reader. Nothing when there is no file.
 */
export function PyqFileLink({ pyq }: { pyq: Pyq }) {
  const url = safeExternalUrl(pyq.pdfUrl);
  if (!url) return null;
  return (
    <a className="pyq-file-link" href={url} target="_blank" rel="noopener noreferrer">
      Open the PDF
      {/* Many papers in a list: each link names its own (the visible words come first). */}
      <span className="visually-hidden"> of the {pyqTitle(pyq)} paper (new tab)</span>
    </a>
  );
}
