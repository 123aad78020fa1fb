import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { QueryError } from '@/components/ui/error-message';
import { Icon } from '@/components/ui/icons';
import { readerHref } from '@/config/paths';
import { isTypingTarget } from '@/utils/typing-target';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, useSearch } from '../api/search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { SearchResult, SearchType } from '../types';
import { groupBySubject, resultKey } from '../utils/group-results';
import type { OptionGroup, SearchOption, SearchResultsProps } from './search-results';
import './search.css';

/** One request per pause in typing rather than per keystroke. */
const DEBOUNCE_MS = 200;

// The results list (filter chips, grouped options, highlighting) is its own chunk, fetched when
// the box is first focused, hovered or opened with "/": this box sits in the layout of every
// signed-in page, and most visits never search.
type ResultsComponent = ComponentType<SearchResultsProps>;
let loadedResults: ResultsComponent | undefined;
let loadingResults: Promise<ResultsComponent> | undefined;

function loadResults(): Promise<ResultsComponent> {
  loadingResults ??= import('./search-results').then(
    (module) => (loadedResults = module.SearchResults),
    (error: unknown) => {
      loadingResults = undefined; // the next focus or "Try again" fetches it again
      throw error;
    },
  );
  return loadingResults;
}

const preloadResults = () => void loadResults().catch(() => undefined);

function toOptionGroups(results: readonly SearchResult[], idPrefix: string): OptionGroup[] {
  let index = 0;
  return groupBySubject(results).map(({ results: inGroup, ...group }) => ({
    ...group,
    options: inGroup.map((result) => ({
      result,
      key: resultKey(result),
      id: `${idPrefix}-option-${index++}`,
    })),
  }));
}

type Status = 'short' | 'loading' | 'error' | 'empty' | 'results';

/**
 * Search across notes and question papers, in the header of every signed-in page (WAI-ARIA
 * combobox with a listbox popup). Desktop shows the field; phones show a search button that opens
 * the same field over the header with the results below it, full width. "/" focuses it from
 * anywhere but another field; ↑/↓ move through the results, Enter opens one in the reader, Escape
 * closes the list and then clears the text.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);

  const [text, setText] = useState('');
  /** The list is wanted: the user focused or typed, and has not dismissed it since. */
  const [open, setOpen] = useState(false);
  /** Phones: the field is showing over the header (desktop always shows it). */
  const [sheet, setSheet] = useState(false);
  const [type, setType] = useState<SearchType | undefined>();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [Results, setResults] = useState<ResultsComponent | undefined>(() => loadedResults);
  const [resultsFailed, setResultsFailed] = useState(false);

  // A new page (a result opened, a link followed) closes the list; adjusting state during render
  // is React's way to react to a changed value without an extra commit.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
    setSheet(false);
  }

  const query = text.trim().replace(/\s+/g, ' ');
  const tooShort = query.length < MIN_QUERY_LENGTH;
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const search = useSearch({ q: debounced, type });
  const data = tooShort ? undefined : search.data;
  /** The results on screen are those of what is typed now (not kept from an earlier search). */
  const fresh = data !== undefined && !search.isPlaceholderData && data.params.q === query;

  const groups = useMemo(() => toOptionGroups(data?.results ?? [], baseId), [data, baseId]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const activeOption: SearchOption | undefined = options[activeIndex];

  let status: Status;
  if (tooShort) status = 'short';
  else if (search.isError) status = search.isFetching ? 'loading' : 'error';
  // Keep showing the previous results while the next ones load; an earlier "no match" is not
  // worth keeping, it would name the wrong words.
  else if (!data || (data.results.length === 0 && !fresh)) status = 'loading';
  else if (data.results.length === 0) status = 'empty';
  else status = 'results';

  const visible = open && query.length > 0;
  const expanded = visible && status === 'results';

  useEffect(() => {
    if (!visible || Results || resultsFailed) return;
    let active = true;
    loadResults().then(
      (component) => active && setResults(() => component),
      () => active && setResultsFailed(true),
    );
    return () => {
      active = false;
    };
  }, [visible, Results, resultsFailed]);

  // "/" from anywhere on the page, except while typing in another field or while a modal dialog
  // (side menu, project dialog) hides the page behind it.
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      const input = inputRef.current;
      if (!input || input.closest('[inert], [aria-hidden="true"]')) return;
      event.preventDefault();
      preloadResults();
      // Phones: the field must be on screen before it can take the focus.
      flushSync(() => setSheet(true));
      input.focus();
      input.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A click or tap outside closes the list. Focus moving elsewhere is handled by onBlur; a blur
  // to nowhere (iOS "Done", switching windows) keeps it, so the results stay readable.
  useEffect(() => {
    if (!visible && !sheet) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setSheet(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible, sheet]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) {
      setOpen(false);
      setSheet(false);
    }
  }

  function openSheet() {
    preloadResults();
    flushSync(() => setSheet(true));
    inputRef.current?.focus();
  }

  function closeSheet() {
    flushSync(() => {
      setOpen(false);
      setSheet(false);
    });
    openButtonRef.current?.focus();
  }

  function openResult(option: SearchOption) {
    if (!data) return;
    setOpen(false);
    setSheet(false);
    setActiveKey(null);
    inputRef.current?.blur();
    const { type: kind, _id, page } = option.result;
    // The reader opens at the matching page and marks the search there.
    void navigate(readerHref(kind, _id, { page, q: data.params.q, pinPage: true }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!visible) {
          setOpen(true);
          return;
        }
        if (options.length === 0) return;
        const last = options.length - 1;
        const next =
          event.key === 'ArrowDown'
            ? activeIndex === last
              ? 0
              : activeIndex + 1
            : activeIndex <= 0
              ? last
              : activeIndex - 1;
        setActiveKey(options[next]!.key);
        return;
      }
      case 'Enter': {
        if (!visible) return;
        // Without an active option, Enter takes the best match, but only once it is the match
        // for what is typed now (not a result kept from the previous search).
        const target = activeOption ?? (fresh ? options[0] : undefined);
        if (!target) return;
        event.preventDefault();
        openResult(target);
        return;
      }
      case 'Escape': {
        if (visible) {
          setOpen(false);
          setActiveKey(null);
        } else if (text) setText('');
        else if (sheet) closeSheet();
        else return;
        event.preventDefault();
        return;
      }
    }
  }

  const retryResults = () => {
    setResultsFailed(false);
  };

  // Until the list's code is in (it is fetched on focus, so rarely), results say "Searching…".
  const listShown = status === 'results' && Results !== undefined && !resultsFailed;
  let statusText = '';
  if (status === 'short') statusText = `Type at least ${MIN_QUERY_LENGTH} characters`;
  else if (status === 'loading') statusText = 'Searching…';
  else if (status === 'empty') statusText = `No notes match "${data?.params.q ?? query}"`;
  else if (listShown) {
    statusText = `${options.length} ${options.length === 1 ? 'result' : 'results'}`;
  } else if (!resultsFailed) statusText = 'Searching…';

  return (
    <div
      ref={rootRef}
      role="search"
      className={sheet ? 'search search--sheet' : 'search'}
      onBlur={onBlur}
    >
      <button
        ref={openButtonRef}
        type="button"
        className="icon-button search__open"
        aria-label="Search"
        onClick={openSheet}
        onPointerEnter={preloadResults}
        onFocus={preloadResults}
      >
        <Icon name="search" />
      </button>
      <div className="search__bar">
        <div className="search__field">
          <Icon name="search" />
          <input
            ref={inputRef}
            className="search__input"
            type="text"
            role="combobox"
            aria-label="Search notes and papers"
            placeholder="Search notes and PYQs"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded ? activeOption?.id : undefined}
            aria-keyshortcuts="/"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActiveKey(null);
            }}
            onFocus={() => {
              preloadResults();
              setOpen(true);
            }}
            // Reopens the list closed with Escape, for a field that kept the focus.
            onClick={() => setOpen(true)}
            onPointerEnter={preloadResults}
            onKeyDown={onKeyDown}
          />
          <kbd className="search__kbd" aria-hidden="true">
            /
          </kbd>
        </div>
        <button
          type="button"
          className="icon-button search__close"
          aria-label="Close search"
          onClick={closeSheet}
        >
          <Icon name="close" />
        </button>
      </div>
      {visible && (
        <div
          className="search__popup"
          // Clicks inside (chips, headings, the list's padding) keep the focus in the field, so
          // the arrow keys go on working.
          onMouseDown={(event) => event.preventDefault()}
        >
          <p
            role="status"
            className={listShown ? 'visually-hidden' : 'search__status'}
            aria-live="polite"
          >
            {statusText}
          </p>
          {/* The API's message for a 400 (too short, too long), without "Try again": other
              words are needed, not another try. */}
          {status === 'error' && (
            <QueryError query={search} fallback="Could not search right now." />
          )}
          {resultsFailed && (
            <div className="error-message search__error" role="alert">
              <p>Could not load the results. Check your connection.</p>
              <button type="button" className="btn btn--secondary" onClick={retryResults}>
                Try again
              </button>
            </div>
          )}
          {Results && (
            <Results
              listboxId={listboxId}
              groups={status === 'results' ? groups : []}
              query={data?.params.q ?? query}
              activeKey={expanded ? activeKey : null}
              busy={status === 'results' && !fresh}
              type={type}
              onTypeChange={(next) => {
                setType(next);
                setActiveKey(null);
              }}
              onPick={openResult}
              onHover={setActiveKey}
            />
          )}
        </div>
      )}
    </div>
  );
}
