import { loadImage } from '@napi-rs/canvas';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { textPdf } from '../../test-utils/pdfs.js';

/** An in-memory bucket with generations and `ifGenerationMatch`, like Cloud Storage's. */
const bucketState = vi.hoisted(() => {
  type Obj = { bytes: Buffer; generation: number; metadata: Record<string, string> };
  const objects = new Map<string, Obj>();
  const counts = { pdfDownloads: 0, saves: 0, refusedSaves: 0 };
  /** Runs at the start of each save: another instance's write landing in between. */
  const hooks: {
    beforeSave?: (name: string) => void;
    beforePdfDownload?: () => Promise<void>;
  } = {};
  let nextGeneration = 1;
  const notFound = () => Object.assign(new Error('No such object'), { code: 404 });
  const file = (name: string) => ({
    async getMetadata() {
      const obj = objects.get(name);
      if (!obj) throw notFound();
      return [{ generation: String(obj.generation), metadata: obj.metadata }];
    },
    async download() {
      const obj = objects.get(name);
      if (!obj) throw notFound();
      if (name.endsWith('.pdf')) {
        counts.pdfDownloads += 1;
        await hooks.beforePdfDownload?.();
      }
      return [obj.bytes];
    },
    async save(
      bytes: Buffer,
      options: {
        metadata: { metadata: Record<string, string> };
        preconditionOpts: { ifGenerationMatch: number | string };
      },
    ) {
      hooks.beforeSave?.(name);
      counts.saves += 1;
      const current = objects.get(name)?.generation ?? 0;
      if (String(current) !== String(options.preconditionOpts.ifGenerationMatch)) {
        counts.refusedSaves += 1;
        throw Object.assign(new Error('Precondition Failed'), { code: 412 });
      }
      objects.set(name, {
        bytes,
        generation: nextGeneration++,
        metadata: options.metadata.metadata,
      });
    },
  });
  return { objects, counts, hooks, bucket: () => ({ file }) };
});

vi.mock('firebase-functions', () => ({ logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/firebase.js', () => ({ bucket: bucketState.bucket }));

const { MAX_CONCURRENT_RENDERS, previewImage, previewPath, PREVIEW_MAX_SIDE } =
  await import('./preview-image.js');

const PDF_PATH = 'notes/sem-3/dbms/unit-2-normalization.pdf';
const source = { kind: 'note' as const, id: 'n1', storagePath: PDF_PATH, generation: '17' };
let pdf: Buffer;

beforeAll(async () => {
  pdf = Buffer.from(await textPdf(['Page one text', 'Page two text', 'Page three text']));
});

beforeEach(() => {
  bucketState.objects.clear();
  bucketState.objects.set(PDF_PATH, { bytes: pdf, generation: 17, metadata: {} });
  Object.assign(bucketState.counts, { pdfDownloads: 0, saves: 0, refusedSaves: 0 });
});

describe('previewImage', () => {
  it('renders a page once, as a 1200 px JPEG kept in Storage with its source generation', async () => {
    // Two crawlers at once on one instance: one render.
    const [first, second] = await Promise.all([previewImage(source, 2), previewImage(source, 2)]);
    expect(first).toBe(second);
    expect(first.rendered).toBe(true);
    expect(bucketState.counts.pdfDownloads).toBe(1);
    const image = await loadImage(first.jpeg);
    expect(Math.max(image.width, image.height)).toBe(PREVIEW_MAX_SIDE);
    expect(first.jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const kept = bucketState.objects.get(previewPath('note', 'n1', 2));
    expect(kept?.metadata).toEqual({ sourceGeneration: '17' });

    // The next request reads the kept image: no PDF download, same bytes.
    const again = await previewImage(source, 2);
    expect(again.rendered).toBe(false);
    expect(again.jpeg.equals(first.jpeg)).toBe(true);
    expect(bucketState.counts.pdfDownloads).toBe(1);
  });

  it('renders again for a replaced PDF and replaces exactly the stale image', async () => {
    await previewImage(source, 1);
    const stale = bucketState.objects.get(previewPath('note', 'n1', 1))!;
    const fresh = await previewImage({ ...source, generation: '18' }, 1);
    expect(fresh.rendered).toBe(true);
    const kept = bucketState.objects.get(previewPath('note', 'n1', 1))!;
    expect(kept.metadata).toEqual({ sourceGeneration: '18' });
    expect(kept.generation).toBeGreaterThan(stale.generation);
    expect(bucketState.counts.refusedSaves).toBe(0);
  });

  it('serves its render without storing it when another instance stored the page first', async () => {
    const path = previewPath('note', 'n1', 3);
    bucketState.hooks.beforeSave = (name) => {
      if (name !== path) return;
      bucketState.objects.set(path, {
        bytes: Buffer.from('other'),
        generation: 99,
        metadata: { sourceGeneration: '17' },
      });
    };
    try {
      const image = await previewImage(source, 3);
      expect(image.rendered).toBe(true);
      expect(image.jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(bucketState.counts.refusedSaves).toBe(1);
      expect(bucketState.objects.get(path)?.bytes.toString()).toBe('other');
    } finally {
      bucketState.hooks.beforeSave = undefined;
    }
  });

  it('renders at most MAX_CONCURRENT_RENDERS pages at a time on one instance', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    bucketState.hooks.beforePdfDownload = () => gate;
    try {
      const pending = [1, 2, 3].map((page) => previewImage(source, page));
      await vi.waitFor(() => expect(bucketState.counts.pdfDownloads).toBe(MAX_CONCURRENT_RENDERS));
      // The third waits for a render to end, which the closed gate prevents.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(bucketState.counts.pdfDownloads).toBe(MAX_CONCURRENT_RENDERS);
      open();
      const images = await Promise.all(pending);
      expect(images.map((image) => image.page)).toEqual([1, 2, 3]);
      expect(bucketState.counts.pdfDownloads).toBe(3);
    } finally {
      bucketState.hooks.beforePdfDownload = undefined;
    }
  });

  it('shows the last page for a page past the end of a PDF without a known page count', async () => {
    const image = await previewImage(source, 9);
    expect(image.page).toBe(3);
    expect(bucketState.objects.has(previewPath('note', 'n1', 3))).toBe(true);
    expect(bucketState.objects.has(previewPath('note', 'n1', 9))).toBe(false);
  });
});
