import type { ReactNode } from 'react';

type ComingSoonProps = {
  feature: string;
  /** Where to go instead, e.g. a link home. */
  children?: ReactNode;
};

// Routes that later issues fill render this instead of a blank page.
export function ComingSoon({ feature, children }: ComingSoonProps) {
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <p className="coming-soon__badge">Coming soon</p>
      <h1 id="coming-soon-title">{feature}</h1>
      <p>We are still building {feature} for NoteSea. Please check back soon.</p>
      {children}
    </section>
  );
}
