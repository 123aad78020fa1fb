/**
 * Word stems for the Assignment Partner's questions (issue 22): a student writes "multiply",
 * "refreshed", "forwarding", "pipelined" where the notes say "multiplication", "refresh",
 * "forward", "pipelining". The Partner's page search (SearchIndex.searchPages with `stems`) also
 * looks a question word's stem up as a prefix, at STEM_WEIGHT. Query side only: the index, and
 * the search box's title matches and typo tolerance, are unchanged.
 *
 * A light suffix stripper (one English suffix, longest first), not a full Porter stemmer: it
 * only has to produce a prefix that the other forms of the word share; a stem shorter than
 * MIN_STEM letters matches too many words to help and is not used.
 */

/** Weight of a word matched through its stem (a prefix match; MiniSearch scales it by length). */
export const STEM_WEIGHT = 0.5;
/** Shortest stem used, letters. */
export const MIN_STEM = 5;

const SUFFIXES = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ing',
  'ied',
  'ies',
  'ers',
  'ed',
  'er',
  'es',
  'ly',
  'y',
  'e',
  's',
];

/**
 * The stem of a (normalised, lower-case) query word, or null when it has no known suffix, holds
 * a digit, or the stem would be shorter than MIN_STEM.
 * @example stemOf('multiply') → 'multipl'; stemOf('refreshed') → 'refresh'; stemOf('bus') → null
 */
export function stemOf(term: string): string | null {
  if (/\d/.test(term)) return null;
  for (const suffix of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= MIN_STEM) {
      return term.slice(0, -suffix.length);
    }
  }
  return null;
}
