import { formatPages } from '../utils/format-pages';

type PdfHintProps = {
  /** Referenced by the entry's aria-labelledby, after its title. */
  id: string;
  pages?: number | null;
  available: boolean;
  /** The contributing student's first name, when a student shared it. */
  sharedBy?: string | null;
};

/** The line under a PDF entry's title: its page count when known, and what activating it does. */
export function PdfHint({ id, pages, available, sharedBy }: PdfHintProps) {
  const pageCount = formatPages(pages);
  return (
    <span id={id} className="note-button__hint">
      {pageCount && (
        <>
          {/* The dot only separates visually; screen readers get "12 pages Opens PDF…". */}
          {pageCount}
          <span aria-hidden="true"> ·</span>{' '}
        </>
      )}
      {sharedBy && (
        <>
          Shared by {sharedBy}
          <span aria-hidden="true"> ·</span>{' '}
        </>
      )}
      {available ? 'Opens PDF in a new tab' : 'PDF not available'}
    </span>
  );
}
