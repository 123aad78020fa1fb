import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the first layout chunk downloads. */
export function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner label="Loading NoteSea…" />
    </div>
  );
}

/**
 * A crash, or a chunk that failed to load (typically a deploy replaced it while the tab was
 * open): a reload fetches the new build. `standalone` when no layout (and so no <main>) is around.
 */
export function PageError({ standalone = false }: { standalone?: boolean }) {
  const card = (
    <section className="card" role="alert">
      <h1>Something went wrong</h1>
      <p>Please reload the page. If it keeps happening, try again later.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
  return standalone ? (
    <main id="main" className="main route-error">
      {card}
    </main>
  ) : (
    card
  );
}

type BoundaryProps = { resetKey: string; fallback: ReactNode; children: ReactNode };
type BoundaryState = { hasError: boolean; resetKey: string };

/** Error boundary that clears itself when the user navigates elsewhere. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}

/** A layout's page slot: the header stays while a page loads or if it crashes. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={<PageError />}>
      <Suspense fallback={<Spinner label="Loading page…" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
