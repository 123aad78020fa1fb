import type { PdfProgress } from '../lib/pdf-engine';

/** The download's progress while a PDF opens. */
export function PdfLoading({ progress }: { progress?: PdfProgress }) {
  const fraction = progress?.total ? Math.min(progress.loaded / progress.total, 1) : undefined;
  return (
    <div className="reader__status" role="status">
      {/* Without a known size the bar is indeterminate (no value), not stuck at 0. */}
      <progress className="reader__progress" max={1} value={fraction} aria-label="Loading PDF" />
      <p>Loading PDF…{fraction === undefined ? '' : ` ${Math.round(fraction * 100)}%`}</p>
    </div>
  );
}

/** A PDF (or one of its pages) that could not be shown, with the file itself as a way out. */
export function PdfError({ url }: { url: string }) {
  return (
    <div className="error-message" role="alert">
      <p>Could not load this PDF.</p>
      <a className="btn btn--secondary" href={url} target="_blank" rel="noopener noreferrer">
        Open in new tab
      </a>
    </div>
  );
}
