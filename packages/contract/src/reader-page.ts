/**
 * The page a reader URL (`/notes/{id}?page=N`, `/pyqs/{id}?page=N`) opens. ONE reading of
 * `page`, shared by the web reader (web/src/features/reader/utils/page-param.ts) and the share
 * function's link preview (functions/src/modules/share/routes.ts), so a shared link's preview
 * names the page the link then opens, whatever the URL holds (docs/share-links.md).
 * No zod and no Node or DOM API beyond `URLSearchParams`: it runs in both.
 */

/**
 * The largest page a URL may ask for before clamping to the document; bounds the number read
 * (a longer run of digits reads as this, and then shows the last page).
 */
export const MAX_PAGE_PARAM = 100_000;

const DIGITS = /^[0-9]+$/;

/**
 * The page asked for in a query string (`location.search` or the part of a request URL from `?`;
 * the leading `?` is optional):
 * - the FIRST `page` parameter counts: `?page=2&page=3` → 2 (as `URLSearchParams.get` reads);
 * - its value, percent-decoded, must be ASCII digits only (`7`, `007`, `%37`); anything else —
 *   missing, empty, `-2`, `+2`, `2.5`, `1e3`, ` 2`, `two`, a malformed `%` — reads as 1 (a
 *   hand-typed or stale link opens the first page rather than an error);
 * - `0` reads as 1, and more than MAX_PAGE_PARAM (however many digits) as MAX_PAGE_PARAM.
 * The document's own end is applied later, once its page count is known (`clampPage`).
 * @returns a whole number in [1, MAX_PAGE_PARAM]
 */
export function readPageParam(search: string): number {
  const value = new URLSearchParams(search).get('page');
  if (value === null || !DIGITS.test(value)) return 1;
  return Math.min(MAX_PAGE_PARAM, Math.max(1, Number(value)));
}

/**
 * The page shown of a document of `pageCount` pages: `page` within [1, pageCount] (a count below
 * 1 counts as 1). A page past the end shows the LAST page. An unknown page count (null or
 * undefined: a document written by hand, a PDF not opened yet) leaves the page as asked (at
 * least 1).
 */
export function clampPage(page: number, pageCount: number | null | undefined): number {
  const whole = Math.max(1, Math.trunc(page) || 1);
  if (pageCount === null || pageCount === undefined) return whole;
  return Math.min(whole, Math.max(1, Math.trunc(pageCount) || 1));
}
