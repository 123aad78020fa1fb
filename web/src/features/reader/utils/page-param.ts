/**
 * The page asked for in `?page=N`: a whole number from 1, else 1 (a missing, hand-typed or stale
 * value opens the first page rather than an error). The upper bound is the document's, known only
 * once it loads (`clampPage`).
 */
export function readPageParam(search: string): number {
  const value = new URLSearchParams(search).get('page');
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The same query string with `page` set (other parameters, like `q`, are kept). */
export function withPageParam(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params.toString()}`;
}

export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}
