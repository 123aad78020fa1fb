import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test-utils/pdfs.js';
import { blankPdf, noisePng, printedPng, scannedPdf } from '../../test-utils/scans.js';
import { MIN_OCR_CONFIDENCE, textSourceOf } from './page-text.js';
import { ContentRejected, readPdf } from './pdf.js';

async function reason(bytes: Uint8Array): Promise<string> {
  const error = await readPdf(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).reason;
}

/** Text page, scanned page, photo page (noise), blank page: in that order. */
async function mixedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await textPdf(['Typed notes about normalization and keys']));
  const scan = await doc.embedPng(printedPng(['Scanned page about virtual memory paging']));
  const photo = await doc.embedPng(noisePng());
  doc.addPage([595, 842]).drawImage(scan, { x: 0, y: 600, width: 595, height: 77 });
  doc.addPage([595, 842]).drawImage(photo, { x: 50, y: 200, width: 400, height: 400 });
  doc.addPage([595, 842]);
  return doc.save();
}

describe('readPdf with OCR', () => {
  it('reads pages without a text layer by OCR and keeps text-layer pages as they are', async () => {
    const { pages, details } = await readPdf(await mixedPdf(), { layout: true });
    expect(pages[0]).toBe('Typed notes about normalization and keys');
    expect(details[0]).toMatchObject({ ocr: false, readable: true });
    expect(pages[1]).toMatch(/Scanned page about virtual memory paging/);
    expect(details[1]).toMatchObject({ ocr: true, readable: true });
    expect(details[1]!.ocrConfidence).toBeGreaterThanOrEqual(MIN_OCR_CONFIDENCE);
    expect(details[1]!.layout!.lines[0]!.items[0]!.text).toMatch(/^Scanned page about/);
    // A photograph without text: OCR'd, low confidence, no text kept for search.
    expect(details[2]).toMatchObject({ ocr: true, readable: false, text: '' });
    expect(details[2]!.ocrConfidence).toBeLessThan(MIN_OCR_CONFIDENCE);
    // A blank page is not OCR'd (nothing painted) and has no readable text.
    expect(details[3]).toMatchObject({ ocr: false, readable: false, text: '' });
    expect(textSourceOf(details)).toBe('mixed');
    // The text page's layout comes from pdf.js items.
    expect(details[0]!.layout!.lines[0]!.items[0]!.text).toBe(
      'Typed notes about normalization and keys',
    );
  }, 120_000);

  it('gives a scan textSource ocr, a text PDF pdf, and a PDF of blank pages none', async () => {
    const scan = await readPdf(await scannedPdf([['Dijkstra shortest path algorithm']]));
    expect(textSourceOf(scan.details)).toBe('ocr');
    expect(textSourceOf((await readPdf(await textPdf(['Relational algebra']))).details)).toBe(
      'pdf',
    );
    const blank = await readPdf(await blankPdf(3));
    expect(blank.pages).toEqual(['', '', '']);
    expect(textSourceOf(blank.details)).toBe('none');
    expect(blank.details.every((p) => !p.ocr && !p.readable)).toBe(true);
  }, 120_000);

  it('counts the pages of a 300-page scan that the time budget does not reach', async () => {
    const bytes = await scannedPdf([['Page of a long scan']], 300);
    const { details } = await readPdf(bytes, {
      ocr: { workers: 2, deadline: 0, clock: () => 1 },
    });
    expect(details).toHaveLength(300);
    expect(details.every((p) => p.notReached && !p.readable && !p.ocr)).toBe(true);
    expect(textSourceOf(details)).toBe('none');
  }, 60_000);

  it('reads a scanned page by OCR even with a watermark line in its text layer', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    // A non-embedded font first: pdf.js compiles it with ArrayBuffer.transferToFixedLength
    // (Node ≥ 21); without it the page lost everything painted after that text.
    page.drawText('Downloaded from ktunotes.in', { x: 40, y: 820, size: 9, font });
    const image = await doc.embedPng(printedPng(['Watermarked scan about cache mapping']));
    page.drawImage(image, { x: 0, y: 500, width: 595, height: 77 });
    const { details } = await readPdf(await doc.save());
    expect(details[0]).toMatchObject({ ocr: true, readable: true });
    expect(details[0]!.text).toMatch(/Watermarked scan about cache mapping/);
  }, 60_000);

  it('refuses a PNG renamed .pdf as not-a-pdf', async () => {
    expect(await reason(new Uint8Array(printedPng(['not a pdf'])))).toBe('not-a-pdf');
  });

  it('refuses a JPEG renamed .pdf as not-a-pdf', async () => {
    const canvas = createCanvas(50, 50);
    canvas.getContext('2d').fillRect(0, 0, 10, 10);
    expect(await reason(new Uint8Array(canvas.toBuffer('image/jpeg')))).toBe('not-a-pdf');
  });
});
