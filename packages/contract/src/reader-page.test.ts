import { describe, expect, it } from 'vitest';
import { MAX_PAGE_PARAM, clampPage, readPageParam } from './reader-page.js';

describe('readPageParam', () => {
  it('reads the first page parameter, as digits only', () => {
    expect(readPageParam('?page=7')).toBe(7);
    expect(readPageParam('page=7')).toBe(7);
    expect(readPageParam('?q=x&page=2&page=3')).toBe(2);
    expect(readPageParam('?page=3&page=2')).toBe(3);
    expect(readPageParam('?page=007')).toBe(7);
    expect(readPageParam('?page=%37')).toBe(7);
  });

  it('reads 1 for a missing page and for anything but digits', () => {
    for (const search of [
      '',
      '?',
      '?q=x',
      '?Page=2',
      '?page=',
      '?page=0',
      '?page=-2',
      '?page=+2',
      '?page=%202',
      '?page=2%20',
      '?page=2.5',
      '?page=1e3',
      '?page=0x10',
      '?page=two',
      '?page=%',
      '?page=%E0%A4%A',
      '?page=٣',
      '?page=Infinity',
    ]) {
      expect([search, readPageParam(search)]).toEqual([search, 1]);
    }
  });

  it('bounds a huge number, which then shows the last page', () => {
    expect(readPageParam('?page=100001')).toBe(MAX_PAGE_PARAM);
    expect(readPageParam('?page=99999999999999999999')).toBe(MAX_PAGE_PARAM);
    expect(readPageParam(`?page=${'9'.repeat(1000)}`)).toBe(MAX_PAGE_PARAM);
    expect(clampPage(readPageParam('?page=99999999999999999999'), 12)).toBe(12);
  });
});

describe('clampPage', () => {
  it('keeps a page inside the document; past the end is the last page', () => {
    expect(clampPage(3, 12)).toBe(3);
    expect(clampPage(13, 12)).toBe(12);
    expect(clampPage(MAX_PAGE_PARAM, 2)).toBe(2);
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(-4, 12)).toBe(1);
    expect(clampPage(2.7, 12)).toBe(2);
    expect(clampPage(Number.NaN, 12)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('leaves the page as asked when the page count is unknown', () => {
    expect(clampPage(40, null)).toBe(40);
    expect(clampPage(40, undefined)).toBe(40);
    expect(clampPage(0, null)).toBe(1);
  });
});
