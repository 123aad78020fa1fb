import { useEffect, useMemo } from 'react';
import { unitLabel } from '@/utils/unit-label';
import type { SearchResult, SearchType } from '../types';
import { queryWords } from '../utils/highlight';
import type { OptionGroup, SearchOption } from '../utils/option-groups';
import { HighlightedText } from './highlighted-text';

export type SearchResultsProps = {
  listboxId: string;
  groups: OptionGroup[];
  /** The search the groups answer: its words are highlighted along with the matched terms. */
  query: string;
  activeKey: string | null;
  /** The groups are those of the previous search while the next one loads. */
  busy: boolean;
  type: SearchType | undefined;
  onTypeChange: (type: SearchType | undefined) => void;
  onPick: (option: SearchOption) => void;
  onHover: (key: string) => void;
};

const TYPE_FILTERS: readonly { type: SearchType; label: string }[] = [
  { type: 'note', label: 'Notes' },
  { type: 'pyq', label: 'PYQs' },
];

function placeOf(result: SearchResult): string {
  const where =
    result.type === 'pyq'
      ? result.year
        ? `PYQ ${result.year}`
        : 'PYQ'
      : (unitLabel(result.unit) ?? '');
  const place = where ? `${where} · p. ${result.page}` : `p. ${result.page}`;
  // The page's text was read by OCR: its snippet may carry recognition errors.
  return result.fromScan ? `${place} · from a scan` : place;
}

/**
 * The search popup's list: type filters and the results grouped by subject (a listbox of
 * options in groups). Focus stays in the search field, which moves the active option
 * (aria-activedescendant); this component only shows it. Loaded lazily by SearchBox.
 */
export function SearchResults({
  listboxId,
  groups,
  query,
  activeKey,
  busy,
  type,
  onTypeChange,
  onPick,
  onHover,
}: SearchResultsProps) {
  const activeId = groups
    .flatMap((group) => group.options)
    .find((option) => option.key === activeKey)?.id;

  // Keep the option that the arrow keys reached on screen in a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <>
      <div className="search__filters" role="group" aria-label="Show only">
        {TYPE_FILTERS.map((filter) => (
          <button
            key={filter.type}
            type="button"
            className="search__chip"
            aria-pressed={type === filter.type}
            onClick={() => onTypeChange(type === filter.type ? undefined : filter.type)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        aria-busy={busy}
        className={busy ? 'search__list search__list--busy' : 'search__list'}
        hidden={groups.length === 0}
      >
        {groups.map((group) => (
          <SearchGroup
            key={group.subjectId}
            group={group}
            query={query}
            activeKey={activeKey}
            onPick={onPick}
            onHover={onHover}
          />
        ))}
      </div>
    </>
  );
}

type SearchGroupProps = Pick<SearchResultsProps, 'query' | 'activeKey' | 'onPick' | 'onHover'> & {
  group: OptionGroup;
};

function SearchGroup({ group, query, activeKey, onPick, onHover }: SearchGroupProps) {
  const highlightWords = useMemo(() => queryWords(query), [query]);
  return (
    <div
      role="group"
      aria-label={`${group.subjectName}, ${group.semesterName}`}
      className="search__group"
    >
      {/* The group's name is its aria-label; this is the same, drawn. */}
      <div className="search__group-head" aria-hidden="true">
        <span className="search__subject">{group.subjectName}</span>
        <span className="search__semester">{group.semesterName}</span>
      </div>
      {group.options.map((option) => {
        const { result } = option;
        const terms = [...result.terms, ...highlightWords];
        const active = option.key === activeKey;
        return (
          <div
            key={option.key}
            id={option.id}
            role="option"
            aria-selected={active}
            className={active ? 'search__option search__option--active' : 'search__option'}
            onClick={() => onPick(option)}
            onPointerMove={() => {
              if (!active) onHover(option.key);
            }}
          >
            <span className="search__title">
              <HighlightedText text={result.title} words={terms} />
            </span>
            <span className="search__place">{placeOf(result)}</span>
            <span className="search__snippet">
              <HighlightedText text={result.snippet} words={terms} />
            </span>
          </div>
        );
      })}
    </div>
  );
}
