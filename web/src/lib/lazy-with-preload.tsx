import { lazy, useState, type ComponentType } from 'react';

/** A code-split component that can be fetched ahead of its first render. */
export type LazyWithPreload<P extends object> = ComponentType<P> & {
  /**
   * Starts the download (on hover, focus, or once the page has painted); never rejects: a chunk
   * that fails shows as an error where the component renders.
   */
  preload: () => void;
  /** The download, shared by every caller; rejects on failure, and the next call tries again. */
  load: () => Promise<ComponentType<P>>;
  /** The component once downloaded, else `undefined`. */
  loaded: () => ComponentType<P> | undefined;
};

/**
 * React.lazy with a handle to fetch the chunk early: `importer` is the dynamic import, picking the
 * export, e.g. `lazyWithPreload(() => import('./dialog').then((m) => m.Dialog))`. Render it
 * inside a Suspense boundary. A component whose chunk is already in when it mounts renders at
 * once instead of suspending for a tick, so a preloaded dialog or page never flashes its
 * fallback (nor waits out React's 300 ms hold on content that replaced one).
 */
export function lazyWithPreload<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): LazyWithPreload<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later attempt (a retry, a navigation) fetches it again
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Decided once per mount, so it never switches between the two (which would remount it).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, {
    preload: () => void load().catch(() => undefined),
    load,
    loaded: () => loaded,
  });
}
