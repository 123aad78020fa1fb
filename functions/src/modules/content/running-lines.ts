/**
 * A document's running headers, footers and watermarks: lines that recur on many of its pages.
 * Shared by the page-role rule (page-roles.ts) and the note-card rules (practice/note-text.ts),
 * so both read a page's body the same way. Pure.
 */

/** A line on at least this share of a document's pages (and on 3 or more) is running text. */
export const RUNNING_LINE_PAGE_SHARE = 0.25;

/** A line's identity across pages: case, digits and punctuation ignored ("Page 3" = "Page 4"). */
export function lineKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/\p{N}+/gu, '#')
    .replace(/[^\p{L}#]+/gu, ' ')
    .trim();
}

/**
 * Each page's lines without the lines that recur on RUNNING_LINE_PAGE_SHARE of the pages (and
 * on at least 3), and without lines that are only digits or punctuation.
 * @param pageLines one document's pages, each as trimmed non-empty lines, in order
 */
export function withoutRunningLines(pageLines: string[][]): string[][] {
  const pagesWith = new Map<string, number>();
  for (const lines of pageLines) {
    for (const key of new Set(lines.map(lineKey))) {
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
    }
  }
  const threshold = Math.max(3, Math.ceil(RUNNING_LINE_PAGE_SHARE * pageLines.length));
  return pageLines.map((lines) =>
    lines.filter((line) => {
      const key = lineKey(line);
      return key !== '' && key !== '#' && (pagesWith.get(key) ?? 0) < threshold;
    }),
  );
}
