import type { ReactNode } from 'react';

type NeedsConnectionProps = {
  /** The note's title when it is known (its catalog answer was kept from an earlier visit). */
  title?: string;
  /** A way on, e.g. to the notes that are saved. */
  children?: ReactNode;
};

/** In place of the reader while offline, for a note with no saved copy on this device. */
export function NeedsConnection({ title, children }: NeedsConnectionProps) {
  return (
    <section className="reader-header">
      <h1>{title ?? 'You are offline'}</h1>
      <p role="alert" className="error-message">
        This note isn&apos;t saved for offline. Connect to the internet to open it.
      </p>
      {children}
    </section>
  );
}
