/**
 * The `share` function's Express app. Hosting rewrites `/notes/**` and `/pyqs/**` here (with the
 * full path), so a shared link's first load, and every link-preview crawler (WhatsApp, Telegram:
 * no JavaScript), gets the app's `index.html` with the page's preview tags:
 * - `GET /notes/{id}?page=N`, `GET /pyqs/{id}?page=N` → 200 HTML with Open Graph and Twitter
 *   tags and the reader's first paint (title and page, first-paint.ts) inside `#root`; an unknown
 *   id → 404 with the plain `index.html` (no tags), which the app then shows as not found. Either way the web app boots as usual and opens the reader at that page.
 * - `GET /notes/{id}/page-{n}.jpg[?v={generation}]` (and `/pyqs/…`) → the page's image.
 * `?page=` is read, and pages past the end show the last page, by @notesea/contract/reader-page,
 * as the web reader does. Costs per request that reaches the
 * function (the CDN answers repeats): HTML 1 batched read of 2 documents + 1 conditional fetch of
 * index.html; image 1 read + 1–2 Storage reads, plus a render on the first request for a page.
 */
import express, { type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { EXTRA_APP_ORIGINS, isEmulator, portOffset } from '../../config.js';
import type { StreamOriginSettings } from '../../lib/cors.js';
import { projectId } from '../../lib/firebase.js';
import { appShell } from './app-shell.js';
import { firstPaintHtml, withFirstPaint } from './first-paint.js';
import { hostingOrigin, publicOrigin } from './origins.js';
import { previewImage } from './preview-image.js';
import { clampPage, readPageParam } from '@notesea/contract/reader-page';
import { buildShareMeta, renderShareHtml, type ShareKind } from './tags.js';
import { loadTarget } from './target.js';

/**
 * HTML: browsers revalidate every time (the page names the current build's chunks; Express adds
 * an ETag, so a revalidation is a 304), the CDN keeps it 10 minutes. Hosting empties its CDN on
 * every release, so a deploy is seen at once; a renamed title within 10 minutes.
 */
export const SHARE_HTML_CACHE = 'public, max-age=0, s-maxage=600';

/** An unknown id: short, since the note may be published in a moment. */
export const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';

/** An image whose URL names the PDF's current generation never changes: a year everywhere. */
export const IMAGE_CACHE = 'public, max-age=31536000, s-maxage=31536000, immutable';

/** An image asked for without (or with an outdated) generation: the current one, 5 minutes. */
export const IMAGE_UNVERSIONED_CACHE = 'public, max-age=300, s-maxage=300';

// A Map, not an object literal, so a path like `/toString/x` names no kind.
const KINDS = new Map<string, ShareKind>([
  ['notes', 'note'],
  ['pyqs', 'pyq'],
]);
const IMAGE_FILE = /^page-(\d{1,9})\.jpg$/;

/** Path parameters of the two routes; Express checks them against the paths below. */
type PageParams = { collection: string; id: string };
type ImageParams = PageParams & { file: string };

export function createShareApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/:collection/:id', (req, res) => sendPage(req, res));
  app.get('/:collection/:id/:file', (req, res) => sendImage(req, res));
  // Anything else under the rewritten paths (`/notes`, `/notes/a/b/c`): the plain app, 404.
  app.use((req, res) => sendShell(req, res, 404));
  return app;
}

function settings(): StreamOriginSettings {
  return {
    projectId: projectId(),
    extraOrigins: EXTRA_APP_ORIGINS.value(),
    emulator: isEmulator(),
    portOffset: portOffset(),
  };
}

async function sendPage(req: Request<PageParams>, res: Response): Promise<void> {
  const kind = KINDS.get(req.params.collection);
  if (!kind) return sendShell(req, res, 404);
  const started = performance.now();
  // From the URL as sent, as the web reader reads `location.search` (not Express's parsed query,
  // which turns `?page=2&page=3` into an array).
  const asked = readPageParam(queryOf(req.originalUrl));
  const context = settings();
  try {
    const [shell, loaded] = await Promise.all([
      appShell(hostingOrigin(context)),
      loadTarget(kind, req.params.id, asked),
    ]);
    res.set(shell.headers);
    res.set('Server-Timing', `share;dur=${(performance.now() - started).toFixed(1)}`);
    if (!loaded) {
      res.status(404).set('Cache-Control', NOT_FOUND_CACHE).type('html').send(shell.html);
      return;
    }
    const page = clampPage(asked, loaded.target.pages);
    // Past the end: the text read was of a page that does not exist; the tags go without words.
    const target = page === asked ? loaded.target : { ...loaded.target, pageText: '' };
    const origin = publicOrigin(req.get('x-forwarded-host'), req.get('host'), context);
    const html = withFirstPaint(
      renderShareHtml(shell.html, buildShareMeta(target, page, origin)),
      firstPaintHtml(target, page),
    );
    res.status(200).set('Cache-Control', SHARE_HTML_CACHE).type('html').send(html);
  } catch (error) {
    logger.error('share: page not served', { path: req.path, error: messageOf(error) });
    await sendShell(req, res, 200, 'no-store');
  }
}

async function sendImage(req: Request<ImageParams>, res: Response): Promise<void> {
  const kind = KINDS.get(req.params.collection);
  const match = IMAGE_FILE.exec(req.params.file);
  if (!kind || !match) return sendShell(req, res, 404);
  try {
    const loaded = await loadTarget(kind, req.params.id, null);
    if (!loaded?.storagePath) {
      res.status(404).set('Cache-Control', NOT_FOUND_CACHE).type('text').send('Not found');
      return;
    }
    const { target, storagePath } = loaded;
    const page = clampPage(Number(match[1]), target.pages);
    const image = await previewImage(
      { kind, id: target.id, storagePath, generation: target.generation },
      page,
    );
    const current = target.generation !== '' && req.query.v === target.generation;
    res
      .status(200)
      .set('Cache-Control', current ? IMAGE_CACHE : IMAGE_UNVERSIONED_CACHE)
      .set('Server-Timing', `${image.rendered ? 'render' : 'storage'};dur=${image.ms.toFixed(1)}`)
      .type('image/jpeg')
      .send(image.jpeg);
  } catch (error) {
    logger.error('share: page image not served', {
      path: req.path,
      error: messageOf(error),
    });
    res.status(500).set('Cache-Control', 'no-store').type('text').send('Image not available');
  }
}

/** The query string of a request URL (`/notes/n1?page=2` → `page=2`), '' when it has none. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/** The plain app: the unknown-id answer, and the fallback when the target could not be read. */
async function sendShell(
  req: Request,
  res: Response,
  status: number,
  cache = NOT_FOUND_CACHE,
): Promise<void> {
  try {
    const shell = await appShell(hostingOrigin(settings()));
    res.status(status).set(shell.headers).set('Cache-Control', cache).type('html').send(shell.html);
  } catch (error) {
    logger.error('share: index.html unavailable', {
      path: req.path,
      error: messageOf(error),
    });
    res.status(503).set('Retry-After', '5').set('Cache-Control', 'no-store').type('text');
    res.send('NoteSea is not reachable right now. Try again in a moment.');
  }
}

/** What a caught value says, for the log: anything may be thrown, not only an `Error`. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
