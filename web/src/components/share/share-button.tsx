import { useEffect, useState } from 'react';
import type { ShareOutcome } from '@/lib/share-link';
import './share-button.css';

/** How long "Link copied" stays on screen, ms. */
const CONFIRM_MS = 5000;

/** The share code, fetched when a Share button is first pointed at, focused or pressed. */
let loading: Promise<typeof import('@/lib/share-link')> | undefined;
const loadShareCode = () =>
  (loading ??= import('@/lib/share-link').catch((error: unknown) => {
    loading = undefined; // a later press tries again
    throw error;
  }));

type ShareButtonProps = {
  /** The page to share: a path on this site, e.g. `/notes/{id}?page=3` (built by config/paths' readerHref with `pinPage`). */
  path: string;
  /**
   * What is shared, completing the button's accessible name ("Share" + what): e.g. "page 3 of
   * Normalization", "2024 paper, Q4a, page 2". Many Share buttons on one screen stay apart.
   */
  what: string;
  /** The title handed to the share sheet, e.g. "Normalization · DBMS, Unit 2 · Page 3". */
  title: string;
  /** `compact`: a small text button for lists (papers, questions, sources). */
  variant?: 'button' | 'compact';
};

/**
 * "Share": on a phone the system share sheet, elsewhere copies the link and says "Link copied"
 * (a polite status message beside the button). The link is absolute, on the current origin.
 */
export function ShareButton({ path, what, title, variant = 'button' }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<ShareOutcome | 'busy'>();
  const url = new URL(path, window.location.origin).href;

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(undefined), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    setOutcome('busy');
    try {
      const { shareLink } = await loadShareCode();
      setOutcome(await shareLink({ url, title }));
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className={`share share--${variant}`}>
      <button
        type="button"
        className={variant === 'button' ? 'btn btn--secondary share__button' : 'share__button'}
        aria-busy={outcome === 'busy'}
        onPointerEnter={() => void loadShareCode().catch(() => undefined)}
        onFocus={() => void loadShareCode().catch(() => undefined)}
        onClick={() => void share()}
      >
        <ShareIcon />
        Share<span className="visually-hidden"> {what}</span>
      </button>
      <span className="share__status" role="status">
        {outcome === 'copied' && 'Link copied'}
        {outcome === 'failed' && (
          <>
            Could not copy the link. Copy it from here: <span className="share__url">{url}</span>
          </>
        )}
      </span>
    </span>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z" />
    </svg>
  );
}
