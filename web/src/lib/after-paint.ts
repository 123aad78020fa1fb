import { useEffect, useState } from 'react';

// Work that is not part of the first screen (lazy below-the-fold chunks, the service worker)
// starts after the first paint rather than during the first render: requests that finish before
// the largest paint compete with the entry chunk for the network and the main thread, and
// Lighthouse's simulated throttling counts every one of them into the page's LCP.

let painted = false;
let watching = false;
let resolvePainted: () => void;
const paintedPromise = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});

/**
 * Called once the app's first render has committed (AppRoutes' effect): the first paint is taken
 * to be over a task after the next animation frame, that is once the browser painted what was
 * committed, or after `fallbackMs` in a hidden tab, which gets no frames.
 */
export function notifyFirstCommit(fallbackMs = 1000): void {
  if (watching) return;
  watching = true;
  const done = () => {
    if (painted) return;
    painted = true;
    resolvePainted();
  };
  const timer = setTimeout(done, fallbackMs);
  const afterFrame = () =>
    setTimeout(() => {
      clearTimeout(timer);
      done();
    }, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame);
  else afterFrame();
}

/** Resolves after the first paint, once the main thread is idle (at most `timeoutMs` later). */
export function whenIdleAfterPaint(timeoutMs = 2000): Promise<void> {
  return paintedPromise.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') {
          requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        } else setTimeout(resolve, 0);
      }),
  );
}

/**
 * False during the app's first paint, true after it (and at once for anything mounted later):
 * render a placeholder until then instead of a lazy component, so its chunk is fetched after
 * the first screen is up.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let active = true;
    // Effects run children first: make sure the watch has started even before AppRoutes' effect.
    notifyFirstCommit();
    void paintedPromise.then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
