import { useId } from 'react';
import { safeExternalUrl } from '@/utils/safe-url';
import type { PyqDto as Pyq } from '@notesea/contract/notes';
import { pyqTitle } from '../utils/pyq-title';
import { PdfHint } from './pdf-hint';

/**
 * A question paper. A plain link to the file: nothing is logged for
 * papers, so the browser may open it however the user asks (new tab, middle click, copy link).
 */
export function PyqLink({ pyq }: { pyq: Pyq }) {
  const id = useId();
  const url = safeExternalUrl(pyq.pdfUrl);
  const text = (
    <>
      <span id={`${id}-title`}>{pyqTitle(pyq)}</span>
      {/* A word break between title and hint in the text itself (the flex column shows none):
          without it the text reads "Structures3 pages", which the name does not contain. */}{' '}
      <PdfHint
        id={`${id}-hint`}
        pages={pyq.pages}
        available={Boolean(url)}
        sharedBy={pyq.sharedBy}
      />
    </>
  );

  if (!url) return <div className="note-button pyq-link--unavailable">{text}</div>;
  return (
    <a
      className="note-button pyq-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      // Named by all it shows, title then hint (WCAG 2.5.3: the visible words are in the name).
      aria-labelledby={`${id}-title ${id}-hint`}
    >
      {text}
    </a>
  );
}
