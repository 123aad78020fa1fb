/** A piece of text, and whether it is one of the words to highlight. */
export type Segment = { text: string; match: boolean };

// A "word" edge: not between two letters or digits. \b only knows ASCII, and notes mention
// words like "Schrödinger".
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of what the user typed; one-letter words would light up half of every snippet. */
export function queryWords(query: string): string[] {
  return (query.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2);
}

/**
 * Splits `text` into plain and matching segments: whole, case-insensitive occurrences of any of
 * `words`. The caller renders matches as <mark> around React text nodes, so a snippet that
 * happens to contain markup stays text (no HTML is ever parsed).
 */
export function highlightSegments(text: string, words: readonly string[]): Segment[] {
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))]
    // Longest first, so "stacks" wins over "stack" where both are listed.
    .sort((a, b) => b.length - a.length);
  if (unique.length === 0 || !text) return text ? [{ text, match: false }] : [];

  const pattern = new RegExp(`${BEFORE}(${unique.map(escapeRegExp).join('|')})${AFTER}`, 'giu');
  // With one capturing group, split() puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}
