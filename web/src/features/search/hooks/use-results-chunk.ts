import { useEffect, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The results list (filter chips, grouped options, highlighting) is its own chunk, fetched when
// the box is first focused, hovered or opened with "/": the box sits in the layout of every
// signed-in page, and most visits never search.
const SearchResults = lazyWithPreload(() =>
  import('../components/search-results').then((m) => m.SearchResults),
);

/** Starts fetching the results list's chunk; never rejects. */
export const preloadResults = SearchResults.preload;

/**
 * The results list's component once its chunk is in, fetched as soon as `wanted`. `failed`
 * says the fetch failed (the popup offers `retry`). Until then, `Results` is undefined and the
 * popup says "Searching…".
 */
export function useResultsChunk(wanted: boolean) {
  const [Results, setResults] = useState(SearchResults.loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!wanted || Results || failed) return;
    let active = true;
    SearchResults.load().then(
      (component) => active && setResults(() => component),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [wanted, Results, failed]);

  return { Results, failed, retry: () => setFailed(false) };
}
