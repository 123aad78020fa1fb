/**
 * Shared links through Hosting: `/notes/**` and `/pyqs/**` are rewritten
 * to the `share` function, which answers the app's index.html with the page's preview tags, and
 * serves the page's image rendered once into Storage.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import {
  createSubject,
  listedWithin,
  notesOf,
  papersOf,
  upload,
  type ListedNote,
} from '../support/content.js';
import { APP_URL } from '../support/env.js';
import { READER_SUBJECT_ID, seededThreePageNotes } from '../support/reader.js';

/** Every `<meta property|name="…" content="…">` of a page, by name (entities left as sent). */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    tags.set(name!, content!);
  }
  return tags;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${APP_URL}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The app's own index.html, as Hosting serves it (the SPA shell). */
async function plainIndex(): Promise<string> {
  const res = await fetch(`${APP_URL}/index.html`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('GET /notes/{id}?page=N through Hosting', () => {
  it('answers 200 HTML with Open Graph tags of that page and an image that answers', async () => {
    const [note] = await seededThreePageNotes();
    const id = encodeURIComponent(note._id);

    const res = await get(`/notes/${id}?page=2`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    const tags = metaTags(res.text);
    const title = `${note.title} · ${note.subjectName}, Unit ${note.unit} · Page 2`;
    expect(tags.get('og:title')).toBe(title.replace(/&/g, '&amp;'));
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('og:url')).toBe(`${APP_URL}/notes/${id}?page=2`);
    expect(tags.get('og:description')).toMatch(/^Page 2 of 3 of the Unit \d+ notes /);
    // Still the app itself: the same scripts as the plain index.html.
    const scripts = (html: string) => html.match(/<script[^>]*src="[^"]+"/g);
    expect(scripts(res.text)).toEqual(scripts(await plainIndex()));

    const image = tags.get('og:image')!;
    expect(image).toMatch(new RegExp(`^${APP_URL}/notes/${id}/page-2\\.jpg\\?v=\\d+$`));
    expect(tags.get('twitter:image')).toBe(image);
    const picture = await fetch(image.replace(/&amp;/g, '&'));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toBe(
      'public, max-age=31536000, s-maxage=31536000, immutable',
    );
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.length).toBeGreaterThan(5_000);
    expect(bytes.length).toBeLessThan(300 * 1024);

    // Kept in Storage, made from the PDF's current generation.
    const [metadata] = await admin.bucket.file(`previews/note/${note._id}/p2.jpg`).getMetadata();
    expect(metadata.metadata?.sourceGeneration).toBe(image.split('?v=')[1]);
    // A second request is the same picture (read back, not drawn differently).
    const again = Buffer.from(await (await fetch(image)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('answers 404 with the plain app and no tags for an unknown id', async () => {
    for (const path of ['/notes/no-such-note?page=2', '/pyqs/no-such-paper']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe(await plainIndex());
      expect(metaTags(res.text).has('og:title'), path).toBe(false);
      expect(res.text, path).not.toContain('og:');
    }
    expect((await get('/notes/no-such-note/page-1.jpg')).status).toBe(404);
  });

  it('previews the last page for a page past the end, as the reader opens it', async () => {
    const [note] = await seededThreePageNotes();
    const id = encodeURIComponent(note._id);
    const tags = metaTags((await get(`/notes/${id}?page=99`)).text);
    expect(tags.get('og:url')).toBe(`${APP_URL}/notes/${id}?page=3`);
    expect(tags.get('og:image')).toMatch(new RegExp(`/notes/${id}/page-3\\.jpg\\?v=\\d+$`));
  });

  it('previews a paper by its subject and session', async () => {
    const [paper] = await papersOf(READER_SUBJECT_ID);
    expect(paper).toBeDefined();
    const res = await get(`/pyqs/${encodeURIComponent(paper!._id)}?page=1`);
    expect(res.status).toBe(200);
    const subject = (await notesOf(READER_SUBJECT_ID))[0]!.subjectName;
    expect(metaTags(res.text).get('og:title')).toBe(
      `${subject} · ${paper!.title} paper · Page 1`.replace(/&/g, '&amp;'),
    );
  });

  it('escapes a title typed with markup, so the preview page stays the app', async () => {
    const subjectId = await createSubject(`Share <b>test</b> ${randomUUID().slice(0, 4)}`);
    const hostile = `"><script>alert(1)</script> & 'quotes'`;
    await upload(
      `notes/sem-3/${subjectId}/unit-1-share-test.pdf`,
      await textPdf(['First page', 'Second page <img src=x onerror=alert(2)>']),
      { title: hostile },
    );
    const [note] = await listedWithin(
      () => notesOf(subjectId),
      (notes: ListedNote[]) => notes.length === 1,
    );

    const res = await get(`/notes/${encodeURIComponent(note!._id)}?page=2`);

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('<b>test');
    expect(metaTags(res.text).get('og:title')).toMatch(
      /^&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &#39;quotes&#39; · Share &lt;b&gt;test&lt;\/b&gt; /,
    );
    // Exactly the app's scripts, none added.
    expect(res.text.match(/<script/g)?.length).toBe((await plainIndex()).match(/<script/g)?.length);
  });
});
