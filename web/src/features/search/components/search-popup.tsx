import type { ComponentType } from 'react';
import { QueryError } from '@/components/ui/error-message';
import type { SearchStatus } from '../utils/search-status';
import type { SearchResultsProps } from './search-results';

type SearchPopupProps = {
  status: SearchStatus;
  statusText: string;
  /** The list is on screen: the status line is then for screen readers only. */
  listShown: boolean;
  /** The search query, for the API's message when it failed. */
  search: { error: unknown; refetch: () => unknown };
  /** The list's component, once its chunk is in. */
  Results: ComponentType<SearchResultsProps> | undefined;
  resultsProps: SearchResultsProps;
  /** The list's chunk failed to download: offer to fetch it again. */
  resultsFailed: boolean;
  onRetryResults: () => void;
};

/** Under the search field: the live status line, errors, and the results list. */
export function SearchPopup({
  status,
  statusText,
  listShown,
  search,
  Results,
  resultsProps,
  resultsFailed,
  onRetryResults,
}: SearchPopupProps) {
  return (
    <div
      className="search__popup"
      // Clicks inside (chips, headings, the list's padding) keep the focus in the field, so the
      // arrow keys go on working.
      onMouseDown={(event) => event.preventDefault()}
    >
      <p
        role="status"
        className={listShown ? 'visually-hidden' : 'search__status'}
        aria-live="polite"
      >
        {statusText}
      </p>
      {/* The API's message for a 400 (too short, too long), without "Try again": other words
          are needed, not another try. */}
      {status === 'error' && <QueryError query={search} fallback="Could not search right now." />}
      {resultsFailed && (
        <div className="error-message search__error" role="alert">
          <p>Could not load the results. Check your connection.</p>
          <button type="button" className="btn btn--secondary" onClick={onRetryResults}>
            Try again
          </button>
        </div>
      )}
      {Results && <Results {...resultsProps} />}
    </div>
  );
}
