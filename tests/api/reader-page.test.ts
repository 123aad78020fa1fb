/**
 * A shared link's preview (the `share` function through Hosting) and the web reader open the SAME
 * page for every `?page=` a URL can hold: repeated, huge, negative, text, encoded. Both read it with
 * @notesea/contract/reader-page; this checks the share function's answer against the web
 * reader's own code (web/src/features/reader/utils/page-param.ts) and the documented rule
 * (docs/share-links.md).
 */
import { describe, expect, it } from 'vitest';
import { clampPage, readPageParam } from '../../web/src/features/reader/utils/page-param.js';
import { APP_URL } from '../support/env.js';
import { seededThreePageNotes } from '../support/reader.js';

/** Query string → the page of a 3-page note both sides must open. */
const CASES: [string, number][] = [
  ['page=2', 2],
  ['page=2&page=3', 2],
  ['page=3&page=1', 3],
  ['q=x&page=2&page=9', 2],
  ['page=99999999999999999999', 3],
  ['page=100001', 3],
  ['page=4', 3],
  ['page=02', 2],
  ['page=%32', 2],
  ['page=-2', 1],
  ['page=0', 1],
  ['page=two', 1],
  ['page=2.5', 1],
  ['page=1e1', 1],
  ['page=+2', 1],
  ['page=%202', 1],
  ['page=', 1],
  ['Page=2', 1],
  ['', 1],
];

/** The page the preview names: its canonical `og:url` ends with `?page=N`. */
async function previewPage(path: string): Promise<number | undefined> {
  const res = await fetch(`${APP_URL}${path}`, { redirect: 'manual' });
  expect(res.status).toBe(200);
  const url = /<meta property="og:url" content="[^"]*\?page=(\d+)" \/>/.exec(await res.text());
  return url ? Number(url[1]) : undefined;
}

describe('?page= in a shared link and in the reader', () => {
  it('opens the same page on both sides for every form of the parameter', async () => {
    const [note] = await seededThreePageNotes();
    const base = `/notes/${encodeURIComponent(note._id)}`;
    const seen: [string, { preview: number | undefined; reader: number }][] = [];
    for (const [query] of CASES) {
      const search = query ? `?${query}` : '';
      seen.push([
        query,
        {
          preview: await previewPage(`${base}${search}`),
          reader: clampPage(readPageParam(search), 3),
        },
      ]);
    }
    expect(seen).toEqual(CASES.map(([query, page]) => [query, { preview: page, reader: page }]));
  });
});
