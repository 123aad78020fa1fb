/** First focusable element on every page: jumps keyboard users past the header (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  );
}
