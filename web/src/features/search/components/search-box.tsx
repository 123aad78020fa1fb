import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icons';
import { readerHref } from '@/config/paths';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, useSearch } from '../api/search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePointerDownOutside } from '../hooks/use-pointer-down-outside';
import { preloadResults, useResultsChunk } from '../hooks/use-results-chunk';
import { useSlashShortcut } from '../hooks/use-slash-shortcut';
import type { SearchType } from '../types';
import { nextOptionIndex, toOptionGroups, type SearchOption } from '../utils/option-groups';
import { searchStatus, statusText } from '../utils/search-status';
import { SearchPopup } from './search-popup';
import './search.css';

/** One request per pause in typing rather than per keystroke. */
const DEBOUNCE_MS = 200;

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

  // A new page (a result opened, a link followed) closes the list; adjusting state during render
  // is React's way to react to a changed value without an extra commit.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
    setSheet(false);
  }

  const query = text.trim().replace(/\s+/g, ' ');
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const search = useSearch({ q: debounced, type });
  const data = query.length < MIN_QUERY_LENGTH ? undefined : search.data;
  /** The results on screen are those of what is typed now (not kept from an earlier search). */
  const fresh = data !== undefined && !search.isPlaceholderData && data.params.q === query;
  const status = searchStatus({
    query,
    isError: search.isError,
    isFetching: search.isFetching,
    results: data?.results,
    fresh,
  });

  const groups = useMemo(() => toOptionGroups(data?.results ?? [], baseId), [data, baseId]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const activeOption: SearchOption | undefined = options[activeIndex];

  const visible = open && query.length > 0;
  const expanded = visible && status === 'results';
  const results = useResultsChunk(visible);

  const close = () => {
    setOpen(false);
    setSheet(false);
  };

  useSlashShortcut(inputRef, (input) => {
    preloadResults();
    // Phones: the field must be on screen before it can take the focus.
    flushSync(() => setSheet(true));
    input.focus();
    input.select();
  });
  // Focus moving elsewhere is handled by onBlur.
  usePointerDownOutside(rootRef, visible || sheet, close);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) close();
  }

  function openSheet() {
    preloadResults();
    flushSync(() => setSheet(true));
    inputRef.current?.focus();
  }

  function closeSheet() {
    flushSync(close);
    openButtonRef.current?.focus();
  }

  function openResult(option: SearchOption) {
    if (!data) return;
    close();
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
        const next = nextOptionIndex(
          activeIndex,
          options.length,
          event.key === 'ArrowDown' ? 1 : -1,
        );
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

  const listShown = status === 'results' && results.Results !== undefined && !results.failed;
  const shownQuery = data?.params.q ?? query;

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
        <SearchPopup
          status={status}
          statusText={statusText(status, {
            query: shownQuery,
            count: options.length,
            listShown,
            listFailed: results.failed,
          })}
          listShown={listShown}
          search={search}
          Results={results.Results}
          resultsFailed={results.failed}
          onRetryResults={results.retry}
          resultsProps={{
            listboxId,
            groups: status === 'results' ? groups : [],
            query: shownQuery,
            activeKey: expanded ? activeKey : null,
            busy: status === 'results' && !fresh,
            type,
            onTypeChange: (next) => {
              setType(next);
              setActiveKey(null);
            },
            onPick: openResult,
            onHover: setActiveKey,
          }}
        />
      )}
    </div>
  );
}
