import type { ReactNode } from 'react';

type EmptyStateProps = {
  message: string;
  /** Optional next step, e.g. a link back to the dashboard. */
  children?: ReactNode;
};

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p>{message}</p>
      {children}
    </div>
  );
}
