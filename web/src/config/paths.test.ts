import { describe, expect, it } from 'vitest';
import { paths, readerHref } from './paths';

describe('readerHref', () => {
  it('opens notes and papers at the page, with the query', () => {
    expect(readerHref('note', 'n 1', { page: 2, q: 'normal forms & BCNF' })).toBe(
      '/notes/n%201?page=2&q=normal%20forms%20%26%20BCNF',
    );
    expect(readerHref('pyq', 'p1', { page: 7, q: 'stacks' })).toBe('/pyqs/p1?page=7&q=stacks');
  });

  it('leaves page 1 out unless the link names its page', () => {
    expect(paths.note.getHref('n1', { page: 1 })).toBe('/notes/n1');
    expect(paths.note.getHref('n1', { page: null })).toBe('/notes/n1');
    expect(readerHref('pyq', 'p1', { page: 1, pinPage: true })).toBe('/pyqs/p1?page=1');
  });
});
