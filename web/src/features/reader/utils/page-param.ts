/**
 * The reader's `?page=N`. Reading it and keeping it inside the document are
 * @notesea/contract/reader-page, the same code the share function uses for a link's preview, so a
 * shared link opens the page its preview names (docs/share-links.md): the first `page` counts,
 * anything but digits is page 1, past the end is the last page.
 */
export { clampPage, readPageParam } from '@notesea/contract/reader-page';

/** The same query string with `page` set (other parameters, like `q`, are kept; a repeated `page` becomes one). */
export function withPageParam(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params.toString()}`;
}
