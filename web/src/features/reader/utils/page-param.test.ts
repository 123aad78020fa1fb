import { describe, expect, it } from 'vitest';
import { clampPage, readPageParam, withPageParam } from './page-param';

/**
 * `location.search` → the page of a 3-page document the reader opens. The same table is checked
 * against the share function's preview in tests/api/reader-page.test.ts, so a shared link and
 * the reader agree on each case.
 */
const CASES: [string, number][] = [
  ['?page=2', 2],
  ['?page=2&page=3', 2],
  ['?page=3&page=1', 3],
  ['?q=x&page=2&page=9', 2],
  ['?page=99999999999999999999', 3],
  ['?page=100001', 3],
  ['?page=4', 3],
  ['?page=02', 2],
  ['?page=%32', 2],
  ['?page=-2', 1],
  ['?page=0', 1],
  ['?page=two', 1],
  ['?page=2.5', 1],
  ['?page=1e1', 1],
  ['?page=+2', 1],
  ['?page=%202', 1],
  ['?page=', 1],
  ['?Page=2', 1],
  ['', 1],
];

describe('the reader’s ?page=', () => {
  it.each(CASES)('%j opens page %i of 3', (search, page) => {
    expect(clampPage(readPageParam(search), 3)).toBe(page);
  });

  it('bounds the number read before the document is known', () => {
    expect(readPageParam('?page=99999999999999999999')).toBe(100_000);
    expect(readPageParam(`?page=${'9'.repeat(400)}`)).toBe(100_000);
    expect(readPageParam('?page=100000')).toBe(100_000);
  });

  it('keeps one page parameter when the page changes', () => {
    expect(withPageParam('?page=2&page=3&q=x', 3)).toBe('?page=3&q=x');
  });
});
