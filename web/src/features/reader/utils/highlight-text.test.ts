import { describe, expect, it } from 'vitest';
import { highlightText, searchWords } from './highlight-text';
import { clampPage, readPageParam, withPageParam } from './page-param';

describe('searchWords', () => {
  it('keeps words of two letters or more, once each, longest first', () => {
    expect(searchWords('Tree  trees, a B+ TREE; 2-3 tree')).toEqual(['trees', 'tree']);
    expect(searchWords('AVL रोटेशन')).toEqual(['रोटेशन', 'avl']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });
});

describe('highlightText', () => {
  const layer = (...lines: string[]) => {
    const root = document.createElement('div');
    for (const line of lines) {
      const span = document.createElement('span');
      span.textContent = line;
      root.append(span);
    }
    return root;
  };

  it('wraps every match in a mark, case-insensitively, across the spans', () => {
    const root = layer('Binary trees and a tree', 'no match here', 'TREES<b>');

    expect(highlightText(root, searchWords('tree trees'))).toBe(3);

    // "trees" whole, not "tree" plus a stray "s".
    expect([...root.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'trees',
      'tree',
      'TREES',
    ]);
    // The text itself is unchanged, and "<b>" stayed text.
    expect(root.textContent).toBe('Binary trees and a treeno match hereTREES<b>');
    expect(root.querySelector('b')).toBeNull();
  });

  it('does nothing without words, and does not mark twice', () => {
    const root = layer('Stacks and queues');
    expect(highlightText(root, [])).toBe(0);
    expect(highlightText(root, ['stacks'])).toBe(1);
    expect(highlightText(root, ['stacks'])).toBe(0);
    expect(root.querySelectorAll('mark')).toHaveLength(1);
  });

  it('treats regular-expression characters in a word as text', () => {
    const root = layer('C++ (and) c.+');
    expect(highlightText(root, ['c.+'])).toBe(1);
    expect(root.querySelector('mark')?.textContent).toBe('c.+');
  });
});

describe('page parameter', () => {
  it('reads a whole page number from 1, else 1', () => {
    expect(readPageParam('?page=7&q=x')).toBe(7);
    expect(readPageParam('')).toBe(1);
    for (const bad of ['?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=']) {
      expect(readPageParam(bad)).toBe(1);
    }
  });

  it('sets the page and keeps the other parameters', () => {
    expect(withPageParam('?q=binary+trees&page=2', 5)).toBe('?q=binary+trees&page=5');
    expect(withPageParam('', 3)).toBe('?page=3');
  });

  it('clamps to the document', () => {
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});
