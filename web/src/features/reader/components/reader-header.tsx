import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import './reader.css';

type ReaderHeaderProps = {
  title: string;
  /** Shown under the title, joined by dots: subject, semester, "Unit 2" or the paper's name. */
  details: readonly (string | undefined)[];
  back: { to: string; label: string };
  /** Buttons and links for the document (save, share, download). */
  children?: ReactNode;
};

/**
 * The reader's title bar: where the reader came from, what is open, what can be done with it.
 * On a desktop the actions are a row under the title. On a phone (reader.css) the bar is one
 * line, back arrow, title cut with an ellipsis, and "More actions", a disclosure button that
 * drops the same actions down: the very buttons and links of the desktop row, so they keep
 * their names, their states and their messages ("Link copied", "Saving…") on a phone too.
 */
export function ReaderHeader({ title, details, back, children }: ReaderHeaderProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const meta = details.filter(Boolean).join(' · ');

  // Open, the panel closes on Escape (focus back on the button) and on a press outside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      className="reader-header reader-header--bar"
      // Tabbing past the last action closes the panel (a press outside does too).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <Link className="back-link reader-header__back" to={back.to}>
        <span aria-hidden="true">← </span>
        <span className="reader-header__back-label">{back.label}</span>
      </Link>
      <div className="reader-header__heading">
        {/* Cut to one line on a phone; the whole title stays in the text (and on hover). */}
        <h1 title={title}>{title}</h1>
        {meta && <p className="reader-header__meta">{meta}</p>}
      </div>
      {children && (
        <>
          <button
            ref={toggleRef}
            type="button"
            className="reader-header__more"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <MoreIcon />
            <span className="visually-hidden">More actions</span>
          </button>
          <div
            id={panelId}
            className={`reader-header__actions${open ? ' reader-header__actions--open' : ''}`}
          >
            {/* The whole title and details, which the phone's one-line bar cuts (screen readers
                have them once, from the heading). Only while open: the desktop row never is. */}
            {open && (
              <p className="reader-header__full" aria-hidden="true">
                <strong>{title}</strong>
                {meta && <span>{meta}</span>}
              </p>
            )}
            {children}
          </div>
        </>
      )}
    </header>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
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
