import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './reader.css';

type ReaderHeaderProps = {
  title: string;
  /** Shown under the title, joined by dots: subject, semester, "Unit 2" or the paper's name. */
  details: readonly (string | undefined)[];
  back: { to: string; label: string };
  /** Buttons and links for the document (save, download). */
  children?: ReactNode;
};

/** The reader's title bar: where the reader came from, what is open, what can be done with it. */
export function ReaderHeader({ title, details, back, children }: ReaderHeaderProps) {
  return (
    <header className="reader-header">
      <Link className="back-link" to={back.to}>
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1>{title}</h1>
      <p className="reader-header__meta">{details.filter(Boolean).join(' · ')}</p>
      {children && <div className="reader-header__actions">{children}</div>}
    </header>
  );
}

/**
 * The file itself: a download, and a new tab for whoever prefers the browser's own viewer (or
 * when ours cannot show the file).
 */
export function PdfFileLinks({ url, fileName }: { url: string; fileName: string }) {
  return (
    <>
      {/*
        Browsers honour `download` only for same-origin files; a cross-origin one (Storage) is
        saved if its server says attachment, else shown: in a new tab, so the reader stays open.
      */}
      <a
        className="btn btn--secondary"
        href={url}
        download={fileName}
        target="_blank"
        rel="noopener noreferrer"
      >
        Download
      </a>
      <a className="btn btn--ghost" href={url} target="_blank" rel="noopener noreferrer">
        Open in new tab
      </a>
    </>
  );
}
