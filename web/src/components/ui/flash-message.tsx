import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation state that carries a one-off message to the next page, for flows that show a
 * result and move on (docs/product.md §8: 'Email verified!' then /dashboard) without blocking on an alert.
 */
export type FlashState = { flash?: string };

export function readFlash(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { flash } = state as FlashState;
  return typeof flash === 'string' && flash ? flash : undefined;
}

/** The message passed in `location.state.flash`, until the user dismisses it or moves on. */
export function FlashMessage() {
  const location = useLocation();
  const flash = readFlash(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);

  if (!flash || dismissed === location.key) return null;
  return (
    <div className="flash" role="status">
      <p>{flash}</p>
      <button
        type="button"
        className="icon-button flash__close"
        aria-label="Dismiss message"
        onClick={() => setDismissed(location.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
