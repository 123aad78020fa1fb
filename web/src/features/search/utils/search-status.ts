import { MIN_QUERY_LENGTH } from '../api/search';

/** Where a search stands, as the popup shows it. */
export type SearchStatus = 'short' | 'loading' | 'error' | 'empty' | 'results';

type StatusInput = {
  /** The typed text, trimmed and with runs of spaces folded. */
  query: string;
  isError: boolean;
  isFetching: boolean;
  /** The results on screen: of this search, or kept from the previous one while this loads. */
  results: readonly unknown[] | undefined;
  /** `results` are those of `query` (not kept from an earlier search). */
  fresh: boolean;
};

/** The search's status, from what is typed and what the query has. */
export function searchStatus({
  query,
  isError,
  isFetching,
  results,
  fresh,
}: StatusInput): SearchStatus {
  if (query.length < MIN_QUERY_LENGTH) return 'short';
  if (isError) return isFetching ? 'loading' : 'error';
  // Keep showing the previous results while the next ones load; an earlier "no match" is not
  // worth keeping, it would name the wrong words.
  if (!results || (results.length === 0 && !fresh)) return 'loading';
  return results.length === 0 ? 'empty' : 'results';
}

/**
 * The live status line: what to type, "Searching…", no match, or the number of results once the
 * list shows them. Until the list's code is in (it is fetched on focus, so rarely), results say
 * "Searching…"; once its download failed, nothing (the error says it).
 */
export function statusText(
  status: SearchStatus,
  {
    query,
    count,
    listShown,
    listFailed,
  }: {
    query: string;
    count: number;
    listShown: boolean;
    listFailed: boolean;
  },
): string {
  if (status === 'short') return `Type at least ${MIN_QUERY_LENGTH} characters`;
  if (status === 'loading') return 'Searching…';
  if (status === 'empty') return `No notes or papers match "${query}"`;
  if (listShown) return `${count} ${count === 1 ? 'result' : 'results'}`;
  return listFailed ? '' : 'Searching…';
}
