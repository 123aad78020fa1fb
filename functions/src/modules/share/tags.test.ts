import { describe, expect, it } from 'vitest';
import {
  buildShareMeta,
  escapeHtml,
  imagePath,
  renderShareHtml,
  type ShareTarget,
} from './tags.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>NoteSea</title>
    <meta
      name="description"
      content="NoteSea: free semester-wise notes."
    />
    <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;

const NOTE: ShareTarget = {
  kind: 'note',
  id: 'cse-3-dbms-unit-2-normalization-1a2b',
  title: 'Normalization',
  subjectName: 'DBMS',
  semesterName: 'Semester 3',
  unit: 2,
  pages: 12,
  generation: '1700000000000001',
  pageText: 'First normal form:\n every attribute holds one value.',
};

const PAPER: ShareTarget = {
  ...NOTE,
  kind: 'pyq',
  id: 'cse-3-dbms-2024-may',
  title: 'May 2024',
  unit: null,
  pages: 2,
  pageText: '',
};

const ORIGIN = 'https://notesea.web.app';

/** The content of every `<meta property|name="…">` in `html`, by name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    tags.set(name!, content!);
  }
  return tags;
}

describe('buildShareMeta', () => {
  it('names the note, subject, unit and page, and links the reader and image at that page', () => {
    const meta = buildShareMeta(NOTE, 3, ORIGIN);
    expect(meta.title).toBe('Normalization · DBMS, Unit 2 · Page 3');
    expect(meta.description).toBe(
      'Page 3 of 12 of the Unit 2 notes "Normalization" of DBMS, Semester 3, on NoteSea. ' +
        '“First normal form: every attribute holds one value.”',
    );
    expect(meta.url).toBe(`${ORIGIN}/notes/cse-3-dbms-unit-2-normalization-1a2b?page=3`);
    expect(meta.image).toBe(
      `${ORIGIN}/notes/cse-3-dbms-unit-2-normalization-1a2b/page-3.jpg?v=1700000000000001`,
    );
    expect(meta.imageAlt).toBe('Page 3 of Normalization');
  });

  it('names a paper by subject and session, without words when the page has no text', () => {
    const meta = buildShareMeta(PAPER, 2, ORIGIN);
    expect(meta.title).toBe('DBMS · May 2024 paper · Page 2');
    expect(meta.description).toBe(
      'Page 2 of 2 of the May 2024 question paper of DBMS, Semester 3, on NoteSea.',
    );
    expect(meta.url).toBe(`${ORIGIN}/pyqs/cse-3-dbms-2024-may?page=2`);
  });

  it('cuts a long page text at a word, within the description limit', () => {
    const long = { ...NOTE, pageText: 'normal '.repeat(200) };
    const meta = buildShareMeta(long, 1, ORIGIN);
    expect(meta.description.length).toBeLessThanOrEqual(240);
    expect(meta.description).toMatch(/ normal…”$/);
  });

  it('encodes ids in URLs', () => {
    expect(imagePath('note', 'a b?c', 2, '')).toBe('/notes/a%20b%3Fc/page-2.jpg');
    expect(buildShareMeta({ ...NOTE, id: 'a&b' }, 1, ORIGIN).url).toBe(
      `${ORIGIN}/notes/a%26b?page=1`,
    );
  });
});

describe('renderShareHtml', () => {
  it('replaces the title and description and adds Open Graph and Twitter tags', () => {
    const html = renderShareHtml(INDEX, buildShareMeta(NOTE, 3, ORIGIN));
    expect(html).toContain('<title>Normalization · DBMS, Unit 2 · Page 3 · NoteSea</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('free semester-wise notes');
    const tags = metaTags(html);
    expect(tags.get('og:title')).toBe('Normalization · DBMS, Unit 2 · Page 3');
    expect(tags.get('og:url')).toBe(`${ORIGIN}/notes/cse-3-dbms-unit-2-normalization-1a2b?page=3`);
    expect(tags.get('og:image')).toBe(
      `${ORIGIN}/notes/cse-3-dbms-unit-2-normalization-1a2b/page-3.jpg?v=1700000000000001`,
    );
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    expect(tags.get('og:description')).toContain('Page 3 of 12');
    // Still the app: its body and the tags inside <head>.
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes every value, so a title cannot close the tag or add markup', () => {
    const hostile: ShareTarget = {
      ...NOTE,
      title: "\"><script>alert(1)</script> & $& 'x'",
      subjectName: '<b>DBMS</b>',
      pageText: '</title><img src=x onerror=alert(2)>',
    };
    const html = renderShareHtml(INDEX, buildShareMeta(hostile, 1, ORIGIN));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>DBMS');
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; &#39;x&#39; · ',
    );
    // Each tag still parses as one attribute value: the quote in the title is an entity.
    expect(metaTags(html).get('og:title')).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; &#39;x&#39; · &lt;b&gt;DBMS&lt;/b&gt;, Unit 2 · Page 1',
    );
  });

  it('returns the plain page, without any tag, for an unknown id', () => {
    expect(renderShareHtml(INDEX, null)).toBe(INDEX);
  });

  it('escapes the HTML specials and nothing else', () => {
    expect(escapeHtml(`a&b<c>d"e'f · “g”`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f · “g”');
  });
});
