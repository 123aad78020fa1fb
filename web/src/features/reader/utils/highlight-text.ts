/** The words of a search (`?q=`) worth marking: two letters or more, each once, longest first. */
export function searchWords(query: string | null | undefined): string[] {
  const words = (query ?? '')
    .toLowerCase()
    // Letters with their combining marks (Devanagari vowel signs are marks), and digits.
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  // Longest first, so "tree" does not claim the start of "trees" when both were searched.
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Wraps every occurrence of `words` in the text under `root` in a <mark>, case-insensitively.
 * Works on text nodes only (split, then moved into created elements), never on HTML, so text in
 * a PDF can never become markup. Returns how many marks it added.
 */
export function highlightText(root: HTMLElement, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'giu');
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  // Collected first: splitting nodes while walking would revisit the pieces.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.tagName !== 'MARK') nodes.push(node as Text);
  }

  let count = 0;
  for (const node of nodes) {
    const text = node.data;
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    const pieces = root.ownerDocument.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      const start = match.index;
      if (start > last) pieces.append(text.slice(last, start));
      const mark = root.ownerDocument.createElement('mark');
      mark.className = 'reader-highlight';
      mark.textContent = match[0];
      pieces.append(mark);
      last = start + match[0].length;
      count += 1;
    }
    if (last < text.length) pieces.append(text.slice(last));
    node.replaceWith(pieces);
  }
  return count;
}
