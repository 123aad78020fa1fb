import { useId, useState } from 'react';

type PageControlsProps = {
  current: number;
  count: number;
  /** Any number: the reader clamps it to the document's pages. */
  onGoTo: (page: number) => void;
};

/**
 * Previous / Next and a page field: a typed page is taken on Enter or on leaving the field, and
 * anything but a number puts the current page back.
 */
export function PageControls({ current, count, onGoTo }: PageControlsProps) {
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const goTo = (page: number) => {
    setDraft(null);
    onGoTo(page);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(null);
    else goTo(typed);
  };

  return (
    <div className="reader__group" role="group" aria-label="Pages">
      <button
        type="button"
        className="btn btn--secondary reader__button"
        onClick={() => goTo(current - 1)}
        disabled={current <= 1}
        aria-label="Previous page"
      >
        <span aria-hidden="true">‹</span>
        {/* The word spelled out as in the name: speech users say what they see (WCAG 2.5.3). */}
        <span className="reader__button-text"> Previous</span>
      </button>
      <div className="reader__page-form">
        <label htmlFor={fieldId} className="reader__page-label">
          Page
        </label>
        <input
          id={fieldId}
          className="reader__page-field"
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          value={draft ?? String(current)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commitDraft();
          }}
          onBlur={commitDraft}
          onFocus={(event) => event.target.select()}
        />
        <span>of {count}</span>
      </div>
      <button
        type="button"
        className="btn btn--secondary reader__button"
        onClick={() => goTo(current + 1)}
        disabled={current >= count}
        aria-label="Next page"
      >
        <span className="reader__button-text">Next </span>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
