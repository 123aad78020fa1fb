import { formatPages } from '../utils/format-pages';

type PdfHintParts = {
  pages?: number | null;
  available: boolean;
  /** The contributing student's first name, when a student shared it. */
  sharedBy?: string | null;
};

/** The parts of the line under a paper's title: "2 pages", "Shared by Ravi", "PDF not available". */
export function pdfHintParts({ pages, available, sharedBy }: PdfHintParts): string[] {
  return [
    formatPages(pages),
    sharedBy ? `Shared by ${sharedBy}` : undefined,
    available ? undefined : 'PDF not available',
  ].filter((part): part is string => Boolean(part));
}

/** The line under a PDF entry's title, its parts a dot apart; nothing when there are none. */
export function PdfHint({ id, parts }: { id: string; parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return (
    <span id={id} className="note-button__hint">
      {parts.map((part, index) => (
        <span key={part}>
          {/* The dots only separate visually; screen readers hear the parts, a space apart. */}
          {index > 0 && (
            <>
              <span aria-hidden="true"> ·</span>{' '}
            </>
          )}
          {part}
        </span>
      ))}
    </span>
  );
}
