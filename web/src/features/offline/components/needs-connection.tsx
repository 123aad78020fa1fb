import type { ReactNode } from 'react';

type NeedsConnectionProps = {
  /** What is not saved; a note unless said. */
  what?: 'note' | 'paper';
  /**
   * The note's (or paper's) title when it is known (its catalog answer was kept from an earlier
   * visit).
   */
  title?: string;
  /** A way on, e.g. to the notes that are saved. */
  children?: ReactNode;
};

/** In place of the reader while offline, for a note or paper with no saved copy on this device. */
export function NeedsConnection({ what = 'note', title, children }: NeedsConnectionProps) {
  return (
    <section className="reader-header">
      <h1>{title ?? 'You are offline'}</h1>
      <p role="alert" className="error-message">
        This {what} isn&apos;t saved for offline. Connect to the internet to open it.
      </p>
      {children}
    </section>
  );
}
