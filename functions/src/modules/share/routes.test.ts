import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({
  fake: undefined as unknown,
  rendered: [] as { id: string; page: number; generation: string }[],
}));

vi.mock('firebase-functions', () => ({ logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/firebase.js', () => ({
  db: () => state.fake,
  projectId: () => 'demo-notesea',
}));
vi.mock('./preview-image.js', () => ({
  previewImage: (source: { id: string; generation: string }, page: number) => {
    state.rendered.push({ id: source.id, page, generation: source.generation });
    return Promise.resolve({ jpeg: Buffer.from(`jpeg of ${page}`), page, rendered: true, ms: 5 });
  },
}));

const { createShareApp } = await import('./routes.js');
const { resetAppShell } = await import('./app-shell.js');
const { send } = await import('../../test-utils/http.js');

const INDEX = `<!doctype html><html><head><title>NoteSea</title>
<meta name="description" content="NoteSea: free notes." />
</head><body><div id="root"></div></body></html>`;
const CSP = "default-src 'self'";
const HOSTING = 'https://demo-notesea.web.app';
let fake: FakeFirestore;
let hostingUp = true;
const fetchMock = vi.fn(async (url: string) => {
  if (!hostingUp) throw new TypeError('fetch failed');
  expect(url).toBe(`${HOSTING}/index.html`);
  return new Response(INDEX, { status: 200, headers: { 'content-security-policy': CSP } });
});

beforeEach(() => {
  process.env.EXTRA_APP_ORIGINS = 'https://notesea.in';
  vi.stubGlobal('fetch', fetchMock);
  hostingUp = true;
  resetAppShell();
  state.rendered = [];
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('notes/n1', {
    title: 'Normalization',
    subjectId: 'dbms',
    semesterId: 'sem-3',
    pdfUrl: 'https://x/n1.pdf',
    unit: 2,
    subjectName: 'DBMS',
    semesterName: 'Semester 3',
    pages: 12,
    generation: '17',
    storagePath: 'notes/sem-3/dbms/unit-2-normalization.pdf',
  });
  const page = { contentId: 'n1', type: 'note', subjectId: 'dbms', semesterId: 'sem-3' };
  fake.put('contentPages/n1-p3', { ...page, page: 3, text: 'First normal form' });
  // Half-written (no text): shared like a page without text, not as an error.
  fake.put('contentPages/n1-p4', { ...page, page: 4 });
  fake.put('pyqs/p1', {
    title: '',
    subjectId: 'dbms',
    semesterId: 'sem-3',
    pdfUrl: 'https://x/p1.pdf',
    year: 2024,
    session: 'may',
    subjectName: 'DBMS',
    semesterName: 'Semester 3',
    pages: 2,
    generation: '9',
    storagePath: 'pyqs/sem-3/dbms/2024-may.pdf',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ogTags = (html: string) => html.match(/<meta property="og:[^>]*>/g) ?? [];

describe('GET /notes/:id and /pyqs/:id', () => {
  it('answers the app with the page’s preview tags, cacheable at the CDN', async () => {
    const res = await send(createShareApp(), '/notes/n1?page=3');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=600');
    // Hosting's own policy on index.html comes along.
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.text).toContain(
      '<meta property="og:title" content="Normalization · DBMS, Unit 2 · Page 3" />',
    );
    expect(res.text).toContain(`<meta property="og:url" content="${HOSTING}/notes/n1?page=3" />`);
    expect(res.text).toContain(
      `<meta property="og:image" content="${HOSTING}/notes/n1/page-3.jpg?v=17" />`,
    );
    expect(res.text).toContain('“First normal form”');
    // The reader's first paint, readable before the app's JavaScript arrives.
    expect(res.text).toContain(
      '<div id="root"><div class="first-paint" aria-busy="true"><div class="first-paint__bar">NoteSea</div><main class="first-paint__main"><p>DBMS · Semester 3 · Unit 2</p><h1>Normalization</h1><p role="status">Opening page 3 of 12…</p></main></div></div>',
    );
  });

  it('shares a page whose text record does not fit its schema as a page without text', async () => {
    const res = await send(createShareApp(), '/notes/n1?page=4');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<meta property="og:title" content="Normalization · DBMS, Unit 2 · Page 4" />',
    );
    expect(res.text).toContain(
      '<meta name="description" content="Page 4 of 12 of the Unit 2 notes &quot;Normalization&quot; of DBMS, Semester 3, on NoteSea." />',
    );
  });

  it('shows the last page for a page past the end, and page 1 for a bad one', async () => {
    const past = await send(createShareApp(), '/pyqs/p1?page=40');
    expect(past.status).toBe(200);
    expect(past.text).toContain('content="DBMS · May 2024 paper · Page 2"');
    expect(past.text).toContain(`content="${HOSTING}/pyqs/p1/page-2.jpg?v=9"`);
    expect(past.text).toContain('<h1>May 2024 paper</h1><p role="status">Opening page 2 of 2…</p>');
    const bad = await send(createShareApp(), '/pyqs/p1?page=abc');
    expect(bad.text).toContain('content="DBMS · May 2024 paper · Page 1"');
  });

  it('answers 404 with the plain app and no tags for an unknown or invalid id', async () => {
    for (const path of [
      '/notes/nope?page=2',
      '/pyqs/n1',
      '/notes/__x__',
      '/notes',
      '/notes/n1/a/b',
    ]) {
      const res = await send(createShareApp(), path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe(INDEX);
      expect(ogTags(res.text), path).toEqual([]);
      expect(res.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
    }
  });

  it('names the visitor’s domain only when it is one of the app’s own', async () => {
    const custom = await send(createShareApp(), '/notes/n1', {
      headers: { 'x-forwarded-host': 'notesea.in' },
    });
    expect(custom.text).toContain('content="https://notesea.in/notes/n1?page=1"');
    const foreign = await send(createShareApp(), '/notes/n1', {
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    expect(foreign.text).toContain(`content="${HOSTING}/notes/n1?page=1"`);
    expect(foreign.text).not.toContain('evil.example');
  });

  it('keeps serving the last index.html it read while Hosting does not answer, 503 before any', async () => {
    hostingUp = false;
    const none = await send(createShareApp(), '/notes/n1');
    expect(none.status).toBe(503);
    expect(none.headers['cache-control']).toBe('no-store');

    hostingUp = true;
    expect((await send(createShareApp(), '/notes/n1')).status).toBe(200);
    hostingUp = false;
    const kept = await send(createShareApp(), '/notes/n1?page=2');
    expect(kept.status).toBe(200);
    expect(kept.text).toContain('Page 2');
  });
});

describe('GET /notes/:id/page-N.jpg', () => {
  it('answers the page image, cached for a year when the URL names the current file', async () => {
    const res = await send(createShareApp(), '/notes/n1/page-3.jpg?v=17');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, s-maxage=31536000, immutable',
    );
    expect(res.text).toBe('jpeg of 3');
    expect(state.rendered).toEqual([{ id: 'n1', page: 3, generation: '17' }]);
  });

  it('clamps the page, and caches briefly when the URL names another version', async () => {
    const res = await send(createShareApp(), '/pyqs/p1/page-9.jpg?v=8');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
    expect(state.rendered).toEqual([{ id: 'p1', page: 2, generation: '9' }]);
  });

  it('answers 404 for an unknown id or file name, rendering nothing', async () => {
    expect((await send(createShareApp(), '/notes/nope/page-1.jpg')).status).toBe(404);
    expect((await send(createShareApp(), '/notes/n1/page-1.png')).status).toBe(404);
    expect((await send(createShareApp(), '/notes/n1/page-x.jpg')).status).toBe(404);
    expect(state.rendered).toEqual([]);
  });
});
