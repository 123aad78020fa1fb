/** "1 page", "12 pages"; nothing when the count is unknown or not a real count. */
export function formatPages(pages: number | null | undefined): string | undefined {
  if (!isPageCount(pages)) return undefined;
  return pages === 1 ? '1 page' : `${pages} pages`;
}

/**
 * Where the reader stopped: "page 7 of 20", "page 7" when the count is unknown; nothing without a
 * page. A saved page past the count (the file was replaced by a shorter one) shows the count.
 */
export function formatReadingProgress(
  lastPage: number | null | undefined,
  pages: number | null | undefined,
): string | undefined {
  if (!isPageCount(lastPage)) return undefined;
  if (!isPageCount(pages)) return `page ${lastPage}`;
  return `page ${Math.min(lastPage, pages)} of ${pages}`;
}

function isPageCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}
