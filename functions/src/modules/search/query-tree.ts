/**
 * How a query's words become a MiniSearch query tree (search-index.ts): per word, the word
 * itself, its other forms when it is a real word, fuzzy matches when it is not, and a prefix for
 * the word being typed.
 */
import type { Query } from 'minisearch';
import { SEPARATOR, fuzzyDistance, normaliseTerm, wordForms } from './terms.js';

/**
 * A query word seen (in any of its forms) at least this often in the index is a real word: it is
 * matched as written and in its other forms (plural, British/American spelling), not fuzzily —
 * so "notation" does not find "rotation". Rarer words (a typo, or a word a PDF misspells once)
 * are matched fuzzily.
 */
const KNOWN_WORD_COUNT = 2;
/**
 * Weight of a word's other forms and of a typo's corrections (MiniSearch further scales a fuzzy
 * match by length / (length + distance)): near the word itself, since they mean the same.
 */
const VARIANT_WEIGHT = 0.9;
/** Weight of a completion of the word being typed (MiniSearch scales it down with its length). */
const PREFIX_WEIGHT = 0.5;
/** The word being typed is completed as a prefix from this many characters. */
const MIN_PREFIX = 3;

/** A query's searchable words, normalised as the index's terms are (terms.ts). */
export function queryTerms(query: string): string[] {
  return query
    .split(SEPARATOR)
    .map(normaliseTerm)
    .filter((t): t is string => !!t);
}

/**
 * One MiniSearch query per word: the word itself (a prefix too if it is the last and
 * `prefixLast`), OR its other forms when it is a real word, OR fuzzy matches when it is not.
 * @param counts how often each term occurs in the index (all fields)
 */
export function wordQueries(
  terms: string[],
  prefixLast: boolean,
  counts: ReadonlyMap<string, number>,
): Query[] {
  return terms.map((term, i) => {
    const prefix = prefixLast && i === terms.length - 1 && term.length >= MIN_PREFIX;
    const forms = wordForms(term);
    const known = [term, ...forms].some((w) => (counts.get(w) ?? 0) >= KNOWN_WORD_COUNT);
    const others = known ? forms : [];
    const fuzzy = known ? 0 : fuzzyDistance(term);
    return {
      combineWith: 'OR',
      queries: [
        {
          queries: [term],
          prefix,
          fuzzy,
          weights: { fuzzy: VARIANT_WEIGHT, prefix: PREFIX_WEIGHT },
        },
        ...(others.length ? [{ queries: others, boostTerm: () => VARIANT_WEIGHT }] : []),
      ],
    };
  });
}
