/**
 * A page's preview image (og:image): rendered on the server once per page and version of the
 * file, kept in Storage at `previews/{kind}/{id}/p{n}.jpg` with the PDF's generation in its custom
 * metadata (`sourceGeneration`), and served by the share function (routes.ts).
 *
 * - Size: 1200 px on the longer side (an A4 page: 849 × 1200), JPEG quality 80. Measured on the
 *   real corpus: 124–191 KB as JPEG against 288–470 KB as PNG — WhatsApp drops preview images
 *   above about 300 KB. The page is drawn by `renderPagePng` (lib/pdf-render.ts) and only
 *   re-encoded here.
 * - Once: concurrent requests on one instance share one render (`inFlight`), and at most
 *   MAX_CONCURRENT_RENDERS run at a time; across instances
 *   the write is conditional (`ifGenerationMatch`: 0 to create, the stale copy's generation to
 *   replace it), so the first finished render is kept and a later one is served but not stored.
 * - A replaced PDF (new generation) makes the stored image stale: it is rendered again and
 *   overwritten. A deleted note's images stay until the lifecycle rule in docs/share-links.md.
 */
import { logger } from 'firebase-functions';
import { bucket } from '../../lib/firebase.js';
import { renderPagePng } from '../../lib/pdf-render.js';
import type { ShareKind } from './tags.js';

/** Longer side of a preview, pixels. */
export const PREVIEW_MAX_SIDE = 1200;

/** JPEG quality (0–100) of a preview. */
export const PREVIEW_JPEG_QUALITY = 80;

export interface PreviewSource {
  kind: ShareKind;
  id: string;
  /** The PDF object in the default bucket. */
  storagePath: string;
  /** The PDF's generation; '' when unknown (a stored image is then reused whatever its source). */
  generation: string;
}

export interface PreviewImage {
  jpeg: Buffer;
  /** The page shown: the one asked for, or the PDF's last page when it has fewer. */
  page: number;
  /** True when this request rendered it (not read from Storage). */
  rendered: boolean;
  /** Time spent getting it: reading from Storage, or downloading, rendering and storing. */
  ms: number;
}

/**
 * Renders at once per instance. A render is CPU-bound (one vCPU) and holds the whole PDF (up to
 * 50 MB) and pdf.js' document; the instance also serves many light HTML requests at once, so
 * renders queue here instead of sharing the CPU and memory with each other.
 */
export const MAX_CONCURRENT_RENDERS = 2;

const inFlight = new Map<string, Promise<PreviewImage>>();
let rendering = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when fewer than MAX_CONCURRENT_RENDERS are running. */
async function queued<T>(job: () => Promise<T>): Promise<T> {
  if (rendering >= MAX_CONCURRENT_RENDERS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  rendering += 1;
  try {
    return await job();
  } finally {
    rendering -= 1;
    waiting.shift()?.();
  }
}

/** Storage path of a page's preview. */
export function previewPath(kind: ShareKind, id: string, page: number): string {
  return `previews/${kind}/${id}/p${page}.jpg`;
}

/**
 * Page `page` of `source` as a JPEG: the stored preview when it was made from this generation of
 * the PDF, else a new render (stored for the next request).
 * @throws Error when the PDF is missing or pdf.js cannot draw the page
 */
export function previewImage(source: PreviewSource, page: number): Promise<PreviewImage> {
  const key = `${source.kind}/${source.id}/${page}/${source.generation}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = getOrRender(source, page).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function getOrRender(source: PreviewSource, page: number): Promise<PreviewImage> {
  const started = performance.now();
  const file = bucket().file(previewPath(source.kind, source.id, page));
  const stored = await storedPreview(file, source.generation);
  if (stored.fresh) {
    const [jpeg] = await file.download();
    return { jpeg, page, rendered: false, ms: performance.now() - started };
  }

  const { jpeg, shown } = await queued(() => render(source.storagePath, page));
  // A page past the end is stored under the page it shows; the caller clamps before asking when
  // it knows the page count, so this is the rare document without one.
  const target = shown === page ? file : bucket().file(previewPath(source.kind, source.id, shown));
  await store(target, jpeg, source.generation, shown === page ? stored.generation : undefined);
  const ms = performance.now() - started;
  logger.info('share: page image rendered', {
    kind: source.kind,
    id: source.id,
    page: shown,
    bytes: jpeg.length,
    ms: Math.round(ms),
  });
  return { jpeg, page: shown, rendered: true, ms };
}

/** Page `page` of the PDF at `storagePath` (or its last page) as a preview JPEG. */
async function render(storagePath: string, page: number): Promise<{ jpeg: Buffer; shown: number }> {
  const [pdfBytes] = await bucket().file(storagePath).download();
  // Imported on use, not at the top: every function instance loads this bundle (cold starts).
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes), { isEvalSupported: false });
  try {
    const shown = Math.min(page, pdf.numPages);
    const { png, width, height } = await renderPagePng(pdf, shown, {
      dpi: 300,
      maxSide: PREVIEW_MAX_SIDE,
    });
    return { jpeg: await toJpeg(png, width, height), shown };
  } finally {
    await pdf.destroy();
  }
}

type StoredFile = ReturnType<ReturnType<typeof bucket>['file']>;

/** Whether a stored preview exists and was made from `generation`; its own generation if any. */
async function storedPreview(
  file: StoredFile,
  generation: string,
): Promise<{ fresh: boolean; generation: string | undefined }> {
  try {
    const [metadata] = await file.getMetadata();
    const source = metadata.metadata?.sourceGeneration;
    return {
      fresh: !generation || source === generation,
      generation: metadata.generation === undefined ? undefined : String(metadata.generation),
    };
  } catch (error) {
    if (statusOf(error) === 404) return { fresh: false, generation: undefined };
    throw error;
  }
}

/**
 * Writes the preview only if nobody else did meanwhile: created when absent (generation 0), or
 * replacing exactly the stale copy read before. A 412 means another instance stored it first:
 * that copy stays and this render is only served.
 */
async function store(
  file: StoredFile,
  jpeg: Buffer,
  sourceGeneration: string,
  staleGeneration: string | undefined,
): Promise<void> {
  try {
    await file.save(jpeg, {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { cacheControl: 'public, max-age=86400', metadata: { sourceGeneration } },
      preconditionOpts: { ifGenerationMatch: staleGeneration ?? 0 },
    });
  } catch (error) {
    if (statusOf(error) !== 412) throw error;
  }
}

/** The PNG re-encoded as JPEG on white (pdf.js leaves unpainted areas transparent). */
async function toJpeg(png: Buffer, width: number, height: number): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(png);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.encode('jpeg', PREVIEW_JPEG_QUALITY);
}

function statusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}
