import { describe, expect, it } from 'vitest';
import { firstPaintHtml, withFirstPaint } from './first-paint.js';
import type { ShareTarget } from './tags.js';

const NOTE: ShareTarget = {
  kind: 'note',
  id: 'n1',
  title: 'Normalization',
  subjectName: 'DBMS',
  semesterName: 'Semester 3',
  unit: 2,
  pages: 12,
  generation: '17',
  pageText: '',
};

const INDEX = `<html><head><title>NoteSea</title>
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('firstPaintHtml', () => {
  it('names the note, where it sits and the page being opened', () => {
    const html = firstPaintHtml(NOTE, 3);
    expect(html).toContain('<p>DBMS · Semester 3 · Unit 2</p><h1>Normalization</h1>');
    expect(html).toContain('<p role="status">Opening page 3 of 12…</p>');
    expect(html).not.toMatch(/<(a|button|input|script)\b/);
  });

  it('names a paper as a paper, and leaves out what is unknown', () => {
    const paper: ShareTarget = { ...NOTE, kind: 'pyq', title: 'May 2024', unit: null, pages: null };
    const html = firstPaintHtml({ ...paper, semesterName: '' }, 1);
    expect(html).toContain('<p>DBMS</p><h1>May 2024 paper</h1>');
    expect(html).toContain('Opening page 1…');
  });

  it('escapes what the content team and students typed', () => {
    const hostile = { ...NOTE, title: '<img src=x onerror=alert(1)>', subjectName: 'A & "B"' };
    const html = firstPaintHtml(hostile, 1);
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('A &amp; &quot;B&quot;');
  });
});

describe('withFirstPaint', () => {
  it('fills the empty root and styles it before </head>, leaving the scripts as they were', () => {
    const html = withFirstPaint(INDEX, '<p>$& first</p>');
    expect(html).toContain('<div id="root"><p>$& first</p></div><script type="module"');
    expect(html).toMatch(/<style>\.first-paint\{[^<]*<\/style>\s*<\/head>/);
  });

  it('returns a page whose root is not empty, or that has no head, unchanged', () => {
    const filled = INDEX.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    expect(withFirstPaint(filled, '<p>y</p>')).toBe(filled);
    expect(withFirstPaint('<div id="root"></div>', '<p>y</p>')).toBe('<div id="root"></div>');
  });
});
